// The worker loop each app server starts (instrumentation.ts): with SMTP settings in the
// environment it sends queued mail by itself, and wakeOutboxWorker() makes it send at once.
// The environment is set before platform/env is first imported (vi.hoisted runs before the imports;
// each test file has its own modules); the port is a free one the SMTP server then listens on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { enqueueEmail } from '@/platform/mail/outbox';
import { createMigratedDatabase, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const port = vi.hoisted(() => {
  const chosen = 20_000 + Math.floor(Math.random() * 20_000);
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(chosen), SMTP_FROM: 'Salon Randevu <bildirim@salonrandevu.test>' });
  return chosen;
});

describe('background mail worker', () => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let background: typeof import('@/features/scheduled-work/server/background');

  beforeAll(async () => {
    smtp = await TestSmtpServer.onPort(port);
    test = await createMigratedDatabase('pglite');
    useConnectionForTests(test.conn);
    background = await import('@/features/scheduled-work/server/background');
  });
  afterAll(async () => {
    background?.stopOutboxWorker();
    await smtp?.stop();
    await test?.dispose();
  });

  it('sends queued mail on its own and at once when woken', async () => {
    await enqueueEmail(test.conn.db, { to: 'dongu@example.com', subject: 'Kuyruktaki ileti', text: 'Merhaba' });
    // A long interval: only the first tick at start-up and explicit wake-ups can send.
    expect(background.startOutboxWorker(60 * 60_000)).toBe(true);
    expect(background.startOutboxWorker(60 * 60_000)).toBe(false); // once per process
    await waitFor(() => smtp.to('dongu@example.com').length === 1);

    await enqueueEmail(test.conn.db, { to: 'dongu@example.com', subject: 'Uyandırılan ileti', text: 'Merhaba' });
    background.wakeOutboxWorker();
    await waitFor(() => smtp.to('dongu@example.com').length === 2);
    expect(smtp.to('dongu@example.com').map((m) => m.parsed.subject)).toEqual(['Kuyruktaki ileti', 'Uyandırılan ileti']);
  });
});
