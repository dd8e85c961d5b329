// A customer with a row in every place the app keeps something about them (the export's sources,
// features/privacy/rules/export-sources.ts, and what the closure must empty): sessions, a past
// completed visit with its review, the salon's reply and a paid bill, a future and a pending
// booking, the mail and the text messages about them (to the customer and to the salon's phone),
// the salon's log lines and its note. Shared by tests/db/customer-export.test.ts and tests/db/customer-erasure.test.ts.
import { randomBytes } from 'node:crypto';
import { createCustomerSession } from '@/platform/access/customer-sessions';
import { hashPassword } from '@/platform/access/password';
import { hashSessionToken } from '@/platform/access/tokens';
import type { TestDatabase } from '../support/db';

export const PASSWORD = 'gizli123';
/** The phone a salon gets its own texts on (salons.sms_phone). */
export const SALON_SMS_PHONE = '05559990011';
/** 2030-05-15 12:00 in Istanbul: the visit on 05-01 is past, the bookings on 05-20 and 05-21 are ahead. */
export const NOW = new Date('2030-05-15T09:00:00Z');

export interface Person { phone: string; firstName: string; lastName: string; email: string }

export interface FullCustomer {
  id: string;
  person: Person;
  sessionTokens: string[];
  completedId: string;
  upcomingId: string;
  pendingId: string;
  /** Cancelled by the salon, whose reason names her. */
  cancelledId: string;
  reviewId: string;
  billId: string;
}

type Q = (text: string, params?: unknown[]) => Promise<Record<string, string>[]>;

