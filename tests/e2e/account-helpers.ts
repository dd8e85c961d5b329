// Shared steps of the account and review journeys: a fresh customer per test, the auth dialog,
// and finding a seeded salon's id from the public salon list.
import { expect, type Locator, type Page } from '@playwright/test';
import { buildDemoCustomers, DEMO_LOGIN, reviewReadyCustomers } from '../../platform/db/seed/demo-customers';

export interface TestCustomer {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The address this customer signs up from (see fillRegistration). */
  address: string;
}

let counter = 0;

/** A phone number no other test (or earlier run on the same database) uses: 05 + 9 digits. */
export function newCustomer(firstName = 'Ece', lastName = 'Deneme'): TestCustomer {
  counter += 1;
  const digits = `${Date.now() % 1_000_000_0}${counter}${Math.floor(Math.random() * 10)}`.slice(-9).padStart(9, '7');
  const address = `10.${Number(digits.slice(0, 3)) % 250}.${Number(digits.slice(3, 6)) % 250}.${1 + (Number(digits.slice(6)) % 250)}`;
  return { phone: `05${digits}`, firstName, lastName, email: `ece.${digits}@example.com`, password: 'sifre123', address };
}

/**
 * A seeded customer with a completed visit at İnci Kuaför and no review there (a review needs
 * one, issue 28); each journey that writes a review there signs in as its own (0–7).
 */
export function reviewReadyCustomer(n: number): TestCustomer {
  const c = reviewReadyCustomers(buildDemoCustomers())[n];
  return { ...c, email: c.email ?? '', password: DEMO_LOGIN.password, address: `10.251.28.${n + 1}` };
}

/** '05321234567' → '0 532 123 45 67' (how the auth dialog shows it). */
export function spaced(phone: string): string {
  return `${phone[0]} ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7, 9)} ${phone.slice(9, 11)}`;
}

export function authDialog(page: Page) {
  return page.getByRole('dialog', { name: /Giriş Yap|Üye Ol/ });
}

/**
 * Clicks until the dialog shows: a click that lands before hydration does nothing. The
 * dialog's code is fetched on first use, which can take a few seconds on a cold, busy server.
 */
export async function clickUntilAuthDialog(page: Page, trigger: Locator) {
  await expect(async () => {
    if (await authDialog(page).isHidden()) await trigger.click();
    await expect(authDialog(page)).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

export async function openAuthDialogFromNavbar(page: Page) {
  await clickUntilAuthDialog(page, page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }));
}

/**
 * Every new customer signs up from an address of their own, as real customers do: sign-ups are
 * limited to 10 per address in 15 minutes (platform/access/rate-limit.ts), and the journeys sign up more
 * customers than that. The journeys' servers believe one proxy hop (playwright.config.ts), so
 * the address is the X-Forwarded-For a load balancer would add; the page keeps it from here on.
 */
export async function fillRegistration(page: Page, c: TestCustomer) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': c.address });
  const dialog = authDialog(page);
  await dialog.getByRole('tab', { name: 'Üye Ol' }).click();
  await dialog.getByLabel('Telefon Numarası').fill(c.phone);
  await dialog.getByLabel('Ad', { exact: true }).fill(c.firstName);
  await dialog.getByLabel('Soyad').fill(c.lastName);
  await dialog.getByLabel('E-posta (isteğe bağlı)').fill(c.email);
  await dialog.getByLabel('Şifre', { exact: true }).fill(c.password);
  await dialog.getByLabel('Şifre Tekrar').fill(c.password);
}

export async function register(page: Page, c: TestCustomer) {
  await openAuthDialogFromNavbar(page);
  await fillRegistration(page, c);
  await authDialog(page).getByRole('button', { name: 'Üye Ol' }).click();
  await expect(toasts(page).getByText('Kayıt Başarılı!')).toBeVisible();
  await expect(authDialog(page)).toBeHidden();
  await expect(userMenuButton(page, c)).toBeVisible();
}

/** Signs in from the navbar's 'Giriş Yap' and waits for the user menu. */
export async function signIn(page: Page, c: TestCustomer) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': c.address });
  await openAuthDialogFromNavbar(page);
  await login(page, c.phone, c.password);
  await expect(authDialog(page)).toBeHidden();
  await expect(userMenuButton(page, c)).toBeVisible();
}

export async function login(page: Page, phone: string, password: string) {
  const dialog = authDialog(page);
  await dialog.getByRole('tab', { name: 'Giriş Yap' }).click();
  await dialog.getByLabel('Telefon Numarası').fill(phone);
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
}

export function userMenuButton(page: Page, c: { firstName: string; lastName: string }) {
  return page.getByRole('banner').getByRole('button', { name: `${c.firstName} ${c.lastName}` });
}

/** The id of a seeded salon, read from its card on /salonlar. */
export async function salonIdByName(page: Page, name: string): Promise<string> {
  await page.goto('/salonlar');
  const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
  const id = href?.match(/\/salon\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error(`Salon '${name}' not found on /salonlar`);
  return id;
}

/**
 * The toast area. Radix also copies each toast into a screen-reader live region (hence a
 * scoped locator), and an open modal hides the viewport from the accessibility tree (hence CSS).
 */
export function toasts(page: Page) {
  return page.locator('[role="region"][aria-label^="Bildirimler"]');
}

/** Istanbul's Monday of next week as 'YYYY-MM-DD' plus the 7 dates of that week. */
export function nextWeekDates(now = new Date()): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
  const d = new Date(`${today}T12:00:00Z`);
  const toMonday = (8 - d.getUTCDay()) % 7 || 7;
  return Array.from({ length: 7 }, (_, i) => {
    const x = new Date(d);
    x.setUTCDate(d.getUTCDate() + toMonday + i);
    return x.toISOString().slice(0, 10);
  });
}
