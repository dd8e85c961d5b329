'use client';
// 'Tekrar Gönder' on a text no provider has taken (queued, or failed without a message id):
// one attempt now, the answer in a toast, then the list is re-read. As the mail list's
// 'Yeniden Dene', no confirmation: a text without a provider id has reached no phone.
import { RunActionButton } from '@/components/kit/run-action-button';
import { resendSmsAction } from '@/features/sms/actions.admin';
import { SMS_RESEND_MESSAGES } from '@/features/sms/schema';

export function ResendSmsButton({ id, to }: { id: string; to: string }) {
  return (
    <RunActionButton
      variant="outline" size="sm" aria-label={`${to} numarasına SMS'i tekrar gönder`}
      run={() => resendSmsAction({ id })} busyLabel="Gönderiliyor..." successMessage={SMS_RESEND_MESSAGES.sent}
    >
      Tekrar Gönder
    </RunActionButton>
  );
}
