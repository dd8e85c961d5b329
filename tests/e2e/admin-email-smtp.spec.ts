// The e-mail test tool (/admin/email-test) against a real SMTP server (the `smtp-server`
// package, tests/support/smtp.ts) started here. The journeys' app server has no SMTP_HOST (its
// mail stays queued, which admin-email-test.spec.ts covers), so this spec starts a second
// server from the same production build with SMTP_HOST, user and password pointing at that
// server, on an embedded database of its own. In the browser: the configuration shows the
// server and user but never the password; a test message is accepted, and the page shows the
// SMTP answer and the message id of the message that really arrived; a recipient the server
// refuses shows 'Reddedildi' with the Turkish error; the outbox list shows both.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/free-port';
import { TestSmtpServer } from '../support/smtp';
import { signInWithForm, SUPERADMIN } from './admin-helpers';

const e2ePort = Number(process.env.E2E_PORT ?? 3200);
const buildDir = `.next-e2e-${e2ePort}`;
// A copy of the build: each server keeps its page cache in its build folder, and this one's
// (another database) must not leak into the journeys' server.
const distDir = `${buildDir}-smtp`;
const dataDir = `.data/e2e-${e2ePort}-smtp`;
const SMTP_AUTH = { user: 'posta-kullanicisi', password: 'SmtpGizli-7f3a9c' };
const tag = Date.now().toString(36);

let smtp: TestSmtpServer;
let app: ChildProcess | undefined;
let appUrl: string;
let appLog = '';

function cleanUp() {
  for (const dir of [distDir, dataDir, `${dataDir}-uploads`]) rmSync(dir, { recursive: true, force: true });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await TestSmtpServer.create(true, SMTP_AUTH);
  cleanUp();
  cpSync(buildDir, distDir, { recursive: true, filter: (source) => path.relative(buildDir, source) !== 'cache' });
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  void _ignored;
  app = spawn(process.execPath, ['server/start.mjs'], {
    env: {
      ...inherited,
      NEXT_DIST_DIR: distDir, PGLITE_DATA_DIR: dataDir, UPLOAD_DIR: `${dataDir}-uploads`, SEED_DEMO: 'false',
      SITE_URL: appUrl, PORT: String(port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1',
      // The build's Content-Security-Policy names it (playwright.config.ts): a server must match.
      PAYTR_API_BASE: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200) + 1000}`,
      ADMIN_EMAIL: SUPERADMIN.email, ADMIN_PASSWORD: SUPERADMIN.password,
      SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false',
      SMTP_USER: SMTP_AUTH.user, SMTP_PASSWORD: SMTP_AUTH.password, SMTP_FROM: smtp.config.from,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout!.on('data', (chunk) => { appLog += String(chunk); });
  app.stderr!.on('data', (chunk) => { appLog += String(chunk); });
  // Ready once the database is open (server/start.mjs answers 503 while it prepares it).
  await expect.poll(async () => {
    if (app!.exitCode !== null) throw new Error(`The second app server exited:\n${appLog}`);
    try { return (await fetch(`${appUrl}/admin/login`)).status; } catch { return 0; }
  }, { timeout: 180_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app!.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  await smtp?.stop();
  cleanUp();
});

test('a test message through a real SMTP server: accepted with its answer and id, or refused in Turkish', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password, `${appUrl}/admin/login`);
  await expect(page).toHaveURL(`${appUrl}/admin`);
  const response = await page.goto(`${appUrl}/admin/email-test`);
  expect(await response!.text()).not.toContain(SMTP_AUTH.password);
  const config = page.getByRole('region', { name: 'Yapılandırma' });
  await expect(config).toContainText(/Sunucu\s*127\.0\.0\.1/);
  await expect(config).toContainText(new RegExp(`Port\\s*${smtp.port}`));
  await expect(config).toContainText(`Kullanıcı${SMTP_AUTH.user}`);
  await expect(config).toContainText('Ayarlı (gösterilmez)');
  await expect(config).toContainText('bildirim@salonrandevu.test');

  const to = `alici-${tag}@example.com`;
  await page.getByLabel('Alıcı e-posta adresi').fill(to);
  await page.getByRole('button', { name: 'Test E-postası Gönder' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Sonuç' });
  await expect(outcome).toContainText('Kabul edildi');
  await expect(outcome).toContainText(`Kabul edilen${to}`);
  await expect(outcome).toContainText(/SMTP yanıtı\s*250 /);
  const messageId = /Mesaj kimliği\s*(<[^>]+>)/.exec(await outcome.innerText())?.[1];
  expect(messageId).toMatch(/^<[\w.-]+@salonrandevu\.test>$/);
  // The message really arrived, as the page says, under that id.
  const [mail] = smtp.to(to);
  expect(mail.parsed.messageId).toBe(messageId);
  expect(mail.parsed.subject).toBe('Salon Randevu test e-postası: çğıöşü ÇĞİÖŞÜ');
  const sent = page.getByRole('row').filter({ hasText: to });
  await expect(sent).toContainText('Gönderildi');
  await expect(sent.getByRole('button', { name: 'Yeniden Dene' })).toHaveCount(0);

  const refused = `reddet-${tag}@example.com`;
  await page.getByLabel('Alıcı e-posta adresi').fill(refused);
  await page.getByRole('button', { name: 'Test E-postası Gönder' }).click();
  await expect(outcome).toContainText('Reddedildi');
  await expect(outcome).toContainText(`Reddedilen${refused}`);
  await expect(outcome).toContainText('Alıcı adresi SMTP sunucusu tarafından reddedildi: 550');
  expect(smtp.to(refused)).toEqual([]);
  const failed = page.getByRole('row').filter({ hasText: refused });
  await expect(failed).toContainText('Başarısız');
  await expect(failed).toContainText('reddedildi');
});
