// The salon's own e-mails (issue 21) end to end: an online booking and a customer's
// cancellation, each queued in the transaction of the change, reach the salon's address on a
// real SMTP server with the customer, date, time, service, staff and the panel calendar link.
// A booking the salon wrote, a cancellation the salon made, a salon without an e-mail and a
// rolled-back change queue nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '@/platform/time/calendar';
import { useConnectionForTests } from '@/platform/db';
import { queueNoticeToSalonOfBooking, queueNoticeToSalonOfCancellation } from '@/features/appointments/server/salon-notice-mail';
import { appointments } from '@/platform/db/schema';
import { env } from '@/platform/env';
import { runOutboxOnce } from '@/platform/mail/worker';
import { createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

const SALON_EMAIL = 'salon@example.com';

describe.each(databaseKinds)('salon notice e-mails on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  let smtp: TestSmtpServer;
  let phoneSeq = 10;

  const insertAppointment = (
    tx: Parameters<Parameters<TestDatabase['conn']['db']['transaction']>[0]>[0],
    over: Partial<typeof appointments.$inferInsert> = {},
  ) => {
    const n = String(phoneSeq++).padStart(2, '0');
    return tx.insert(appointments).values({
      salonId: f.salon, customerName: 'Şule Işıkçı', customerPhone: `05322000${n}${n.slice(-1)}`, staffId: f.staff.ayse,
      serviceId: f.service.haircut, appointmentDate: f.plainDay, startTime: '10:00', endTime: '10:45', totalAmount: 450,
      totalDuration: 45, notes: 'Uzun saç', ...over,
    }).returning({ id: appointments.id }).then(([row]) => row.id);
  };
  const outbox = (ref: string) => test.conn.query<{ subject: string; to_email: string }>(
    `select subject, to_email from email_outbox where reference_id = $1 and to_email = $2 order by created_at`, [ref, SALON_EMAIL]);
  const deliver = () => runOutboxOnce({ db: test.conn.db, smtp: smtp.config });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
    await test.conn.query(`update salons set email = $2 where id = $1`, [f.salon, ` ${SALON_EMAIL} `]);
    smtp = await TestSmtpServer.create();
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  it('mails the salon about a new online booking, in the booking’s transaction', async () => {
    const id = await test.conn.db.transaction(async (tx) => {
      const appointmentId = await insertAppointment(tx);
      expect(await queueNoticeToSalonOfBooking(tx, appointmentId)).toBe(true);
      return appointmentId;
    });
    expect(await outbox(id)).toHaveLength(1);
    expect(await deliver()).toMatchObject({ sent: 1 });

    const [mail] = smtp.to(SALON_EMAIL);
    const longDate = formatLongDate(f.plainDay);
    expect(mail.parsed.subject).toBe(`Yeni online randevu: Şule Işıkçı, ${longDate} 10:00, Saç Kesimi, Ayşe Test`);
    const text = mail.parsed.text!;
    const calendar = `${env.SITE_URL}/panel/takvim?tarih=${f.plainDay}`;
    for (const line of [
      'Merhaba Test Güzellik Salonu,', 'Müşteri: Şule Işıkçı', 'Hizmet: Saç Kesimi', 'Personel: Ayşe Test',
      `Tarih: ${longDate}`, 'Saat: 10:00 - 10:45', 'Tutar: ₺450,00', 'Müşterinin notu: Uzun saç', calendar,
    ]) expect(text).toContain(line);
    expect(mail.parsed.html).toContain(`href="${calendar}"`);
  });

  it('mails the salon when a customer cancels, in the cancelling transaction', async () => {
    const id = await test.conn.db.transaction((tx) => insertAppointment(tx, { customerName: 'Derya Kaya', startTime: '14:00', endTime: '14:45' }));
    await test.conn.db.transaction(async (tx) => {
      await tx.update(appointments)
        .set({ status: 'cancelled', cancelledBy: 'customer', cancelledAt: new Date() })
        .where(eq(appointments.id, id));
      expect(await queueNoticeToSalonOfCancellation(tx, id)).toBe(true);
    });
    await deliver();
    const mail = smtp.to(SALON_EMAIL).find((m) => m.parsed.subject?.startsWith('Müşteri iptal etti'));
    const longDate = formatLongDate(f.plainDay);
    expect(mail?.parsed.subject).toBe(`Müşteri iptal etti: Derya Kaya, ${longDate} 14:00, Saç Kesimi, Ayşe Test`);
    for (const line of ['Müşteri: Derya Kaya', `Tarih: ${longDate}`, 'Saat: 14:00 - 14:45', 'Hizmet: Saç Kesimi',
      `${env.SITE_URL}/panel/takvim?tarih=${f.plainDay}`]) expect(mail?.parsed.text).toContain(line);
  });

  it('queues nothing for the salon’s own booking or cancellation, a live row, a salon without e-mail, or a rollback', async () => {
    const before = await test.conn.query<{ n: number }>('select count(*)::int as n from email_outbox');
    await test.conn.db.transaction(async (tx) => {
      const written = await insertAppointment(tx, { source: 'salon', startTime: '16:00', endTime: '16:45' });
      expect(await queueNoticeToSalonOfBooking(tx, written)).toBe(false);
      // Still live: no cancellation notice.
      expect(await queueNoticeToSalonOfCancellation(tx, written)).toBe(false);
      await tx.update(appointments).set({ status: 'cancelled', cancelledBy: 'salon', cancelledAt: new Date() }).where(eq(appointments.id, written));
      expect(await queueNoticeToSalonOfCancellation(tx, written)).toBe(false);
    });
    // A salon with no e-mail address gets nothing.
    await test.conn.db.transaction(async (tx) => {
      const other = await insertAppointment(tx, { salonId: f.otherSalon, staffId: f.staff.other, serviceId: f.service.otherSalonService });
      expect(await queueNoticeToSalonOfBooking(tx, other)).toBe(false);
    });
    // A booking that rolls back takes its notice with it.
    await expect(test.conn.db.transaction(async (tx) => {
      const gone = await insertAppointment(tx, { startTime: '17:00', endTime: '17:45' });
      expect(await queueNoticeToSalonOfBooking(tx, gone)).toBe(true);
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    expect(await queueNoticeToSalonOfBooking(test.conn.db, '00000000-0000-0000-0000-000000000000')).toBe(false);
    const after = await test.conn.query<{ n: number }>('select count(*)::int as n from email_outbox');
    expect(after[0].n).toBe(before[0].n);
  });
});
