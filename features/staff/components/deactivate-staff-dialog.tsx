'use client';
// Deactivating a staff member. First the plain question; the server then either deactivates
// (nothing booked ahead) or answers 409 with the appointments still to come, which this
// dialog lists and offers to cancel: 'Randevuları iptal et ve pasif yap' or 'Vazgeç'. The
// cancelling request names the appointments shown, so one booked meanwhile is shown too
// before anything is cancelled. Built like <ConfirmAction> (same dialog, same toasts), which
// has no second step.
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { setStaffActiveAction } from '@/features/staff/actions.panel';
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatLongDate } from '@/platform/time/calendar';
import { isDeactivationConflict, type FutureAppointment } from '@/features/staff/schema';

export function DeactivateStaffDialog({ staffId, staffName, trigger }: { staffId: string; staffName: string; trigger: ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [appointments, setAppointments] = useState<FutureAppointment[] | null>(null);

  async function run(cancelFutureAppointments: boolean) {
    setBusy(true);
    try {
      const result = await setStaffActiveAction({
        staffId, isActive: false, cancelFutureAppointments,
        appointmentIds: cancelFutureAppointments ? appointments?.map((a) => a.id) : undefined,
      });
      if (isDeactivationConflict(result)) {
        if (appointments) toast({ title: 'Yeni randevu var', description: 'Liste güncellendi. Lütfen tekrar kontrol edin.', variant: 'destructive' });
        setAppointments(result.appointments);
        return;
      }
      if (result.ok) {
        toast({ title: 'Başarılı', description: result.message ?? 'Personel pasif yapıldı' });
        setOpen(false);
      } else {
        toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      }
      router.refresh();
    } catch {
      toast({ title: 'Hata', description: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => { if (!busy) { setOpen(next); if (!next) setAppointments(null); } }}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent onEscapeKeyDown={(e) => { if (busy) e.preventDefault(); }}>
        <AlertDialogHeader>
          <AlertDialogTitle className="user-text">{staffName} pasif yapılsın mı?</AlertDialogTitle>
          <AlertDialogDescription>
            {appointments
              ? `Bu personelin ileri tarihli ${appointments.length} randevusu var. Pasif yapmak için bu randevular iptal edilmeli.`
              : 'Pasif personel online randevu almaz. Daha sonra yeniden aktif yapabilirsiniz.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {appointments ? (
          <>
            <ul className="grid max-h-[40dvh] gap-2 overflow-y-auto text-sm" aria-label="İptal edilecek randevular">
              {appointments.map((a) => (
                <li key={a.id} className="rounded-md border px-3 py-2">
                  <span className="block font-medium tabular-nums">{formatLongDate(a.date)}, {a.startTime}</span>
                  <span className="user-text block">{a.customerName}</span>
                  {a.serviceName ? <span className="user-text block text-muted-foreground">{a.serviceName}</span> : null}
                </li>
              ))}
            </ul>
            {/* part 2: these customers are told by e-mail; until then the salon tells them itself. */}
            <p className="text-xs text-muted-foreground">E-posta adresi olan müşterilere iptal ve nedeni e-postayla bildirilir; diğerlerine ayrıca haber verin.</p>
          </>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Vazgeç</AlertDialogCancel>
          {appointments ? (
            <Button variant="destructive" disabled={busy} onClick={() => void run(true)}>
              {busy ? 'İşleniyor...' : 'Randevuları iptal et ve pasif yap'}
            </Button>
          ) : (
            <Button variant="destructive" disabled={busy} onClick={() => void run(false)}>
              {busy ? 'İşleniyor...' : 'Pasif yap'}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
