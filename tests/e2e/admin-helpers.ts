// Shared steps of the admin journeys: the seeded superadmin (playwright.config.ts), signing in
// through the form or the login endpoint, and creating further admin accounts through the
// admin accounts screen (the real modal form, as an operator would).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const SUPERADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

let counter = 0;
export function newAdminEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

/**
 * Opens `/` once its HTML shows `text` (or, with `shown` false, no longer shows it) after a save.
 * A save shows at once, except when a render of `/` was in flight during it (another journey
 * loading `/`): then within IN_FLIGHT_RENDER_MS, 3 s (platform/cache/revalidate.ts). A save that did
 * not expire the landing cache stays unseen for 30 s and still fails here.
 */
export async function gotoLandingShowing(page: Page, text: string, shown = true) {
  const landingHas = async () => (await (await page.request.get('/')).text()).replaceAll('<!-- -->', '').includes(text);
  await expect.poll(landingHas, { message: `'${text}' ${shown ? 'on' : 'gone from'} /`, timeout: 8_000 }).toBe(shown);
  await page.goto('/');
}

export async function signInWithForm(page: Page, email: string, password: string, path = '/admin/login') {
  await page.goto(path);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Signs in through the endpoint the form uses; the returned cookie header value carries the session. */
export async function signInWithApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const setCookie = response.headers()['set-cookie'] ?? '';
  const token = /admin_session=([0-9a-f]{64})/.exec(setCookie)?.[1];
  expect(token).toBeTruthy();
  return `admin_session=${token}`;
}

/** As the superadmin in `page` (already signed in): create an account with the 'Yeni Yönetici' modal. */
export async function createAdminAccount(page: Page, account: { email: string; fullName: string; role: 'Süper Yönetici' | 'Yönetici' | 'Moderatör'; password: string }) {
  await page.goto('/admin/admin-users');
  await page.getByRole('button', { name: 'Yeni Yönetici' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Yönetici' });
  await dialog.getByLabel('E-posta').fill(account.email);
  await dialog.getByLabel('Ad Soyad').fill(account.fullName);
  await dialog.getByLabel('Rol').selectOption({ label: account.role });
  await dialog.getByLabel('İlk Şifre', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: account.email, exact: true })).toBeVisible();
}
