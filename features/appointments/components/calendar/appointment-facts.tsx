// What the sheet tells about an appointment: phone (a tel: link, '0 532 123 45 67'), e-mail,
// service, staff, date and time, price in ₺, the note, a cancellation's reason, and how this
// customer has done here before.
import type { ReactNode } from 'react';
import { formatPrice } from '@/platform/text/format';
import { formatPhoneDisplay } from '@/platform/text/phone';
import type { AppointmentDetail } from './appointment-actions';
import { formatLongDate } from './calendar-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="user-text text-sm">{children}</dd>
    </div>
  );
}

function historyText(h: AppointmentDetail['history']): string {
  if (h.completed === 0 && h.noShow === 0) return 'İlk randevusu';
  const parts = [`${h.completed} ziyaret`];
  if (h.noShow > 0) parts.push(`${h.noShow} kez gelmedi`);
  if (h.lastVisit) parts.push(`son ziyaret ${formatLongDate(h.lastVisit)}`);
  return parts.join(' · ');
}

export function AppointmentFacts({ detail }: { detail: AppointmentDetail }) {
  const digits = detail.customerPhone.replace(/[^\d+]/g, '');
  return (
    <dl className="divide-y rounded-lg border px-3">
      <Fact label="Telefon">
        <a href={`tel:${digits}`} className="font-medium text-primary underline-offset-4 hover:underline">{formatPhoneDisplay(detail.customerPhone)}</a>
      </Fact>
      {detail.customerEmail ? (
        <Fact label="E-posta"><a href={`mailto:${detail.customerEmail}`} className="text-primary underline-offset-4 hover:underline">{detail.customerEmail}</a></Fact>
      ) : null}
      <Fact label="Hizmet">{detail.serviceName}</Fact>
      <Fact label="Personel">{detail.staffName}</Fact>
      <Fact label="Tarih">{formatLongDate(detail.date)}</Fact>
      <Fact label="Saat"><span className="tabular-nums">{detail.startTime}–{detail.endTime}</span> ({detail.durationMinutes} dk)</Fact>
      <Fact label="Ücret">{formatPrice(detail.price)}</Fact>
      {detail.notes ? <Fact label="Not"><span className="whitespace-pre-line">{detail.notes}</span></Fact> : null}
      {detail.status === 'cancelled' ? (
        <Fact label="İptal">
          {detail.cancelledBy === 'salon' ? 'Salon iptal etti' : detail.cancelledBy === 'customer' ? 'Müşteri iptal etti' : 'İptal edildi'}
          {detail.cancelReason ? `: ${detail.cancelReason}` : ''}
        </Fact>
      ) : null}
      <Fact label="Geçmiş">
        <span className={detail.history.noShow > 0 ? 'text-red-700' : undefined}>{historyText(detail.history)}</span>
      </Fact>
    </dl>
  );
}
