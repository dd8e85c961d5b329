// The e-mail test tool's server code (sendTestEmail, what /admin/email-test's action runs) on
// the real clock, as in production (the other mail tests freeze time, which once hid that a
// just-queued message was 'not due yet' by the database's clock and never sent), against a real
// SMTP server that asks for a user and password, as most relays do: with the right ones the
// message arrives and the reported message id is the one it carries; with a wrong password
// nothing is sent, the Turkish reason is reported and the message is not retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { getOutboxEmail } from '@/platform/mail/outbox-queue';
import { sendTestEmail } from '@/features/back-office/server/test-mail';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

const AUTH = { user: 'posta', password: 'doğru-şifre' };

describe.each(databaseKinds)('test mail now, through an SMTP server with a password, on %s', (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    smtp = await TestSmtpServer.create(true, AUTH);
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  it('signs in, delivers, and reports the answer and the id the message arrived with', async () => {
    const result = await sendTestEmail('yonetici@example.com', { db: test.conn.db, smtp: smtp.config });
    expect(result).toMatchObject({ outcome: 'accepted', accepted: ['yonetici@example.com'], rejected: [], error: null });
    expect(result.config).toMatchObject({ user: 'posta', hasPassword: true });
    expect(JSON.stringify(result)).not.toContain(AUTH.password);
    expect(result.response).toMatch(/^250 /);
    const [mail] = smtp.to('yonetici@example.com');
    expect(mail.parsed.messageId).toBe(result.messageId);
    expect(await getOutboxEmail(test.conn.db, result.outboxId)).toMatchObject({ status: 'sent', attempts: 1, messageId: result.messageId });
  });

  it('reports a wrong password in Turkish, sends nothing and does not retry', async () => {
    const wrong = { ...smtp.config, password: 'yanlış-şifre' };
    const result = await sendTestEmail('ikinci@example.com', { db: test.conn.db, smtp: wrong });
    expect(result).toMatchObject({ outcome: 'rejected', accepted: [], rejected: ['ikinci@example.com'], messageId: null });
    expect(result.error).toMatch(/^SMTP kimlik doğrulaması başarısız \(kullanıcı adı veya şifre hatalı\): 535/);
    expect(result.response).toMatch(/^535/);
    expect(smtp.to('ikinci@example.com')).toEqual([]);
    expect(await getOutboxEmail(test.conn.db, result.outboxId)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
