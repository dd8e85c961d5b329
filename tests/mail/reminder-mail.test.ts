// The scheduled e-mails of issue 23 end to end on a real SMTP server, through the one loop
// (runDueWork: the jobs queue the mail, the outbox sends it in the same pass) with a frozen
// clock: the customer's reminder with the salon's name, the date and time in Turkish and the
// private manage link from the booking; the salon's expiry notice to the salon and its owner with
// the last day and the renewal link. Each arrives once, however often the loop runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '@/platform/time/calendar';
import { useConnectionForTests } from '@/platform/db';
import { createAppointment } from '@/features/appointments/server/appointments';
import { env } from '@/platform/env';
import { runDueWork } from '@/features/scheduled-work/server/run-due';
import { istanbulDay } from '@/features/subscriptions/rules/subscription-status';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import { createAppointmentSchema } from '@/features/appointments/schema';
import { createPanelFixture, type PanelFixture } from '../db/panel-fixtures';
import { createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

const DAY = 24 * 60 * 60_000;

describe.each(databaseKinds)('reminder and expiry e-mails on %s', (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let f: BookingFixture;
  let panel: PanelFixture;
  const run = (now: Date) => runDueWork({ db: test.conn.db, now, smtp: smtp.config });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
    panel = await createPanelFixture(test.conn);
    smtp = await TestSmtpServer.create();
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  // Clock order: the subscription notices (days 7–13 from now) before the reminder (day 20).
  it('mails the salon and its owner 7 days before the subscription ends, with the last day and the renewal link', async () => {
    const [sub] = await test.conn.query<{ end_date: Date; salon_email: string; salon_name: string; owner_email: string }>(
      `select s.end_date, sa.email as salon_email, sa.name as salon_name, u.email as owner_email
         from subscriptions s join salons sa on sa.id = s.salon_id join users u on u.id = $2 where s.salon_id = $1`,
      [panel.a.id, panel.a.ownerId]);
    const end = new Date(sub.end_date);
    await run(new Date(end.getTime() - 7 * DAY - 10 * 60_000));
    expect(smtp.to(sub.salon_email)).toHaveLength(0);
    await run(new Date(end.getTime() - 7 * DAY));
    await run(new Date(end.getTime() - 7 * DAY + 60 * 60_000));

    for (const address of [sub.salon_email, sub.owner_email]) {
      const mails = smtp.to(address);
      expect(mails).toHaveLength(1);
      const mail = mails[0].parsed;
      expect(mail.subject).toBe(`Aboneliğinizin bitmesine 7 gün kaldı: ${sub.salon_name}`);
      expect(mail.text).toContain(`${sub.salon_name} salonunun aboneliği ${formatLongDate(istanbulDay(end))} günü sonunda sona eriyor.`);
      expect(mail.text).toContain(`${env.SITE_URL}/panel/abonelik`);
      expect(mail.html).toContain('Aboneliği yenile');
    }

    await run(new Date(end.getTime() - DAY));
    const last = smtp.to(sub.owner_email).map((m) => m.parsed.subject);
    expect(last).toEqual([
      `Aboneliğinizin bitmesine 7 gün kaldı: ${sub.salon_name}`,
      `Aboneliğinizin bitmesine 1 gün kaldı: ${sub.salon_name}`,
    ]);
  });

  it('reminds the customer the day before with the salon, date, time and the private manage link', async () => {
    const date = addDaysToDate(f.today, 20);
    const input = createAppointmentSchema.parse({
      salonId: f.salon, staffId: f.staff.ayse, serviceId: f.service.manicure, date, startTime: '16:30',
      customerName: 'Çağla Şen', customerPhone: '05320000088', customerEmail: 'cagla@example.com', notes: '',
    });
    const booked = await createAppointment(input, { customerId: null, now: new Date() });
    if (!booked.ok) throw new Error('booking failed');
    const remindAt = new Date(istanbulToInstant(date, '16:30').getTime() - DAY);

    await run(new Date(remindAt.getTime() - 30 * 60_000));
    // The booking confirmation left; no reminder yet.
    expect(smtp.to('cagla@example.com').map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Randevunuz oluşturuldu/),
    ]);
    await run(remindAt);
    await run(new Date(remindAt.getTime() + 10 * 60_000));

    const reminders = smtp.to('cagla@example.com').filter((m) => m.parsed.subject?.startsWith('Randevu hatırlatması'));
    expect(reminders).toHaveLength(1);
    const mail = reminders[0].parsed;
    expect(mail.subject).toBe(`Randevu hatırlatması: Test Güzellik Salonu, ${formatLongDate(date)} 16:30`);
    expect(mail.text).toContain('Merhaba Çağla Şen,');
    expect(mail.text).toContain('Test Güzellik Salonu salonundaki randevunuz yarın, saat 16:30.');
    expect(mail.text).toContain('Manikür');
    expect(mail.text).toContain(`${env.SITE_URL}/randevu/yonet/${booked.manageToken}`);
    expect(mail.html).toContain(`href="${env.SITE_URL}/randevu/yonet/${booked.manageToken}"`);
    expect(mail.html).toContain('Randevuyu görüntüle veya iptal et');
  });
});
