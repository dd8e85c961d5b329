// Shared steps of the panel journeys: a trial salon registered through the machine contract
// (POST /api/registrations, as the wizard does), signing in to the panel through its endpoint,
// and the markers that only a signed-in panel page contains.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PANEL_PAGES = [
  '/panel', '/panel/saatler', '/panel/hizmetler', '/panel/personel', '/panel/salon', '/panel/hesap', '/panel/menu',
  '/panel/takvim', '/panel/musteriler',
  '/panel/yorumlar', '/panel/abonelik',
];

/** Text only a signed-in panel page carries: the menu, sign-out, the home greeting, screen headings. */
export const PANEL_MARKERS = [
  'Panel menüsü', 'Çıkış Yap', 'Merhaba,', 'Salonunuzu yayına alın', 'Haftalık saatler', 'Kapalı günler',
  'Henüz hizmet eklemediniz', 'Henüz personel eklemediniz', 'Salon sayfanızı görün', 'Şifre Değiştir', 'Tüm ekranlar',
];

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const phoneFor = (n: string) => `0534${String(parseInt(n, 36) % 10_000_000).padStart(7, '0')}`;

export interface TrialSalon { salonId: string; salonCode: string; username: string; password: string; name: string }

/** Kadıköy's id, read from the wizard's district list as a visitor sees it. */
export async function kadikoyId(page: Page): Promise<number> {
  await page.goto('/salon-kayit');
  const kadikoy = page.getByLabel('İlçe').locator('option', { hasText: 'Kadıköy' });
  // The wizard is disabled until it is interactive; selectOption waits for that.
  await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  await expect(kadikoy).toHaveCount(1);
  return Number(await kadikoy.getAttribute('value'));
}

/** The trial plan's id, from the landing page's 'Ücretsiz Dene' link. */
export async function trialPlanId(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page.locator('a[href^="/salon-kayit?plan="]', { hasText: 'Ücretsiz Dene' }).first().getAttribute('href');
  return href!.split('=')[1];
}

export async function registerTrialSalon(page: Page): Promise<TrialSalon> {
  const id = unique();
  const [districtId, planId] = [await kadikoyId(page), await trialPlanId(page)];
  const salon = { name: `Panel Salon ${id}`, username: `panel${id}`, password: 'panel123' };
  // From an address of its own, as a salon registers from its own connection: trial registrations
  // are limited to 10 a day per address, and the journeys register more than that together.
  const address = `10.252.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const response = await page.request.post('/api/registrations', { headers: { 'x-forwarded-for': address }, data: {
    salon: { name: salon.name, address: 'Moda Cad. No: 9', cityId: 34, districtId, phone: phoneFor(id), email: `p-${id}@example.com` },
    owner: { username: salon.username, password: salon.password, email: `p-${id}@example.com`, firstName: 'Selin', lastName: 'Aydın', phone: phoneFor(id) },
    planId,
  } });
  expect(response.status(), await response.text()).toBe(201);
  const { salonId, salonCode } = await response.json();
  return { ...salon, salonId, salonCode };
}

/** Signs in through the endpoint the form uses; returns the cookie header value with the session. */
export async function panelSignInWithApi(api: APIRequestContext, salon: TrialSalon): Promise<string> {
  const response = await api.post('/api/panel/login', { data: { salonCode: salon.salonCode, username: salon.username, password: salon.password } });
  expect(response.status(), await response.text()).toBe(200);
  const token = /salon_session=([0-9a-f]{64})/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  expect(token).toBeTruthy();
  return `salon_session=${token}`;
}

/** A phone's page does not scroll sideways (issue 28: the panel at 390 px). */
export async function expectNoSidewaysScroll(page: Page, width = 390) {
  const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrolled, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

/** Signs a panel user in through /panel/giris and waits for the home screen. */
export async function panelSignIn(page: Page, salonCode: string, username: string, password: string) {
  await page.goto('/panel/giris');
  await page.getByLabel('Salon Kodu').fill(salonCode);
  await page.getByLabel('Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/panel$/);
}

/** On /panel/ekip, as the owner: 'Yeni Kullanıcı' with a role (and the staff member she is); waits until the dialog has closed. */
export async function addTeamUser(page: Page, user: { username: string; password: string; firstName: string; lastName: string; role: string; staff?: string }) {
  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı' });
  await dialog.getByLabel('Kullanıcı Adı').fill(user.username);
  await dialog.getByLabel('Şifre', { exact: true }).fill(user.password);
  await dialog.getByLabel('Ad', { exact: true }).fill(user.firstName);
  await dialog.getByLabel('Soyad').fill(user.lastName);
  await dialog.getByLabel('Rol').selectOption({ label: user.role });
  if (user.staff) await dialog.getByLabel('Bağlı personel').selectOption({ label: user.staff });
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog).toBeHidden();
}

