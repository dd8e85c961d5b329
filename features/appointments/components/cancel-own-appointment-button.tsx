'use client';
// Cancelling one's own future appointment, after a confirmation. The server checks ownership,
// status and time again; the slot becomes free for others at once.
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

export function CancelAppointmentButton({ appointmentId, summary }: { appointmentId: string; summary: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [isPending, startTransition] = useTransition();

  function cancel() {
    startTransition(async () => {
      try {
        const result = await cancelAppointmentAction({ appointmentId });
        if (result.ok) {
          toast({ title: 'Randevu İptal Edildi', description: result.message ?? 'Randevunuz iptal edildi.' });
        } else {
          toast({ title: 'Hata', description: result.error, variant: 'destructive' });
        }
      } catch {
        toast({ title: 'Hata', description: 'Randevu iptal edilirken bir hata oluştu.', variant: 'destructive' });
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
