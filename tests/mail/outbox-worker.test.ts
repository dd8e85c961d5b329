// The mail worker against a real SMTP server and a real database: an outage leaves the message
// queued and retried with backoff on a frozen clock; when the server is back it is delivered
// exactly once, even with two workers racing; a dead worker's lease runs out and another takes
// over; permanent refusals are not retried; without SMTP nothing leaves the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { claimDueEmail, getOutboxEmail, LEASE_MS, markEmailSent } from '@/platform/mail/outbox-queue';
import { enqueueEmail } from '@/platform/mail/outbox';
import { retryEmailNow, runOutboxOnce } from '@/platform/mail/worker';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

const T0 = new Date('2030-06-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const SUBJECT = 'Çağrı’nın randevusu: İğneada Güzellik Şubesi';
const BODY = 'Merhaba Şükrü Işık,\nRandevunuz ıslak zemin nedeniyle ertelendi. ÇĞİÖŞÜ çğıöşü ₺450,00';

describe.each(databaseKinds)('outbox worker on %s', (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  const db = () => test.conn.db;
  const queue = (to: string, subject = SUBJECT) => enqueueEmail(db(), { to, subject, text: BODY, html: `<p>${BODY}</p>` });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    smtp = await TestSmtpServer.create(false);
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  it('keeps mail queued while SMTP is down, backs off, then delivers exactly once with two workers racing', async () => {
    const id = await queue('outage@example.com');
    const run = (now: Date) => runOutboxOnce({ db: db(), smtp: smtp.config, now });

    expect(await run(T0)).toMatchObject({ sent: 0, retrying: 1 });
    let row = (await getOutboxEmail(db(), id))!;
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lockedBy: null });
    expect(row.error).toMatch(/^SMTP sunucusuna bağlanılamadı/);
    expect(row.nextAttemptAt).toEqual(at(60_000));

    // Not due yet: nobody touches it.
    expect(await run(at(30_000))).toMatchObject({ sent: 0, retrying: 0 });
    expect((await getOutboxEmail(db(), id))!.attempts).toBe(1);

    // Second failure doubles the wait.
    expect(await run(at(61_000))).toMatchObject({ retrying: 1 });
    row = (await getOutboxEmail(db(), id))!;
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt).toEqual(at(61_000 + 120_000));

    await smtp.start();
    const later = at(10 * 60_000);
    const results = await Promise.all([run(later), run(later)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(smtp.to('outage@example.com')).toHaveLength(1);
    row = (await getOutboxEmail(db(), id))!;
    expect(row).toMatchObject({ status: 'sent', attempts: 3, sentAt: later, messageId: `<${id}@salonrandevu.test>` });
    expect(row.smtpResponse).toMatch(/^250/);

    // Nothing is sent twice afterwards.
    await run(at(60 * 60_000));
    expect(smtp.to('outage@example.com')).toHaveLength(1);

    const mail = smtp.to('outage@example.com')[0];
    expect(mail.parsed.subject).toBe(SUBJECT);
    expect(mail.parsed.text?.trim()).toBe(BODY);
    expect(mail.parsed.html).toContain('ÇĞİÖŞÜ çğıöşü ₺450,00');
    expect(mail.parsed.messageId).toBe(`<${id}@salonrandevu.test>`);
    // Non-ASCII headers are RFC 2047 encoded words in UTF-8, never raw 8-bit bytes.
    const rawSubject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail.raw)![1];
    expect(rawSubject).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(rawSubject).not.toMatch(/[^\x00-\x7f]/);
  });

  it('delivers a batch exactly once when two workers race for it', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => queue('race@example.com', `Yarış ${i}`)));
    const now = at(2 * 60 * 60_000);
    const [a, b] = await Promise.all([
      runOutboxOnce({ db: db(), smtp: smtp.config, now }),
      runOutboxOnce({ db: db(), smtp: smtp.config, now }),
    ]);
    expect(a.sent + b.sent).toBe(8);
    const subjects = smtp.to('race@example.com').map((m) => m.parsed.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 8 }, (_, i) => `Yarış ${i}`).sort());
    for (const id of ids) expect((await getOutboxEmail(db(), id))!.attempts).toBe(1);
  });

  it('lets another worker take over after a crashed worker’s lease ends, and ignores the stale worker', async () => {
    const id = await queue('lease@example.com');
    const now = at(3 * 60 * 60_000);
    const crashed = (await claimDueEmail(db(), now, id))!;
    expect(crashed.lockedBy).toBeTruthy();

    // While the lease holds, nobody else sends it.
    await runOutboxOnce({ db: db(), smtp: smtp.config, now: new Date(now.getTime() + LEASE_MS - 1000) });
    expect(smtp.to('lease@example.com')).toHaveLength(0);

    await runOutboxOnce({ db: db(), smtp: smtp.config, now: new Date(now.getTime() + LEASE_MS + 1000) });
    expect(smtp.to('lease@example.com')).toHaveLength(1);
    // The crashed worker waking up cannot overwrite the new owner's result.
    expect(await markEmailSent(db(), crashed, { messageId: 'x', response: 'stale' }, now)).toBe(false);
    expect((await getOutboxEmail(db(), id))!).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up at once on a permanent 5xx refusal', async () => {
    const id = await queue('reddet@example.com');
    expect(await runOutboxOnce({ db: db(), smtp: smtp.config, now: at(4 * 60 * 60_000) })).toMatchObject({ failed: 1 });
    const row = (await getOutboxEmail(db(), id))!;
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toMatch(/^Alıcı adresi SMTP sunucusu tarafından reddedildi: 550/);
  });

  it('sends a failed message again on the admin’s request, once', async () => {
    const id = await queue('reddet-sonra@example.com');
    await runOutboxOnce({ db: db(), smtp: smtp.config, now: at(4 * 60 * 60_000) });
    expect((await getOutboxEmail(db(), id))!.status).toBe('failed');
    await test.conn.query(`update email_outbox set to_email = 'duzeltildi@example.com' where id = $1`, [id]);
    expect(await retryEmailNow(id, { db: db(), smtp: smtp.config, now: at(5 * 60 * 60_000) })).toMatchObject({ status: 'sent', id });
    expect(await retryEmailNow(id, { db: db(), smtp: smtp.config, now: at(5 * 60 * 60_000) })).toEqual({ status: 'not_claimed' });
    expect(smtp.to('duzeltildi@example.com')).toHaveLength(1);
  });

  it('leaves everything queued and untouched without SMTP settings', async () => {
    const id = await queue('nosmtp@example.com');
    expect(await runOutboxOnce({ db: db(), smtp: null, now: at(5 * 60 * 60_000) })).toMatchObject({ notConfigured: true, sent: 0 });
    expect((await getOutboxEmail(db(), id))!).toMatchObject({ status: 'queued', attempts: 0, error: null });
  });
});
