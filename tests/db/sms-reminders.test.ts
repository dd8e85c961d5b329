// The reminder by text message on a real database with a frozen clock, through the one loop
// (runDueWork; no provider, so texts stay queued where we count them): at the salon's time when
// that is in the day, 20:45 the evening before when it falls in the night, never for a cancelled
// appointment; and the e-mail reminder stays quiet when the salon wants reminders by SMS only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { runDueWork } from '@/features/scheduled-work/server/run-due';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import { bookGuestManicure, createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

describe.each(databaseKinds)('text reminders on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let last = 0;
  const tick = async (now: Date) => {
    expect(now.getTime()).toBeGreaterThanOrEqual(last);
    last = now.getTime();
    return runDueWork({ db: test.conn.db, now, smtp: null, sms: null });
  };
  const day = (n: number) => addDaysToDate(f.today, n);
  const at = (date: string, time: string) => istanbulToInstant(date, time);
  const texts = (id: string) => q<{ body: string; next_attempt_at: string; quiet_hours: boolean }>(
    `select body, next_attempt_at, quiet_hours from sms_outbox where kind = 'appointment_reminder' and reference_id = $1`, [id]);
  const mails = (id: string) => q(`select 1 from email_outbox where kind = 'appointment_reminder' and reference_id = $1`, [id]);
  const book = (date: string, startTime: string) => bookGuestManicure(f, { date, startTime });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('texts at the salon’s time in the day, with the e-mail, carrying the private link', async () => {
    const id = await book(day(31), '15:00');
    await tick(at(day(30), '14:10'));
    expect(await texts(id)).toHaveLength(0);
    await tick(at(day(30), '15:00'));
    const [text] = await texts(id);
    // The salon's name gives way first to keep the text in one part.
    expect(text.body).toMatch(/^(Merhaba Şule, )?Test Güzel.* randevunuz yarın, saat 15:00\. Gelemeyecekseniz lütfen iptal edin: http\S+\/r\/[A-Za-z0-9_-]{43}$/);
    expect(text.quiet_hours).toBe(true);
    expect(await mails(id)).toHaveLength(1);
  });

  it('texts at 20:45 the evening before when the salon’s time falls in the night; the e-mail keeps its time', async () => {
    const id = await book(day(34), '10:00');
    await q(`update salons set reminder_hours = 2 where id = $1`, [f.salon]);
    try {
      // Due at 08:00 on the day: the text goes at 20:45 the evening before.
      await tick(at(day(33), '20:00'));
      expect(await texts(id)).toHaveLength(0);
      await tick(at(day(33), '20:45'));
      const [text] = await texts(id);
      expect(text.body).toContain('randevunuz yarın, saat 10:00');
      expect(await mails(id)).toHaveLength(0);
      await tick(at(day(34), '07:10'));
      await tick(at(day(34), '08:00'));
      expect(await mails(id)).toHaveLength(1);
      expect(await texts(id)).toHaveLength(1);
    } finally {
      await q(`update salons set reminder_hours = 24 where id = $1`, [f.salon]);
    }
  });

  it('sends no text for a cancelled appointment, and no e-mail beside the text when the salon wants SMS only', async () => {
    const cancelled = await book(day(37), '11:00');
    const smsOnly = await book(day(37), '12:00');
    await q(`update salons set message_channels = '{"reminder":"sms"}' where id = $1`, [f.salon]);
    try {
      await tick(at(day(36), '10:30'));
      await q(`update appointments set status = 'cancelled', cancelled_by = 'customer' where id = $1`, [cancelled]);
      await tick(at(day(36), '11:00'));
      await tick(at(day(36), '12:00'));
      expect(await texts(cancelled)).toHaveLength(0);
      expect(await texts(smsOnly)).toHaveLength(1);
      expect(await mails(smsOnly)).toHaveLength(0);
    } finally {
      await q(`update salons set message_channels = '{}' where id = $1`, [f.salon]);
    }
  });

  it('sends the e-mail instead when the salon wants SMS only and the number is a landline', async () => {
    const id = await book(day(40), '11:00');
    await q(`update appointments set customer_phone = '02161234567' where id = $1`, [id]);
    await q(`update salons set message_channels = '{"reminder":"sms"}' where id = $1`, [f.salon]);
    try {
      await tick(at(day(39), '10:30'));
      await tick(at(day(39), '11:00'));
      expect(await texts(id)).toHaveLength(0);
      expect(await mails(id)).toHaveLength(1);
    } finally {
      await q(`update salons set message_channels = '{}' where id = $1`, [f.salon]);
    }
  });
});
