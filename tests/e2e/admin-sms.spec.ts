// The operator's SMS screen (/admin/sms) against the production build and the Netgsm double
// (scripts/sms-double, started by playwright.config.ts; the back-office's server is seeded with
// its account): the Netgsm password seeded from the environment reaches no browser, not in any
// admin page (documents and RSC payloads) or server action answer, yet the form says one is
// stored and a save with a blank field keeps it; 'Test SMS Gönder' reaches the double and shows
// Netgsm's message id; the list shows the text with its cost, status and delivery report.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { ADMIN_SCREENS } from '@/platform/access/admin-roles';
import { signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';

// The values playwright.config.ts gives every app server and the double (SMS_ACCOUNT there).
const SMS_PASSWORD = 'e2e-sms-password';
const SMS_USERCODE = '8503001234';
const SMS_HEADER = 'SALONRANDV';
const SMS_DOUBLE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200) + 1100}`;

async function openSmsScreen(page: Page) {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'SMS', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SMS', exact: true })).toBeVisible();
}

test('the Netgsm password appears in no admin page or payload', async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const cookie = await signInWithApi(api, SUPERADMIN.email, SUPERADMIN.password);
  for (const screen of ADMIN_SCREENS) {
    for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
      const response = await api.get(screen.href, { headers: { cookie, ...headers } });
      expect(response.status(), screen.href).toBe(200);
      expect(await response.text(), `${screen.href} ${JSON.stringify(headers)}`).not.toContain(SMS_PASSWORD);
    }
  }
  await api.dispose();
});

test('the settings form shows the password only as stored and saves without losing it', async ({ page }) => {
  const actionBodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().includes('/admin/')) actionBodies.push(await response.text().catch(() => ''));
  });
  await openSmsScreen(page);
  const account = page.getByRole('region', { name: 'Netgsm Hesabı' });
  await expect(account.getByLabel('Kullanıcı kodu')).toHaveValue(SMS_USERCODE);
  await expect(account.getByLabel('Şifre', { exact: true })).toHaveValue('');
  await expect(account.getByText('Kayıtlı bir şifre var.', { exact: false })).toBeVisible();
  await expect(account.getByLabel('Mesaj başlığı')).toHaveValue(SMS_HEADER);
  await expect(account.getByRole('checkbox', { name: /Aktif/ })).toBeChecked();
  // Seeded and active: no "waiting in the queue" note.
  await expect(page.getByText('SMS ayarları yapılmadı veya pasif', { exact: false })).toHaveCount(0);

  // A sender title longer than Netgsm allows is refused before anything is saved.
  await account.getByLabel('Mesaj başlığı').fill('SALONRANDEVU');
  await account.getByRole('button', { name: 'Kaydet' }).click();
  await expect(account.getByText('Mesaj başlığı en fazla 11 karakter olabilir')).toBeVisible();

  // Saved with a blank password field: the stored one is kept (the test text below still goes).
  await account.getByLabel('Mesaj başlığı').fill(SMS_HEADER);
  await account.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('SMS ayarları kaydedildi').first()).toBeVisible();
  await page.reload();
  await expect(account.getByLabel('Şifre', { exact: true })).toHaveValue('');
  await expect(account.getByText('Kayıtlı bir şifre var.', { exact: false })).toBeVisible();

  expect(actionBodies.length).toBeGreaterThan(0);
  for (const body of actionBodies) expect(body, 'server action answer').not.toContain(SMS_PASSWORD);
});

test('a test text reaches the Netgsm double and shows in the list with its delivery report', async ({ page }) => {
  await openSmsScreen(page);
  const form = page.getByRole('region', { name: 'Test SMS' });
  const send = form.getByRole('button', { name: 'Test SMS Gönder' });
  // A landline gets no text: refused in Turkish before any request.
  await form.getByLabel('Cep telefonu').fill('02121234567');
  await send.click();
  await expect(form.getByText('Geçerli bir cep telefonu numarası giriniz', { exact: false })).toBeVisible();

  // A text of its own, so other journeys' texts to the same number never match it.
  const text = `Salon Randevu test mesajı ${Date.now().toString(36)}`;
  await form.getByLabel('Cep telefonu').fill('05321234567');
  await form.getByLabel('Mesaj metni').fill(text);
  await expect(form.getByText('1 SMS · Türkçe')).toBeVisible();
  await send.click();
  const result = page.getByTestId('sms-test-result');
  await expect(result).toContainText('Gönderildi');
  await expect(result).toContainText(/Mesaj kimliği\s*\S+/);

  // The double got it as Netgsm would: the 10-digit number, our sender title, the text unchanged.
  const received = async () => ((await (await fetch(`${SMS_DOUBLE}/__messages`)).json()) as { no: string; msg: string; msgheader: string; jobid: string }[])
    .filter((m) => m.msg === text);
  await expect.poll(async () => (await received()).length).toBe(1);
  const [message] = await received();
  expect(message).toMatchObject({ no: '5321234567', msgheader: SMS_HEADER });
  await expect(result).toContainText(message.jobid);

  // In the list: number, kind, text with its cost, sent; the scheduled-work loop then asks
  // Netgsm for the report (every 15 s on each server), and the row shows it delivered.
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('0 532 123 45 67');
  await expect(row).toContainText('Test SMS');
  await expect(row).toContainText('1 SMS · Türkçe');
  await expect(row).toContainText('Gönderildi');
  await expect(row.getByRole('button', { name: /Tekrar Gönder/ })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('İletildi', { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  // The status tabs and the number search find it too.
  await page.getByRole('navigation', { name: 'SMS durumu' }).getByRole('link', { name: /Gönderildi/ }).click();
  await expect(page).toHaveURL(/filter=sent/);
  await expect(row).toBeVisible();
  await page.getByLabel('Telefon numarası ara').fill('0532 123 45 67');
  await expect(page).toHaveURL(/q=0532/);
  await expect(row).toBeVisible();
});
