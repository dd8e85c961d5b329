'use client';
// THE confirmation before anything destructive in the back-office: a Radix alert dialog with
// Turkish texts; the confirm button runs a server action (made with adminAction) and shows
// `busyLabel` meanwhile, with both buttons disabled and Escape ignored. The result is a toast;
// on success the dialog closes and the page's server data is re-read.
//
//   <ConfirmAction trigger={<Button variant="outline">Devre dışı bırak</Button>}
//     title="Hesap devre dışı bırakılsın mı?" description="..." confirmLabel="Devre dışı bırak"
//     run={() => setAdminActiveAction({ id, isActive: false })} successMessage="Hesap devre dışı bırakıldı" />
import { useState, type ReactNode } from 'react';
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import { useAdminAction } from './use-action';

interface Props {
  /** The button that opens it; none when opened from outside (`open`, e.g. a row's actions menu). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  destructive?: boolean;
  run: () => Promise<ActionResult<unknown>>;
  successMessage: string;
  /** After a success, go here (the toast stays) instead of re-reading the page: for an action that removes what it shows. */
  successHref?: string;
}

export function ConfirmAction({
  trigger, open: openProp, onOpenChange, title, description, confirmLabel, busyLabel = 'İşleniyor...', destructive = true, run, successMessage, successHref,
}: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => { if (openProp === undefined) setOwnOpen(next); onOpenChange?.(next); };
  const { busy, execute } = useAdminAction(successMessage, successHref);

  async function confirm() {
    if (await execute(run)) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => { if (!busy) setOpen(next); }}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onEscapeKeyDown={(e) => { if (busy) e.preventDefault(); }}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Vazgeç</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the action answers. */}
          <Button variant={destructive ? 'destructive' : 'default'} disabled={busy} onClick={() => void confirm()}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
