'use client';
// 'Yeniden Dene' on one outbox message: one delivery attempt now, the answer in a toast.
import { retryEmailAction } from '@/features/back-office/actions.email-test.admin';
import { RunActionButton } from '@/components/kit/run-action-button';

export function RetryEmailButton({ id, to }: { id: string; to: string }) {
  return (
    <RunActionButton
      variant="outline" size="sm" aria-label={`${to} iletisini yeniden dene`}
      run={() => retryEmailAction({ id })} busyLabel="Deneniyor..." successMessage="İleti gönderildi"
    >
      Yeniden Dene
    </RunActionButton>
  );
}
