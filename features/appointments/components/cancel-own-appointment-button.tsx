'use client';
// Cancelling one's own future appointment, after a confirmation. The server checks ownership,
// status and time again; the slot becomes free for others at once. Without an answer (offline)
// the dialog stays open and the page as it is, so pressing again retries.
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { XCircle } from 'lucide-react';
import { cancelAppointmentAction } from '@/features/appointments/actions.public';
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';

export function CancelAppointmentButton({ appointmentId, summary }: { appointmentId: string; summary: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [isPending, startTransition] = useTransition();

  function cancel() {
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof cancelAppointmentAction>>;
      try {
        result = await cancelAppointmentAction({ appointmentId });
      } catch {
        // No answer: the dialog stays open for a retry, and the page is not refreshed.
        toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
        return;
      }
      if (result.ok) {
        toast({ title: 'Randevu İptal Edildi', description: result.message ?? 'Randevunuz iptal edildi.' });
      } else {
        toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      }
      setOpen(false);
      router.refresh();
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <XCircle aria-hidden="true" />
          İptal Et
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Randevuyu İptal Et</AlertDialogTitle>
          <AlertDialogDescription>
            Bu randevuyu iptal etmek istediğinizden emin misiniz? ({summary})
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Vazgeç</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server answers. */}
          <Button variant="destructive" onClick={cancel} disabled={isPending}>
            {isPending ? 'İptal ediliyor...' : 'Randevuyu İptal Et'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
