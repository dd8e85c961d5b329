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
import { useRouter } from 'next/navigation';
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import type { ActionResult } from '@/lib/actions/result';

interface Props {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  destructive?: boolean;
  run: () => Promise<ActionResult<unknown>>;
  successMessage: string;
}

export function ConfirmAction({ trigger, title, description, confirmLabel, busyLabel = 'İşleniyor...', destructive = true, run, successMessage }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const result = await run();
      if (result.ok) {
        toast({ title: 'Başarılı', description: result.message ?? successMessage });
        setOpen(false);
        router.refresh();
      } else {
        toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Hata', description: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => { if (!busy) setOpen(next); }}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
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
