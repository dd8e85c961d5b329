'use client';
// A button that runs one non-destructive server action (made with adminAction) at once:
// busy label while it runs, the result as a toast, then the page's server data is re-read.
// Anything destructive uses <ConfirmAction> instead.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import { useAdminAction } from './use-action';

export function RunActionButton({ run, children, busyLabel, successMessage, ...props }: Omit<ButtonProps, 'onClick'> & {
  run: () => Promise<ActionResult<unknown>>;
  children: ReactNode;
  busyLabel: string;
  successMessage: string;
}) {
  const { busy, execute } = useAdminAction(successMessage);
  return (
    <Button {...props} disabled={busy || props.disabled} aria-busy={busy} onClick={() => void execute(run)}>
      {busy ? busyLabel : children}
    </Button>
  );
}
