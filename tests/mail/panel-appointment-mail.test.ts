// The salon's calendar e-mails end to end (issue 21): a cancellation by the salon tells the
// customer the reason, a move sends the new time with a new .ics (same UID, new DTSTART), and a
// booking the salon writes with an address sends the normal confirmation. Queued in the write's
// transaction, delivered by the outbox worker to a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '@/platform/time/calendar';
import { useConnectionForTests } from '@/platform/db';
import { changeAppointmentStatus, createSalonAppointment, moveAppointment } from '@/features/appointments/server/panel-appointments';
import { env } from '@/platform/env';
import { runOutboxOnce } from '@/platform/mail/worker';
import { addDaysToDate } from '@/platform/time/istanbul';
import { createSalonAppointmentSchema } from '@/features/appointments/schema.panel';
import { createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

describe.each(databaseKinds)('salon calendar e-mails on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  let smtp: TestSmtpServer;

  const deliver = () => runOutboxOnce({ db: test.conn.db, smtp: smtp.config });
  const insert = async (date: string, start: string, email: string, name = 'Şule Işıkçı') => (await test.conn.query<{ id: string }>(
    `insert into appointments (salon_id, customer_name, customer_phone, customer_email, staff_id, service_id, appointment_date,
       start_time, end_time, status, total_amount, total_duration)
     values ($1, $2, '05322001122', $3, $4, $5, $6, $7, ($7::time + interval '45 minutes'), 'scheduled', 450, 45) returning id`,
    [f.salon, name, email, f.staff.ayse, f.service.haircut, date, start]))[0].id;

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

  it('tells the customer when the salon confirms a booking that waited for it (issue 28)', async () => {
    const id = await insert(addDaysToDate(f.plainDay, 5), '11:00', 'onay@example.com');
    expect((await changeAppointmentStatus(f.salon, id, 'confirm')).ok).toBe(true);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = smtp.to('onay@example.com');
    expect(mail.parsed.subject).toMatch(/^Randevunuz onaylandı: Test Güzellik Salonu, /);
    expect(mail.parsed.text).toContain('Test Güzellik Salonu randevunuzu onayladı.');
    const calendar = mail.parsed.attachments[0].content.toString('utf8');
    expect(calendar).toContain('STATUS:CONFIRMED');
    expect(calendar).toContain(`UID:${id}@salonrandevu`);
  });

  it('tells the customer the salon’s reason for cancelling', async () => {
    const date = f.plainDay;
    const id = await insert(date, '10:00', 'iptal@example.com');
    const result = await changeAppointmentStatus(f.salon, id, 'cancel', { reason: 'Kuaförümüz rahatsızlandı, özür dileriz.' });
    expect(result.ok).toBe(true);
    expect(await deliver()).toMatchObject({ sent: 1 });

    const [mail] = smtp.to('iptal@example.com');
    expect(mail.parsed.subject).toBe(`Randevunuz salon tarafından iptal edildi: Test Güzellik Salonu, ${formatLongDate(date)} 10:00`);
    const text = mail.parsed.text!;
    for (const line of [
      'Merhaba Şule Işıkçı,', 'Test Güzellik Salonu salonu randevunuzu iptal etti.',
      'İptal nedeni: Kuaförümüz rahatsızlandı, özür dileriz.', 'Hizmet: Saç Kesimi', 'Saat: 10:00 - 10:45',
      `${env.SITE_URL}/salon/${f.salon}`,
    ]) expect(text).toContain(line);
    expect(mail.parsed.html).toContain('Kuaförümüz rahatsızlandı, özür dileriz.');
    // A cancellation file for the same event, so a calendar that imported it removes it (issue 28).
    expect(mail.parsed.attachments).toHaveLength(1);
    const calendar = mail.parsed.attachments[0].content.toString('utf8');
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain('STATUS:CANCELLED');
    expect(calendar).toContain(`UID:${id}@salonrandevu`);
    expect(Number(/SEQUENCE:(\d+)/.exec(calendar)?.[1])).toBeGreaterThan(0);
  });

  it('sends the new time with a new .ics after a move (same event, new DTSTART and DTEND)', async () => {
    const date = addDaysToDate(f.plainDay, 1);
    const newDate = addDaysToDate(f.plainDay, 2);
    const id = await insert(date, '10:00', 'tasima@example.com', 'Deniz Yıldız');
    // Another day and a 5-minute start: the haircut lasts its usual 45 minutes there.
    const result = await moveAppointment(f.salon, id, { date: newDate, startTime: '14:35', staffId: f.staff.ayse });
    expect(result).toMatchObject({ ok: true, data: { date: newDate, startTime: '14:35', endTime: '15:20' } });
    expect(await deliver()).toMatchObject({ sent: 1 });

    const [mail] = smtp.to('tasima@example.com');
    expect(mail.parsed.subject).toBe(`Randevunuzun saati değişti: Test Güzellik Salonu, ${formatLongDate(newDate)} 14:35`);
    const text = mail.parsed.text!;
    for (const line of [
      'Merhaba Deniz Yıldız,', `Önceki saat: ${formatLongDate(date)} 10:00`, `Tarih: ${formatLongDate(newDate)}`,
      'Saat: 14:35 - 15:20', 'Personel: Ayşe Test',
    ]) expect(text).toContain(line);

    expect(mail.parsed.attachments).toHaveLength(1);
    const ics = mail.parsed.attachments[0];
    expect(ics.filename).toBe(`randevu-${newDate}.ics`);
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain(`DTSTART;TZID=Europe/Istanbul:${newDate.replaceAll('-', '')}T143500`);
    expect(calendar).toContain(`DTEND;TZID=Europe/Istanbul:${newDate.replaceAll('-', '')}T152000`);
    expect(calendar).toContain(`UID:${id}@salonrandevu`);
    expect(calendar).not.toContain(date.replaceAll('-', '') + 'T100000');
    // A later revision than the booking's (SEQUENCE:0), so calendar apps update the event (issue 28).
    expect(calendar).toContain('METHOD:PUBLISH');
    expect(Number(/SEQUENCE:(\d+)/.exec(calendar)?.[1])).toBeGreaterThan(0);
  });

  it('names the new staff member when a move changes who serves', async () => {
    const date = addDaysToDate(f.plainDay, 3);
    const id = (await test.conn.query<{ id: string }>(
      `insert into appointments (salon_id, customer_name, customer_phone, customer_email, staff_id, service_id, appointment_date, start_time, end_time)
       values ($1, 'Ece Kara', '05322001123', 'personel@example.com', $2, $3, $4, '11:00', '11:30') returning id`,
      [f.salon, f.staff.ayse, f.service.manicure, date]))[0].id;
    expect((await moveAppointment(f.salon, id, { date, startTime: '11:00', staffId: f.staff.mehmet })).ok).toBe(true);
    await deliver();
    const [mail] = smtp.to('personel@example.com');
    expect(mail.parsed.text).toContain(`Önceki saat: ${formatLongDate(date)} 11:00 (Ayşe Test)`);
    expect(mail.parsed.text).toContain('Personel: Mehmet Test');
  });

  it('sends the normal confirmation with a private link for a booking the salon writes with an address', async () => {
    const date = addDaysToDate(f.plainDay, 4);
    const input = createSalonAppointmentSchema.parse({
      customerPhone: '0532 200 11 24', customerName: 'Telefon Müşterisi', customerEmail: 'telefon@example.com',
      serviceId: f.service.haircut, staffId: f.staff.ayse, date, startTime: '16:10', notes: null,
    });
    expect((await createSalonAppointment(f.salon, input)).ok).toBe(true);
    await deliver();
    const [mail] = smtp.to('telefon@example.com');
    expect(mail.parsed.subject).toBe(`Randevunuz oluşturuldu: Test Güzellik Salonu, ${formatLongDate(date)} 16:10`);
    expect(mail.parsed.text).toContain('randevunuz oluşturuldu ve salon tarafından onaylandı');
    expect(mail.parsed.text).toMatch(new RegExp(`${env.SITE_URL}/randevu/yonet/[0-9a-f]{64}`));
    const calendar = mail.parsed.attachments[0].content.toString('utf8');
    expect(calendar).toContain(`DTSTART;TZID=Europe/Istanbul:${date.replaceAll('-', '')}T161000`);
    expect(calendar).toContain('STATUS:CONFIRMED');
  });
});