export function privacyFixtures(test: () => TestDatabase) {
  const q: Q = (text, params = []) => test().conn.query<Record<string, string>>(text, params);
  let seq = 0;
  const next = () => { seq += 1; return seq; };

  async function salon(name: string, email: string) {
    const [{ id }] = await q(`insert into salons (salon_code, name, email) values ($1, $2, $3) returning id`,
      [`P${String(next()).padStart(5, '0')}`, name, email]);
    const [{ id: staffId }] = await q(`insert into staff (salon_id, first_name, last_name) values ($1, 'Elif', 'Şahin') returning id`, [id]);
    const [{ id: serviceId }] = await q(
      `insert into services (salon_id, name, price, duration_minutes) values ($1, 'Fön', 300, 30) returning id`, [id]);
    return { id, staffId, serviceId };
  }

  async function appointment(s: { id: string; staffId: string; serviceId: string }, customerId: string, p: Person,
    date: string, start: string, status: string, notes: string | null) {
    const [{ id }] = await q(
      `insert into appointments (salon_id, customer_id, customer_name, customer_phone, customer_email, staff_id, service_id,
         appointment_date, start_time, end_time, status, total_amount, notes, manage_token_hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, ($9::time + interval '30 minutes')::time, $10, 300, $11, $12) returning id`,
      [s.id, customerId, `${p.firstName} ${p.lastName}`, p.phone, p.email, s.staffId, s.serviceId, date, start, status, notes,
        hashSessionToken(randomBytes(32).toString('hex'))]);
    return id;
  }

  /** A closed bill for the visit: one line, paid by card, `balance` left open. */
  async function bill(s: { id: string; serviceId: string }, customerId: string | null, p: Person, appointmentId: string | null, balance = 0) {
    const [{ id }] = await q(
      `insert into bills (salon_id, number, appointment_id, customer_id, customer_name, customer_phone, subtotal, total)
       values ($1, $2, $3, $4, $5, $6, 300, 300) returning id`,
      [s.id, next(), appointmentId, customerId, `${p.firstName} ${p.lastName}`, p.phone]);
    await q(`insert into bill_lines (bill_id, salon_id, position, kind, service_id, description, unit_price, quantity, net_amount)
             values ($1, $2, 0, 'service', $3, 'Fön', 300, 1, 300)`, [id, s.id, s.serviceId]);
    await q(`update bills set status = 'closed', paid_amount = $2, balance = $3, closed_at = now() where id = $1`, [id, 300 - balance, balance]);
    if (balance < 300) {
      await q(`insert into bill_payments (bill_id, salon_id, kind, method, amount) values ($1, $2, 'payment', 'card', $3)`, [id, s.id, 300 - balance]);
    }
    return id;
  }

  async function mail(to: string, kind: string, referenceId: string | null, subject: string, body: string) {
    await q(`insert into email_outbox (to_email, subject, body, kind, reference_id, status, sent_at) values ($1, $2, $3, $4, $5, 'sent', now())`,
      [to, subject, body, kind, referenceId]);
  }

  /** A text the provider took (a sent row needs its id), about `referenceId`. */
  async function sms(to: string, kind: string, referenceId: string | null, salonId: string | null, body: string) {
    await q(`insert into sms_outbox (to_phone, body, kind, reference_id, salon_id, parts, encoding, status, provider, provider_id, delivery, sent_at)
             values ($1, $2, $3, $4, $5, 1, 'gsm7-tr', 'sent', 'netgsm', $6, 'delivered', now())`,
    [to, body, kind, referenceId, salonId, String(next()).padStart(20, '7')]);
  }

  async function customer(
    s: { id: string; staffId: string; serviceId: string; email: string }, p: Person,
    { upcomingAt = '11:00', withSessions = 2 }: { upcomingAt?: string; withSessions?: number } = {},
  ): Promise<FullCustomer> {
    const [{ id }] = await q(`insert into customers (phone, first_name, last_name, email, password_hash) values ($1, $2, $3, $4, $5) returning id`,
      [p.phone, p.firstName, p.lastName, p.email, await hashPassword(PASSWORD)]);
    const sessionTokens: string[] = [];
    for (let i = 0; i < withSessions; i += 1) {
      sessionTokens.push((await createCustomerSession(id, { ipAddress: `203.0.113.${next()}`, userAgent: `Tarayıcı ${i}` }, NOW)).token);
    }
    const full = `${p.firstName} ${p.lastName}`;
    const completedId = await appointment(s, id, p, '2030-05-01', '10:00', 'completed', `${p.firstName} için kısa kesim`);
    const upcomingId = await appointment(s, id, p, '2030-05-20', upcomingAt, 'scheduled', null);
    const pendingId = await appointment(s, id, p, '2030-05-21', '12:00', 'pending', null);
    const cancelledId = await appointment(s, id, p, '2030-04-10', '09:00', 'cancelled', null);
    await q(`update appointments set cancelled_by = 'salon', cancel_reason = $2, cancelled_at = now() where id = $1`,
      [cancelledId, `${p.firstName} Hanım aradı, gelemeyecek`]);
    const [{ id: reviewId }] = await q(
      `insert into salon_reviews (salon_id, customer_id, staff_id, appointment_id, rating, comment, approved, status)
       values ($1, $2, $3, $4, $5, $6, true, 'approved') returning id`,
      [s.id, id, s.staffId, completedId, 4, `Ben ${full}, çok memnun kaldım.`]);
    await q(`insert into salon_review_replies (review_id, reply) values ($1, $2)`, [reviewId, `Teşekkürler ${p.firstName} Hanım!`]);
    const billId = await bill(s, id, p, completedId);
    await mail(p.email, 'booking_confirmation', upcomingId, 'Randevunuz oluşturuldu', `Merhaba ${full}, bağlantı: /randevu/yonet/${'a'.repeat(64)}`);
    await mail(p.email, 'bill_summary', billId, 'Adisyon #1 özeti', `Merhaba ${full}`);
    await mail(s.email, 'salon_booking_notice', upcomingId, `Yeni online randevu: ${full}`, `Müşteri: ${full}\nTelefon: ${p.phone}`);
    await sms(p.phone, 'booking_confirmation', upcomingId, s.id,
      `Merhaba ${p.firstName}, randevunuz alındı: 20 Mayıs 11:00. Detay ve iptal: https://ornek.test/r/${'b'.repeat(43)}`);
    await sms(p.phone, 'appointment_reminder', completedId, s.id, `Merhaba ${p.firstName}, randevunuz yarın, saat 10:00.`);
    await sms(SALON_SMS_PHONE, 'salon_booking_notice', upcomingId, s.id, `Yeni online randevu: ${p.firstName}, Fön, 20 Mayıs 11:00.`);
    await q(`insert into salon_activity_logs (salon_id, action, description, target) values
             ($1, 'BILL_OPEN', $2, $3), ($1, 'BILL_EMAIL', $4, $3), ($1, 'APPOINTMENT_CONFIRM', $5, $6)`,
      [s.id, `Adisyon #1 açıldı: ${full}`, billId, `Adisyon #1 özeti gönderildi: ${p.email}`, `Randevu onaylandı: ${full} · 20.05.2030 ${upcomingAt}`, upcomingId]);
    await q(`insert into salon_customer_notes (salon_id, customer_phone, note) values ($1, $2, $3)`,
      [s.id, p.phone, `${p.firstName} saçını kısa sever`]);
    return { id, person: p, sessionTokens, completedId, upcomingId, pendingId, cancelledId, reviewId, billId };
  }

  return { q, salon, customer, bill, appointment, mail, sms };
}
