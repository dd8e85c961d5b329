// Booking e-mails end to end: POST /api/appointments with an e-mail queues the confirmation in
// the booking's transaction, and the worker delivers it to a real SMTP server with the .ics
// attached; a refused booking queues nothing; both cancellation paths send a notice.
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createAppointmentRoute } from '@/app/api/appointments/route';
import { formatLongDate } from '@/platform/time/calendar';
import { useConnectionForTests } from '@/platform/db';
import { cancelAppointmentByManageToken } from '@/features/appointments/server/appointments';
import { MANAGED_APPOINTMENT_NOT_CANCELLABLE_MESSAGE } from '@/features/appointments/schema';
import { cancelOwnAppointment } from '@/features/appointments/server/customer-appointments';
import { env } from '@/platform/env';
import { runOutboxOnce } from '@/platform/mail/worker';
import { createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

describe.each(databaseKinds)('booking e-mails on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  let smtp: TestSmtpServer;
  let phoneSeq = 20;

  const book = async (over: Record<string, unknown> = {}, cookie?: string) => {
    const n = String(phoneSeq++).padStart(2, '0');
    const body = {
      salonId: f.salon, customerId: null, customerName: 'Şule Işıkçı', customerPhone: `0532 200 ${n} ${n}`,
      customerEmail: 'sule@example.com', staffId: f.staff.ayse, serviceId: f.service.haircut,
      date: f.plainDay, startTime: '10:00', endTime: '10:45', notes: null, totalAmount: 1, ...over,
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cookie) headers.cookie = cookie;
    const res = await createAppointmentRoute(new NextRequest('http://localhost:3000/api/appointments', { method: 'POST', headers, body: JSON.stringify(body) }));
    return { status: res.status, body: await res.json() };
  };
  const outbox = (kindName: string, ref: string) => test.conn.query<{ id: string; status: string; subject: string }>(
    'select id, status, subject from email_outbox where kind = $1 and reference_id = $2', [kindName, ref]);
  const deliver = () => runOutboxOnce({ db: test.conn.db, smtp: smtp.config });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
    smtp = await TestSmtpServer.create();
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  it('delivers a Turkish confirmation with the manage link and the .ics attached', async () => {
    await test.conn.query(`update salons set phone = '02128382856' where id = $1`, [f.salon]);
    const res = await book();
    expect(res.status).toBe(201);
    const { appointment, manageToken } = res.body as { appointment: { id: string }; manageToken: string };
    expect(await outbox('booking_confirmation', appointment.id)).toMatchObject([{ status: 'queued' }]);

    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = smtp.to('sule@example.com');
    const longDate = formatLongDate(f.plainDay);
    expect(mail.parsed.subject).toBe(`Randevunuz oluşturuldu: Test Güzellik Salonu, ${longDate} 10:00`);
    const text = mail.parsed.text!;
    for (const line of [
      'Merhaba Şule Işıkçı,', 'Salon: Test Güzellik Salonu', 'Adres: Moda Cad. No:1, Kadıköy, İstanbul',
      'Hizmet: Saç Kesimi', 'Personel: Ayşe Test', `Tarih: ${longDate}`, 'Saat: 10:00 - 10:45', 'Tutar: ₺450,00',
      'Salon telefonu: 0 212 838 28 56', // as every screen shows a phone number (issue 29)
      `${env.SITE_URL}/randevu/yonet/${manageToken}`,
    ]) expect(text).toContain(line);
    expect(mail.parsed.html).toContain(`href="${env.SITE_URL}/randevu/yonet/${manageToken}"`);
    expect(mail.parsed.html).toContain('Ayşe Test');

    expect(mail.parsed.attachments).toHaveLength(1);
    const ics = mail.parsed.attachments[0];
    expect(ics.filename).toBe(`randevu-${f.plainDay}.ics`);
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain(`DTSTART;TZID=Europe/Istanbul:${f.plainDay.replaceAll('-', '')}T100000`);
    expect(calendar).toContain(`DTEND;TZID=Europe/Istanbul:${f.plainDay.replaceAll('-', '')}T104500`);
    expect(calendar).toContain('SUMMARY:Saç Kesimi – Test Güzellik Salonu');
    expect(calendar).toContain(`UID:${appointment.id}@salonrandevu`);
  });

  it('queues nothing for a booking without an e-mail, or one that was refused', async () => {
    const before = await test.conn.query<{ n: number }>('select count(*)::int as n from email_outbox');
    const noEmail = await book({ customerEmail: '', startTime: '12:00', endTime: '12:45' });
    expect(noEmail.status).toBe(201);
    const taken = await book({ startTime: '10:00', endTime: '10:45' }); // Ayşe is booked at 10:00
    expect(taken.status).toBe(409);
    const after = await test.conn.query<{ n: number }>('select count(*)::int as n from email_outbox');
    expect(after[0].n).toBe(before[0].n);
  });

  it('sends a cancellation notice when a guest cancels from the manage link', async () => {
    const res = await book({ customerEmail: 'misafir@example.com', startTime: '14:00', endTime: '14:45' });
    const { appointment, manageToken } = res.body as { appointment: { id: string }; manageToken: string };
    await deliver();
    expect(await cancelAppointmentByManageToken(manageToken)).toMatchObject({ ok: true });
    expect(await outbox('booking_cancellation', appointment.id)).toHaveLength(1);
    await deliver();
    const mails = smtp.to('misafir@example.com');
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      `Randevunuz oluşturuldu: Test Güzellik Salonu, ${formatLongDate(f.plainDay)} 14:00`,
      `Randevunuz iptal edildi: Test Güzellik Salonu, ${formatLongDate(f.plainDay)} 14:00`,
    ]);
    expect(mails[1].parsed.text).toContain(`${env.SITE_URL}/salon/${f.salon}`);
    // A second cancel changes nothing and sends nothing.
    expect(await cancelAppointmentByManageToken(manageToken)).toMatchObject({ ok: false, error: MANAGED_APPOINTMENT_NOT_CANCELLABLE_MESSAGE, status: 409 });
    expect(await outbox('booking_cancellation', appointment.id)).toHaveLength(1);
  });

  it('sends the notice to the signed-in customer’s address when they cancel their own booking', async () => {
    const cookie = `customer_session=${f.customer.sessionToken}`;
    const res = await book({ customerEmail: '', customerName: 'Derya Kaya', startTime: '15:00', endTime: '15:45' }, cookie);
    const { appointment } = res.body as { appointment: { id: string } };
    // No e-mail typed in the form: the account's address receives both messages.
    expect(await outbox('booking_confirmation', appointment.id)).toHaveLength(1);
    expect(await cancelOwnAppointment(f.customer.id, appointment.id)).toMatchObject({ ok: true });
    await deliver();
    expect(smtp.to('derya@example.com').map((m) => m.parsed.subject)).toEqual([
      `Randevunuz oluşturuldu: Test Güzellik Salonu, ${formatLongDate(f.plainDay)} 15:00`,
      `Randevunuz iptal edildi: Test Güzellik Salonu, ${formatLongDate(f.plainDay)} 15:00`,
    ]);
  });
});
