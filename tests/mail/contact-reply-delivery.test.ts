// The contact inbox tells the truth about an e-mail reply: while the SMTP server is down the
// reply shows as 'Kuyrukta' with the connection error; once the real outbox worker gives up
// (MAX_ATTEMPTS tries against a closed port) the inbox read shows 'Gönderilemedi' with the last
// error, and the message no longer reads as 'replied' (it is 'read' again, in the rows, the tab
// counts and the status filter alike); a new reply that gets through shows 'Gönderildi' and
// 'replied'. Real database, real SMTP server (stopped and started), the worker's own loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContactPage } from '@/features/contact/server/inbox';
import { useConnectionForTests } from '@/platform/db';
import { setContactMessageStatus } from '@/features/contact/server/contact-messages';
import { replyToContactMessage } from '@/features/contact/server/contact-reply';
import { MAX_ATTEMPTS, RETRY_MAX_MS } from '@/platform/mail/retry';
import { runOutboxOnce } from '@/platform/mail/worker';
import { contactListQuerySchema, contactReplySchema } from '@/features/contact/schema.inbox';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

const START = new Date('2030-05-01T09:00:00Z');

describe.each(databaseKinds)('contact reply delivery state on %s', (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    smtp = await TestSmtpServer.create(false); // the port is chosen, the server is down
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  const inboxRow = async (id: string) => (await loadContactPage(contactListQuerySchema.parse({}))).rows.find((r) => r.id === id)!;
  const inboxPage = (status: string) => loadContactPage(contactListQuerySchema.parse({ status }));

  it('shows queued, then failed once the worker gives up, then sent for a reply that gets through', async () => {
    const [{ id }] = await test.conn.query<{ id: string }>(
      `insert into contact_messages (name, email, message) values ('Şule Güneş', 'sule@example.com', 'Fiyat bilgisi alabilir miyim?') returning id`);
    const untouched = await inboxRow(id);
    expect(untouched.reply).toBeNull();

    const form = contactReplySchema.parse({ id, to: 'sule@example.com', subject: 'Fiyat bilgisi', message: 'Merhaba, fiyatlarımız ektedir.' });
    const first = await replyToContactMessage(form, { db: test.conn.db, smtp: smtp.config, now: START });
    expect(first).toMatchObject({ ok: true, delivery: 'queued' });

    const queued = await inboxRow(id);
    expect(queued.status).toBe('replied');
    expect(queued.reply).toMatchObject({ state: 'queued', to: 'sule@example.com', attempts: 1 });
    expect(queued.reply!.error).toMatch(/^SMTP sunucusuna bağlanılamadı/);

    // The worker's own loop, each run past the longest backoff, until it stops retrying.
    let now = START;
    let gaveUp = 0;
    for (let run = 0; run < MAX_ATTEMPTS + 2 && gaveUp === 0; run += 1) {
      now = new Date(now.getTime() + RETRY_MAX_MS + 1000);
      gaveUp = (await runOutboxOnce({ db: test.conn.db, smtp: smtp.config, now })).failed;
    }
    expect(gaveUp).toBe(1);

    const failed = await inboxRow(id);
    // The customer got no answer: not 'Yanıtlandı' any more, and the reply's state says why.
    expect(failed.status).toBe('read');
    const repliedTab = await inboxPage('replied');
    expect(repliedTab.rows.map((r) => r.id)).not.toContain(id);
    expect(repliedTab.counts).toMatchObject({ replied: 0, read: 1, all: 1 });
    expect((await inboxPage('read')).rows.map((r) => r.id)).toContain(id);
    // Choosing 'Yanıtlandı' by hand does not hide the failed reply either.
    expect(await setContactMessageStatus(id, 'replied')).toMatchObject({ id, status: 'read' });
    expect(failed.reply).toMatchObject({ state: 'failed', to: 'sule@example.com', attempts: MAX_ATTEMPTS });
    expect(failed.reply!.error).toMatch(/^SMTP sunucusuna bağlanılamadı/);
    expect(failed.reply!.at).toBe(now.toISOString());
    expect(smtp.received).toHaveLength(0);

    // The server comes back; a new reply is delivered and the inbox shows the newest reply.
    await smtp.start();
    const second = await replyToContactMessage({ ...form, subject: 'Fiyat bilgisi (tekrar)' }, { db: test.conn.db, smtp: smtp.config, now: new Date(now.getTime() + 60_000) });
    expect(second).toMatchObject({ ok: true, delivery: 'sent' });
    const sent = await inboxRow(id);
    expect(sent.reply).toMatchObject({ state: 'sent', error: null, attempts: 1 });
    expect(sent.status).toBe('replied');
    expect((await inboxPage('replied')).counts).toMatchObject({ replied: 1, read: 0 });
    expect(smtp.to('sule@example.com').map((m) => m.parsed.subject)).toEqual(['Fiyat bilgisi (tekrar)']);
  });

  it('a permanent refusal shows as failed at once', async () => {
    const [{ id }] = await test.conn.query<{ id: string }>(
      `insert into contact_messages (name, email, message) values ('Reddedilen', 'reddet@example.com', 'Merhaba') returning id`);
    const form = contactReplySchema.parse({ id, to: 'reddet@example.com', subject: 'Yanıt', message: 'Teşekkürler' });
    expect(await replyToContactMessage(form, { db: test.conn.db, smtp: smtp.config, now: START })).toMatchObject({ delivery: 'failed' });
    const row = await inboxRow(id);
    expect(row.reply).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.status).toBe('read');
    expect(row.reply!.error).toMatch(/reddedildi: 550/);
  });
});
