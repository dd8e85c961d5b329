// The inbox reply and the e-mail test tool against a real SMTP server: the reply arrives with
// its subject and the message becomes 'replied' in the same transaction; when SMTP is down or
// not configured the reply waits in the outbox; the test tool reports the server's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { getContactMessage } from '@/features/contact/server/contact-messages';
import { getOutboxEmail, listRecentEmails } from '@/platform/mail/outbox-queue';
import { mailConfigSummary } from '@/platform/mail/config';
import { replyToContactMessage } from '@/features/contact/server/contact-reply';
import { sendTestEmail } from '@/features/back-office/server/test-mail';
import { contactReplySchema } from '@/features/contact/schema.inbox';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

const NOW = new Date('2030-04-01T10:00:00Z');

describe.each(databaseKinds)('contact reply and test mail on %s', (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  const newMessage = async (email: string) => (await test.conn.query<{ id: string }>(
    `insert into contact_messages (name, email, message, created_at) values ('Çiğdem Öğüt', $1, 'Demo ister misiniz?', $2) returning id`,
    [email, '2030-03-30T08:00:00Z']))[0].id;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    smtp = await TestSmtpServer.create();
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  it('delivers the reply with its subject and marks the message replied', async () => {
    const id = await newMessage('cigdem@example.com');
    const form = contactReplySchema.parse({ id, to: 'Cigdem@Example.com', subject: 'Demo talebiniz hakkında', message: 'Merhaba Çiğdem Öğüt,\n\nSalı günü 14:00 uygun mu?' });
    const result = await replyToContactMessage(form, { db: test.conn.db, smtp: smtp.config, now: NOW });
    expect(result).toMatchObject({ ok: true, delivery: 'sent', message: 'Yanıt cigdem@example.com adresine gönderildi.' });

    const [mail] = smtp.to('cigdem@example.com');
    expect(mail.parsed.subject).toBe('Demo talebiniz hakkında');
    // The operator's text as the dialog showed it, greeting included: no second greeting (issue 29).
    expect(mail.parsed.text).toContain('Merhaba Çiğdem Öğüt,');
    expect(mail.parsed.text!.match(/Merhaba/g)).toHaveLength(1);
    expect(mail.parsed.text).toContain('Salı günü 14:00 uygun mu?');
    expect(mail.parsed.text).toContain('30.03.2030 tarihinde gönderdiğiniz mesaj:\n> Demo ister misiniz?');
    expect(await getContactMessage(id)).toMatchObject({ status: 'replied', readAt: NOW });
  });

  it('sets Reply-To to the site\'s contact e-mail, so the customer\'s answer reaches the team', async () => {
    await test.conn.query(`update contact_info set is_active = false`);
    await test.conn.query(`insert into contact_info (phone, email, is_active) values ('0212 555 00 00', 'iletisim@salonrandevu.test', true)`);
    const id = await newMessage('yanitla@example.com');
    const form = contactReplySchema.parse({ id, to: 'yanitla@example.com', subject: 'Sorunuz hakkında', message: 'Merhaba' });
    expect(await replyToContactMessage(form, { db: test.conn.db, smtp: smtp.config, now: NOW })).toMatchObject({ delivery: 'sent' });
    const [mail] = smtp.to('yanitla@example.com');
    expect(mail.parsed.replyTo?.value.map((a) => a.address)).toEqual(['iletisim@salonrandevu.test']);

    // Other mail (here the test mail) keeps no Reply-To.
    await sendTestEmail('baska@example.com', { db: test.conn.db, smtp: smtp.config, now: NOW });
    expect(smtp.to('baska@example.com')[0].parsed.replyTo).toBeUndefined();
  });

  it('keeps the reply queued for the worker when SMTP is down or not configured', async () => {
    const id = await newMessage('bekleyen@example.com');
    const form = contactReplySchema.parse({ id, to: 'bekleyen@example.com', subject: 'Yanıt', message: 'Teşekkürler' });
    const down = await TestSmtpServer.create(false);
    const failed = await replyToContactMessage(form, { db: test.conn.db, smtp: down.config, now: NOW });
    expect(failed).toMatchObject({ ok: true, delivery: 'queued' });
    if (!failed.ok) throw new Error('unreachable');
    expect(failed.message).toMatch(/^Yanıt şimdi gönderilemedi, otomatik olarak yeniden denenecek\. SMTP sunucusuna bağlanılamadı/);
    expect(await getOutboxEmail(test.conn.db, failed.outboxId)).toMatchObject({ status: 'queued', attempts: 1, kind: 'contact_reply', referenceId: id });

    const unconfigured = await replyToContactMessage(form, { db: test.conn.db, smtp: null, now: NOW });
    expect(unconfigured).toMatchObject({ ok: true, delivery: 'queued', message: 'SMTP ayarları yapılmadığı için yanıt giden kutusunda bekliyor.' });
    expect(await getContactMessage(id)).toMatchObject({ status: 'replied' });
  });

  it('refuses a reply to a message that does not exist, queueing nothing', async () => {
    const before = (await listRecentEmails(test.conn.db, 200)).length;
    const form = contactReplySchema.parse({ id: '00000000-0000-4000-8000-000000000000', to: 'x@example.com', subject: 'Konu', message: 'Metin' });
    expect(await replyToContactMessage(form, { db: test.conn.db, smtp: smtp.config })).toEqual({ ok: false, error: 'Mesaj bulunamadı' });
    expect((await listRecentEmails(test.conn.db, 200)).length).toBe(before);
  });

  it('requires recipient, subject and message in the reply form', () => {
    const result = contactReplySchema.safeParse({ id: '00000000-0000-4000-8000-000000000000', to: '', subject: ' ', message: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(['to: Geçerli bir alıcı e-posta adresi giriniz', 'subject: Konu gereklidir', 'message: Mesaj gereklidir']);
  });

  it('reports the SMTP answer of a test mail, and a Turkish error without retrying when it fails', async () => {
    const ok = await sendTestEmail('test@example.com', { db: test.conn.db, smtp: smtp.config, now: NOW });
    expect(ok).toMatchObject({ outcome: 'accepted', accepted: ['test@example.com'], rejected: [], error: null });
    expect(ok.response).toMatch(/^250/);
    expect(ok.messageId).toBe(`<${ok.outboxId}@salonrandevu.test>`);
    const [mail] = smtp.to('test@example.com');
    expect(mail.parsed.subject).toBe('Salon Randevu test e-postası: çğıöşü ÇĞİÖŞÜ');
    expect(mail.parsed.text).toContain('Gönderim zamanı: 01.04.2030 13:00 (İstanbul)');

    const refused = await sendTestEmail('reddet@example.com', { db: test.conn.db, smtp: smtp.config, now: NOW });
    expect(refused).toMatchObject({ outcome: 'rejected', rejected: ['reddet@example.com'] });
    expect(refused.error).toMatch(/^Alıcı adresi SMTP sunucusu tarafından reddedildi: 550/);

    const down = await TestSmtpServer.create(false);
    const unreachable = await sendTestEmail('test@example.com', { db: test.conn.db, smtp: down.config, now: NOW });
    expect(unreachable.outcome).toBe('rejected');
    expect(unreachable.error).toMatch(/^SMTP sunucusuna bağlanılamadı/);
    expect(await getOutboxEmail(test.conn.db, unreachable.outboxId)).toMatchObject({ status: 'failed', attempts: 1 });

    const recent = await listRecentEmails(test.conn.db, 3);
    expect(recent.map((r) => r.status)).toEqual(['failed', 'failed', 'sent']);
  });

  it('shows the configuration without the password', () => {
    const summary = mailConfigSummary({ ...smtp.config, user: 'posta', password: 'çok-gizli' });
    expect(summary).toEqual({
      configured: true, host: '127.0.0.1', port: smtp.port, secure: false,
      from: 'Salon Randevu <bildirim@salonrandevu.test>', user: 'posta', hasPassword: true,
    });
    expect(JSON.stringify(summary)).not.toContain('çok-gizli');
    expect(mailConfigSummary(null)).toMatchObject({ configured: false, host: null, hasPassword: false });
  });
});
