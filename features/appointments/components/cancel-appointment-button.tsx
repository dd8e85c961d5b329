'use client';
// "Randevuyu İptal Et" with a confirmation dialog; calls the page's server action and
// re-renders the page with the new status; without an answer (offline) it keeps the page and
// the dialog, so pressing again retries.
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { XCircle } from 'lucide-react';
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE, type ActionResult } from '@/platform/actions/result';

export function CancelAppointmentButton({ token, cancelAction }: {
  token: string; cancelAction: (input: { token: string }) => Promise<ActionResult<undefined>>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const confirm = () => startTransition(async () => {
    const result = await cancelAction({ token }).catch(() => null);
    if (!result) {
      // No answer: the dialog stays open for a retry, and the page is not refreshed.
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
      return;
    }
    setOpen(false);
    if (result.ok) {
      toast({ title: 'Randevu İptal Edildi', description: result.message ?? 'Randevunuz iptal edildi.' });
    } else {
      toast({ title: 'Hata', description: result.error, variant: 'destructive' });
    }
    router.refresh();
  });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={pending}>
          <XCircle aria-hidden="true" />
          Randevuyu İptal Et
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Randevuyu iptal etmek istiyor musunuz?</AlertDialogTitle>
          <AlertDialogDescription>Bu işlem geri alınamaz. İptal edilen saat başka müşterilere açılır.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Vazgeç</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={(event) => { event.preventDefault(); confirm(); }}>
            {pending ? 'İptal ediliyor...' : 'Evet, İptal Et'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
