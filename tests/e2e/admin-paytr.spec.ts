// PayTR settings (/admin/paytr-settings) against the production build and the PayTR double:
// the key and salt seeded from the environment never reach a browser — not in any admin page
// (documents and RSC payloads), admin endpoint, or server action answer — yet the form shows
// they are stored and a save with blank fields keeps them. 'Bağlantıyı Test Et' runs the local
// checks, then a real test-mode get-token request whose answer is shown. Only superadmins.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { ADMIN_SCREENS } from '@/platform/access/admin-roles';
import { createAdminAccount, newAdminEmail, signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';
import { ADMIN_MERCHANT } from './merchants';

// The same values playwright.config.ts gives the back-office's server (seeded into paytr_settings).
const SECRETS = [ADMIN_MERCHANT.PAYTR_MERCHANT_KEY, ADMIN_MERCHANT.PAYTR_MERCHANT_SALT];

function assertNoSecret(body: string, where: string) {
  for (const secret of SECRETS) expect(body, `${where} leaks ${secret}`).not.toContain(secret);
}

async function openSettings(page: Page) {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/paytr-settings');
  await expect(page.getByRole('heading', { name: 'PayTR Ayarları' })).toBeVisible();
}

test('key and salt appear in no admin page, payload or endpoint answer', async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const cookie = await signInWithApi(api, SUPERADMIN.email, SUPERADMIN.password);
  for (const screen of ADMIN_SCREENS) {
    for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
      const response = await api.get(screen.href, { headers: { cookie, ...headers } });
      expect(response.status(), screen.href).toBe(200);
      assertNoSecret(await response.text(), `${screen.href} ${JSON.stringify(headers)}`);
    }
  }
  for (const path of ['/api/admin/session', '/api/admin/notifications', '/api/admin/contacts', '/api/paytr/settings']) {
    const response = await api.get(path, { headers: { cookie } });
    assertNoSecret(await response.text(), path);
  }
  await api.dispose();
});

test('the form shows stored secrets, the notification URL, tests the connection and saves without losing them', async ({ page, baseURL }) => {
  const actionBodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().includes('/admin/')) actionBodies.push(await response.text().catch(() => ''));
  });
  await openSettings(page);
  await expect(page.getByLabel('Merchant ID')).toHaveValue(ADMIN_MERCHANT.PAYTR_MERCHANT_ID);
  await expect(page.getByLabel('Merchant Key')).toHaveValue('');
  await expect(page.getByText('Kayıtlı bir değer var.', { exact: false })).toHaveCount(2);
  await expect(page.getByTestId('paytr-notification-url')).toHaveText(`${baseURL}/api/paytr/callback`);

  // A real test-mode get-token request to the double with the stored key and salt.
  const status = page.getByTestId('paytr-test-result');
  await page.getByRole('button', { name: 'Bağlantıyı Test Et' }).click();
  await expect(status).toHaveText('PayTR test modunda ödeme token’ı verdi: bilgiler doğru.');
  // A wrong key typed in the form (not saved): PayTR's own refusal is shown.
  await page.getByLabel('Merchant Key').fill('YANLISKEY0000000');
  await page.getByRole('button', { name: 'Bağlantıyı Test Et' }).click();
  await expect(status).toHaveText('PayTR bağlantı testi başarısız: paytr_token gonderilmedi veya gecersiz');
  await page.getByLabel('Merchant Key').fill('');
  // The local checks come first.
  await page.getByLabel('Merchant ID').fill('123');
  await page.getByRole('button', { name: 'Bağlantıyı Test Et' }).click();
  await expect(page.getByTestId('paytr-test-result')).toHaveText('Merchant ID geçersiz görünüyor');
  await page.getByLabel('Merchant ID').fill('');
  await page.getByRole('button', { name: 'Bağlantıyı Test Et' }).click();
  await expect(page.getByTestId('paytr-test-result')).toHaveText('Önce tüm PayTR bilgilerini doldurun');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Merchant ID gereklidir')).toBeVisible();

  // Save with blank secrets: they are kept (the next test still gets a token).
  await page.getByLabel('Merchant ID').fill(ADMIN_MERCHANT.PAYTR_MERCHANT_ID);
  await page.getByLabel('Zaman aşımı (dakika)').fill('45');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('PayTR ayarları kaydedildi').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Zaman aşımı (dakika)')).toHaveValue('45');
  await expect(page.getByText('Kayıtlı bir değer var.', { exact: false })).toHaveCount(2);
  await page.getByRole('button', { name: 'Bağlantıyı Test Et' }).click();
  await expect(page.getByTestId('paytr-test-result')).toHaveText('PayTR test modunda ödeme token’ı verdi: bilgiler doğru.');
  await page.getByLabel('Zaman aşımı (dakika)').fill('30');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('PayTR ayarları kaydedildi').first()).toBeVisible();

  expect(actionBodies.length).toBeGreaterThan(4);
  for (const body of actionBodies) assertNoSecret(body, 'server action answer');
});

test('an admin below superadmin can neither see nor save the settings', async ({ page, context, baseURL }) => {
  const email = newAdminEmail('odeme');
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await createAdminAccount(page, { email, fullName: 'Ödeme Yöneticisi', role: 'Yönetici', password: 'yonetici-sifre' });
  const api = await playwrightRequest.newContext({ baseURL });
  const adminCookie = await signInWithApi(api, email, 'yonetici-sifre');
  const forbidden = await api.get('/admin/paytr-settings', { headers: { cookie: adminCookie } });
  expect(forbidden.status()).toBe(403);
  assertNoSecret(await forbidden.text(), 'forbidden page');
  await api.dispose();

  // The form opened by the superadmin, submitted with the admin's session: refused, nothing saved.
  await page.goto('/admin/paytr-settings');
  await page.getByLabel('Zaman aşımı (dakika)').fill('99');
  const real = (await context.cookies()).find((c) => c.name === 'admin_session')!;
  await context.addCookies([{ ...real, value: adminCookie.split('=')[1] }]);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bu işlem için yetkiniz yok').first()).toBeVisible();
  await page.getByRole('button', { name: 'Bağlantıyı Test Et' }).click();
  await expect(page.getByTestId('paytr-test-result')).toHaveText('Bu işlem için yetkiniz yok');
  await context.addCookies([real]);
  await page.reload();
  await expect(page.getByLabel('Zaman aşımı (dakika)')).not.toHaveValue('99');
});
