'use client';
// The appointment's sheet, opened by tapping it on the grid: customer (phone as a tel: link),
// service, staff, date and time, price, note, where it came from, this customer's earlier
// visits and no-shows here, and the changes allowed now (appointment-actions.tsx). The detail
// comes from appointmentDetailAction, so it is current even when the grid is a minute old.
import { useEffect, useState } from 'react';
import { appointmentDetailAction } from '@/features/appointments/actions.panel';
import { AppointmentStatusBadge } from '@/features/appointments/components/shared/appointment-status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { CalendarService, CalendarStaff } from '@/features/appointments/server/calendar';
import { CheckoutButton } from '@/features/bills/components/shared/checkout-button';
import { AppointmentActions, type AppointmentDetail } from './appointment-actions';
import { AppointmentFacts } from './appointment-facts';
import { SHEET_CLASSES } from './sheet-classes';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; detail: AppointmentDetail };

interface Props {
  /** The appointment shown; null: closed. */
  appointmentId: string | null;
  onClose: () => void;
  canEdit: boolean;
  /** The bills right: 'Ödeme Al' opens the appointment's bill (issue 30). */
  canBill: boolean;
  staff: CalendarStaff[];
  services: CalendarService[];
}

export function AppointmentSheet({ appointmentId, onClose, ...rest }: Props) {
  return (
    <Dialog open={appointmentId !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent className={SHEET_CLASSES}>
        {/* A new body per appointment: its own loading state, no flash of the previous one. */}
        {appointmentId ? <SheetBody key={appointmentId} id={appointmentId} {...rest} /> : null}
      </DialogContent>
    </Dialog>
  );
}

async function fetchDetail(id: string): Promise<Loaded> {
  try {
    const result = await appointmentDetailAction({ id });
    return result.ok ? { state: 'ready', detail: result.data } : { state: 'error', message: result.error };
  } catch {
    return { state: 'error', message: 'Randevu yüklenemedi. Lütfen tekrar deneyin.' };
  }
}

function SheetBody({ id, canEdit, canBill, staff, services }: Omit<Props, 'appointmentId' | 'onClose'> & { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void fetchDetail(id).then((next) => { if (live) setLoaded(next); });
    return () => { live = false; };
  }, [id]);

  async function reload() {
    setLoaded(await fetchDetail(id));
  }

  if (loaded.state === 'loading') {
    return (
      <div className="grid gap-4" aria-busy="true">
        <DialogHeader>
          <DialogTitle>Randevu</DialogTitle>
          <DialogDescription>Yükleniyor...</DialogDescription>
        </DialogHeader>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (loaded.state === 'error') {
    return (
      <div className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Randevu</DialogTitle>
          <DialogDescription role="alert">{loaded.message}</DialogDescription>
        </DialogHeader>
        <Button variant="outline" onClick={() => { setLoaded({ state: 'loading' }); void reload(); }}>Tekrar dene</Button>
      </div>
    );
  }
  const { detail } = loaded;
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle className="user-text">{detail.customerName}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <AppointmentStatusBadge status={detail.status} />
            <span>{detail.source === 'salon' ? 'Salonun kaydı' : 'Online randevu'}</span>
          </div>
        </DialogDescription>
      </DialogHeader>
      <AppointmentFacts detail={detail} />
      <CheckoutButton appointmentId={detail.id} status={detail.status} allowed={canBill} />
      {canEdit ? <AppointmentActions detail={detail} staff={staff} services={services} onChanged={(next) => setLoaded({ state: 'ready', detail: next })} />
        : <p className="text-sm text-muted-foreground">Randevunun durumunu değiştirme ve taşıma yetkiniz yok.</p>}
    </div>
  );
}
