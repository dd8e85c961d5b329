// An appointment's details as the confirmation and manage pages show them (spec 1 §2
// /randevu-basarili): salon name, address, phone; long Turkish date; start - end; service,
// staff; customer name, phone, e-mail; total amount when above 0; with the status, a salon's
// cancellation and its reason.
import { formatLongDate } from '@/platform/time/calendar';
import { salonLocation } from '@/features/appointments/rules/appointment-event';
import { AppointmentStatusBadge, salonCancellationText } from '@/features/appointments/components/shared/appointment-status-badge';
import type { AppointmentDetails as Details } from '@/features/appointments/server/appointments';
import { formatPrice } from '@/platform/text/format';
import { formatPhoneDisplay } from '@/platform/text/phone';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="user-text font-medium">{children}</dd>
    </div>
  );
}

export function AppointmentDetails({ appointment: a, showStatus = false }: { appointment: Details; showStatus?: boolean }) {
  const location = salonLocation(a.salon);
  return (
    <dl className="space-y-3" data-testid="appointment-details">
      <Row label="Salon">{a.salon.name}</Row>
      {location && <Row label="Adres">{location}</Row>}
      {a.salon.phone && (
        <Row label="Salon Telefonu">
          <a className="text-primary underline-offset-4 hover:underline" href={`tel:${a.salon.phone}`}>{formatPhoneDisplay(a.salon.phone)}</a>
        </Row>
      )}
      <Row label="Tarih">{formatLongDate(a.date)}</Row>
      <Row label="Saat">{`${a.startTime} - ${a.endTime}`}</Row>
      <Row label="Hizmet">{a.serviceName}</Row>
      <Row label="Personel">{a.staffName}</Row>
      <Row label="Ad Soyad">{a.customerName}</Row>
      <Row label="Telefon">{formatPhoneDisplay(a.customerPhone)}</Row>
      {a.customerEmail && <Row label="E-posta">{a.customerEmail}</Row>}
      {a.notes && <Row label="Not">{a.notes}</Row>}
      {a.totalAmount > 0 && <Row label="Toplam Tutar">{formatPrice(a.totalAmount)}</Row>}
      {showStatus && (
        <Row label="Durum">
          <AppointmentStatusBadge status={a.status} />
        </Row>
      )}
      {showStatus && a.status === 'cancelled' && a.cancelledBy === 'salon' && (
        <Row label="İptal">
          <span data-testid="salon-cancellation">{salonCancellationText(a.cancelReason)}</span>
        </Row>
      )}
    </dl>
  );
}
