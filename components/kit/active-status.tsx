'use client';
// Panel records that are made passive and active again (staff members, team users): their
// status badge, the 'Pasif yap' trigger (for the caller's confirm dialog) and the 'Aktif yap'
// button, worded the same on every card. Deactivating differs per record (the staff member's
// future appointments, the user's sessions), so its dialog stays with the caller.
import { UserCheck, UserX } from 'lucide-react';
import { RunActionButton } from '@/components/kit/run-action-button';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import { cn } from '@/components/ui/utils';

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge variant="success-soft">Aktif</Badge> : <Badge variant="danger-soft">Pasif</Badge>;
}

/** The trigger of a confirm dialog (its props and ref come from the dialog's trigger). */
export function DeactivateButton({ name, className, ...props }: ButtonProps & { name: string }) {
  return (
    <Button size="sm" variant="ghost" className={cn('text-destructive', className)} aria-label={`${name} pasif yap`} {...props}>
      <UserX aria-hidden="true" />Pasif yap
    </Button>
  );
}

export function ReactivateButton({ name, successMessage, run }: {
  name: string; successMessage: string; run: () => Promise<ActionResult<unknown>>;
}) {
  return (
    <RunActionButton size="sm" variant="outline" aria-label={`${name} aktif yap`} busyLabel="Kaydediliyor..."
      successMessage={successMessage} run={run}>
      <UserCheck aria-hidden="true" />Aktif yap
    </RunActionButton>
  );
}
