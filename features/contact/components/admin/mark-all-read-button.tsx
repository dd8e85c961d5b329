'use client';
// 'Tümünü Okundu İşaretle': every new contact message becomes read. Not destructive, so no
// confirmation; the inbox picks the change up on its next 2-second read (and router.refresh).
import { CheckCheck } from 'lucide-react';
import { markAllContactsReadAction } from '@/features/contact/actions.admin';
import { RunActionButton } from '@/components/kit/run-action-button';

export function MarkAllReadButton() {
  return (
    <RunActionButton variant="outline" run={() => markAllContactsReadAction({})} busyLabel="İşaretleniyor..." successMessage="Tüm mesajlar okundu olarak işaretlendi">
      <CheckCheck aria-hidden="true" />Tümünü Okundu İşaretle
    </RunActionButton>
  );
}
