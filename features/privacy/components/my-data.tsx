// /verilerim: everything GET /api/me/export downloads, readable: the profile, appointments,
// reviews with the salons' replies, bills, the mail and text messages we sent and the sessions.
// Server component.
import { STATUS_LABELS, type AppointmentStatus } from '@/features/appointments/rules/status';
import { REVIEW_STATUS_LABELS } from '@/features/reviews/rules/moderation';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/features/bills/rules/money';
import type { ReviewStatus } from '@/platform/db/schema';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { formatCalendarDate } from '@/platform/time/format-date';
import { SMS_DELIVERY_LABELS, SMS_STATUS_LABELS, smsKindLabel } from '@/features/sms/rules/labels';
import type { CustomerExport } from '@/features/privacy/server/export';
import { DataItem, DataList, DataSection, formatInstant, money, Pairs } from './data-section';

const BILL_STATUS: Record<string, string> = { open: 'Açık', closed: 'Kapandı', void: 'İptal' };
/** The operator's name of a text without its '(müşteri)': every text listed here went to the customer. */
const textTitle = (kind: string) => smsKindLabel(kind).replace(/ \(müşteri\)$/, '');
const MAIL_STATUS: Record<string, string> = { queued: 'Gönderilecek', sent: 'Gönderildi', failed: 'Gönderilemedi', logged: 'Kaydedildi' };

export function MyData({ data }: { data: CustomerExport }) {
  const { profile } = data;
  return (
    <div className="grid gap-8">
      <DataSection id="profile" title="Profil">
        <div className="rounded-xl border bg-card p-4 text-sm shadow-sm">
          <Pairs items={[
            ['Ad', profile.firstName], ['Soyad', profile.lastName], ['Telefon', formatPhoneDisplay(profile.phone)],
            ['E-posta', profile.email ?? 'Yok'], ['Üyelik', formatInstant(profile.createdAt)], ['Son güncelleme', formatInstant(profile.updatedAt)],
          ]} />
        </div>
      </DataSection>

      <DataSection id="appointments" title="Randevular" count={data.appointments.length} empty="Randevunuz yok.">
        <DataList label="Randevular">
          {data.appointments.map((a) => (
            <DataItem key={a.id} title={a.salonName ?? 'Bilinmeyen Salon'} aside={STATUS_LABELS[a.status as AppointmentStatus] ?? a.status}>
              <Pairs items={[
                ['Tarih', `${formatCalendarDate(a.date)} ${a.startTime}${a.endTime ? ` - ${a.endTime}` : ''}`],
                ['Hizmet', a.serviceName], ['Personel', a.staffName], ['Tutar', a.totalAmount > 0 ? money(a.totalAmount) : null],
                ['Verilen ad', a.customerName], ['Verilen telefon', formatPhoneDisplay(a.customerPhone)], ['Verilen e-posta', a.customerEmail],
                ['Not', a.notes], ['İptal nedeni', a.cancelReason], ['Oluşturulma', formatInstant(a.createdAt)],
              ]} />
            </DataItem>
          ))}
        </DataList>
      </DataSection>

      <DataSection id="reviews" title="Yorumlar" count={data.reviews.length} empty="Yorumunuz yok.">
        <DataList label="Yorumlar">
          {data.reviews.map((r) => (
            <DataItem key={r.id} title={r.salonName ?? 'Bilinmeyen Salon'} aside={REVIEW_STATUS_LABELS[r.status as ReviewStatus] ?? r.status}>
              <Pairs items={[
                ['Puan', `${r.rating} / 5`], ['Yorum', r.comment], ['Personel', r.staffName], ['Yazılma', formatInstant(r.createdAt)],
                ['Salonun yanıtı', r.reply?.text], ['Yanıt tarihi', r.reply ? formatInstant(r.reply.updatedAt) : null],
              ]} />
            </DataItem>
          ))}
        </DataList>
      </DataSection>

      <DataSection id="bills" title="Adisyonlar" count={data.bills.length} empty="Adınıza kesilmiş adisyon yok.">
        <DataList label="Adisyonlar">
          {data.bills.map((b) => (
            <DataItem key={b.id} title={`${b.salonName ?? 'Bilinmeyen Salon'} · Adisyon #${b.number}`} aside={BILL_STATUS[b.status] ?? b.status}>
              <ul className="grid gap-1" aria-label={`Adisyon #${b.number} kalemleri`}>
                {b.lines.map((l, i) => (
                  <li key={i} className="flex flex-wrap justify-between gap-2">
                    <span className="user-text min-w-0">{l.quantity} × {l.description}</span>
                    <span className="tabular-nums">{money(l.netAmount)}</span>
                  </li>
                ))}
              </ul>
              <Pairs items={[
                ['Toplam', money(b.total)], ['İndirim', Number(b.discountAmount) > 0 ? money(b.discountAmount) : null],
                ['Bahşiş', Number(b.tipAmount) > 0 ? money(b.tipAmount) : null], ['Ödenen', money(b.paidAmount)],
                ['İade', Number(b.refundedAmount) > 0 ? money(b.refundedAmount) : null],
                ['Açık hesap', Number(b.balance) > 0 ? money(b.balance) : null],
                ['Ödemeler', b.payments.map((p) => `${p.kind === 'refund' ? 'İade: ' : ''}${PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method} ${money(p.amount)}`).join(', ')],
                ['Tarih', formatInstant(b.closedAt ?? b.createdAt)],
              ]} />
            </DataItem>
          ))}
        </DataList>
      </DataSection>

      <DataSection id="emails" title="Size gönderilen e-postalar" count={data.emails.length} empty="Size gönderilmiş e-posta yok.">
        <DataList label="E-postalar">
          {data.emails.map((m, i) => (
            <DataItem key={i} title={m.subject} aside={MAIL_STATUS[m.status] ?? m.status}>
              <Pairs items={[['Alıcı', m.to], ['Oluşturulma', formatInstant(m.createdAt)], ['Gönderilme', m.sentAt ? formatInstant(m.sentAt) : null]]} />
            </DataItem>
          ))}
        </DataList>
      </DataSection>

      <DataSection id="texts" title="Size gönderilen SMS'ler" count={data.texts.length} empty="Size gönderilmiş SMS yok.">
        <DataList label="SMS'ler">
          {data.texts.map((t, i) => (
            <DataItem key={i} title={textTitle(t.kind)} aside={SMS_STATUS_LABELS[t.status] ?? t.status}>
              <Pairs items={[
                ['Alıcı', formatPhoneDisplay(t.to)], ['Oluşturulma', formatInstant(t.createdAt)],
                ['Gönderilme', t.sentAt ? formatInstant(t.sentAt) : null],
                ['İletim', t.delivery ? SMS_DELIVERY_LABELS[t.delivery] : null],
              ]} />
            </DataItem>
          ))}
        </DataList>
      </DataSection>

      <DataSection id="sessions" title="Oturumlar" count={data.sessions.length} empty="Açık oturumunuz yok.">
        <DataList label="Oturumlar">
          {data.sessions.map((s, i) => (
            <DataItem key={i} title={`Giriş: ${formatInstant(s.createdAt)}`}>
              <Pairs items={[['Geçerlilik sonu', formatInstant(s.expiresAt)], ['IP adresi', s.ipAddress], ['Tarayıcı', s.userAgent]]} />
            </DataItem>
          ))}
        </DataList>
      </DataSection>
    </div>
  );
}
