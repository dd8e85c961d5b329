'use client';
// 'İptal Et' with the reason the customer is told: the confirmation and the reason in one
// alert dialog (the admin's ConfirmAction with a field), confirm disabled until a reason is
// written, 'İşleniyor...' meanwhile, the result as a toast.
import { useState } from 'react';
import { X } from 'lucide-react';
import { cancelAppointmentAction } from '@/features/appointments/actions.panel';
import { useAdminAction } from '@/components/kit/use-action';
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CANCEL_REASON_MAX } from '@/features/appointments/schema.panel';
import type { PanelAppointmentDetail as AppointmentDetail } from '@/features/appointments/server/panel-appointment-detail';

interface Props {
  id: string;
  customerName: string;
  /** Shows the cancelled appointment's detail, as the action answered it. */
  onChanged: (detail: AppointmentDetail) => void;
}

export function CancelAppointmentDialog({ id, customerName, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, execute } = useAdminAction('Randevu iptal edildi');
  const ready = reason.trim().length > 0;

  async function confirm() {
    if (!ready) return;
    let changed: AppointmentDetail | null = null;
    await execute(async () => {
      const result = await cancelAppointmentAction({ id, reason });
      if (result.ok) changed = result.data;
      return result;
    });
    if (changed) {
      setOpen(false);
      setReason('');
      onChanged(changed);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => { if (!busy) setOpen(next); }}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive"><X aria-hidden="true" /> İptal Et</Button>
      </AlertDialogTrigger>
      <AlertDialogContent onEscapeKeyDown={(e) => { if (busy) e.preventDefault(); }}>
        <AlertDialogHeader>
          <AlertDialogTitle>Randevu iptal edilsin mi?</AlertDialogTitle>
          <AlertDialogDescription className="user-text">
            {customerName} adlı müşterinin randevusu iptal edilir ve müşteriye nedeniyle birlikte bildirilir.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="cancel-reason">İptal nedeni</Label>
          <Textarea id="cancel-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={CANCEL_REASON_MAX}
            rows={3} required aria-required="true" placeholder="Örn. Personel rahatsızlandı" disabled={busy} />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Vazgeç</AlertDialogCancel>
          <Button variant="destructive" disabled={busy || !ready} onClick={() => void confirm()}>
            {busy ? 'İşleniyor...' : 'İptal Et'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
