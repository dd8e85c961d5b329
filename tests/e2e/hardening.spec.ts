// Issue 13 in a real browser: long user text never makes a page scroll sideways at 390 px
// (public and account pages), a phone typed with +90, 'Yorum Yaz' refusing a customer who has
// not come yet (issue 28),
// the mobile menu closing for the login dialog, the slot grid as one Tab stop, the hero
// search explaining a missing choice, a salon page not hidden under the navbar, and no
// console errors (CSP) on the main pages.
import { closeWithEscape } from './ready';
import { expect, test, type Page } from '@playwright/test';
import { pickBookingDay } from './booking-helpers';
import { addDaysToDate, istanbulClock } from '../../platform/time/istanbul';
import { authDialog, clickUntilAuthDialog, newCustomer, register, salonIdByName, toasts } from './account-helpers';
import { callAction, serverActions } from './admin-action-http';

const LONG_URL = `https://example.com/${'uzun-adres-'.repeat(26)}son`; // about 310 characters, no space
const PHONE = { width: 390, height: 844 };

async function chooseFirstServiceAndStaff(page: Page) {
  const service = page.getByLabel('Hizmet', { exact: true });
  const staff = page.getByLabel('Personel', { exact: true });
  await expect(service).toBeEnabled();
  const values = await service.locator('option').evaluateAll((opts) => opts.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const value of values) {
    await service.selectOption(value);
    if (await staff.isEnabled()) {
      const staffValues = await staff.locator('option').evaluateAll((opts) => opts.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      await staff.selectOption(staffValues[0]);
      return;
    }
  }
  throw new Error('no bookable service on this salon');
}

async function chooseTomorrow(page: Page) {
  const tomorrow = addDaysToDate(istanbulClock(new Date()).date, 1);
  await pickBookingDay(page, tomorrow);
}

const slotGrid = (page: Page) => page.getByRole('group', { name: 'Uygun saatler' });

/** Waits for the page's own content: DOM, fonts, hydration (external images may never load offline). */
async function settle(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('long user text wraps on every public and account page at 390 px; +90 phones; Yorum Yaz before a visit says why', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const customer = newCustomer('Ece', `Uzunsoyad${'ı'.repeat(35)}`);
  await page.goto('/');
  await register(page, customer);
  const salonId = await salonIdByName(page, 'İnci Kuaför');

  // A booking with a 300-character URL as its note; the phone typed with the country code.
  await page.goto(`/randevu/${salonId}`);
  await chooseFirstServiceAndStaff(page);
  await chooseTomorrow(page);
  await slotGrid(page).locator('button:not([disabled])').last().click();
  await page.getByLabel('Ad Soyad *').fill(`${customer.firstName} ${customer.lastName}`);
  await page.getByLabel('Telefon *').fill('');
  await page.getByLabel('Telefon *').pressSequentially('+90 532 765 43 21');
  await expect(page.getByLabel('Telefon *')).toHaveValue('0 (532) 765 43 21');
  await page.getByLabel('Not (isteğe bağlı)').fill(LONG_URL);
  await page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await page.waitForURL(/\/randevu-basarili\?token=[0-9a-f]{64}$/, { timeout: 15_000 });
  const token = new URL(page.url()).searchParams.get('token')!;
  await expect(page.getByTestId('appointment-details')).toContainText('0 532 765 43 21');

  // Her only visit here is still ahead (the probe of issue 28): the header's 'Yorum Yaz', like
  // 'Yorum Ekle', says a completed visit comes first and opens no form; the server refuses too.
  await page.goto(`/salon/${salonId}`);
  await expect(page.locator('section#yorumlar').getByRole('button', { name: 'Yorum Ekle' })).toBeEnabled(); // visitor known
  await page.getByRole('button', { name: 'Yorum Yaz' }).click();
  await expect(toasts(page).getByText('Önce bir randevunuz tamamlanmalı')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Yorum Ekle' })).toHaveCount(0);
  await expect(authDialog(page)).toHaveCount(0);
  const cookie = (await page.context().cookies()).filter((c) => c.name === 'customer_session').map((c) => `${c.name}=${c.value}`).join('; ');
  const [create] = serverActions(['features/reviews/actions.public.ts']).filter((a) => a.name === 'createReviewAction');
  const refused = await callAction(page.request, baseURL!, `/salon/${salonId}`, create,
    { salonId, rating: 5, comment: 'Henüz gitmedim ama harika bir salon.' }, cookie);
  expect(refused.body).toContain('Bu salona yorum yazabilmek için burada tamamlanmış bir randevunuz olmalı.');
  expect(refused.body).toContain('"status":403');

  // Desktop: the confirmation is not thousands of pixels wide.
  await page.goto(`/randevu-basarili?token=${token}`);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize(PHONE);
  const pages = [
    '/', '/salonlar', `/salonlar?q=${'a'.repeat(100)}`, '/salonlar/istanbul', '/pricing', '/features', '/contact', '/testimonials',
    '/gizlilik', '/kvkk', '/kvkk/salon', `/salon/${salonId}`, `/randevu/${salonId}`, `/randevu-basarili?token=${token}`, `/randevu/yonet/${token}`,
    '/randevularim', '/yorumlarim', '/sayfa-yok',
  ];
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await settle(page);
    expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The user text is really there (and wrapped, not hidden).
  await page.goto(`/randevu/yonet/${token}`);
  await expect(page.getByTestId('appointment-details')).toContainText(LONG_URL);
});

test('signed out, Yorum Yaz asks to log in first', async ({ page }) => {
  const salonId = await salonIdByName(page, 'İnci Kuaför');
  await page.goto(`/salon/${salonId}`);
  await clickUntilAuthDialog(page, page.getByRole('button', { name: 'Yorum Yaz' }));
  await expect(toasts(page).getByText('Lütfen önce giriş yapın')).toBeVisible();
});

test('on a phone, Giriş Yap from the menu closes the menu behind and after the dialog', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/salonlar');
  // By CSS: an open modal hides the rest of the page from the accessibility tree.
  const menuButton = page.locator('header button[aria-controls]');
  await expect(async () => {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(authDialog(page)).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await closeWithEscape(authDialog(page));
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test('the time slots are one Tab stop; arrow keys move between free slots', async ({ page }) => {
  const salonId = await salonIdByName(page, 'İnci Kuaför');
  await page.goto(`/randevu/${salonId}`);
  await chooseFirstServiceAndStaff(page);
  await chooseTomorrow(page);
  const free = slotGrid(page).locator('button:not([disabled])');
  await expect(free.first()).toBeVisible();
  expect(await free.count()).toBeGreaterThan(2);
  expect(await slotGrid(page).locator('button[tabindex="0"]').count()).toBe(1);

  await free.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(free.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(free.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(free.first()).toBeFocused();
  // One Tab leaves the grid.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Uygun saatler"]') === null)).toBe(true);
});

test('Salon Ara with typed text but no chosen suggestion says why', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Salon ara' });
  await search.getByRole('combobox', { name: 'Hizmet' }).fill('zzzz');
  await expect(async () => {
    await search.getByRole('button', { name: 'Salon Ara' }).click();
    await expect(page.getByText('Lütfen önerilerden bir hizmet veya il/ilçe seçin.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
});

test('a salon opened from lower in /salonlar is not hidden under the navbar', async ({ page }) => {
  await page.goto('/salonlar');
  const cards = page.locator('main a[href^="/salon/"]');
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await page.waitForURL(/\/salon\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const navbar = await page.getByRole('banner').boundingBox();
  // The salon's card (with its name) starts below the navbar, fully in view.
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
});

test('no console errors (e.g. CSP violations) on the main pages', async ({ page }) => {
  const errors: string[] = [];
  const notFound: string[] = [];
  page.on('console', (message) => {
    // External images cannot load in an offline test machine, and 404s are checked by URL below.
    if (message.type() !== 'error' || /^Failed to load resource: (net::|the server responded with a status of 404)/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('response', (res) => { if (res.status() === 404) notFound.push(new URL(res.url()).pathname); });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const salonId = await salonIdByName(page, 'İnci Kuaför');
  for (const path of ['/', '/salonlar', `/salon/${salonId}`, `/randevu/${salonId}`, '/pricing', '/contact']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await settle(page);
  }
  // The map dialog's frame is allowed too.
  await page.goto(`/salon/${salonId}`, { waitUntil: 'domcontentloaded' });
  // Pressed once the page is hydrated: pressing again while its code loads (a retry loop with a
  // 1 s window) lost the race on a loaded machine, the dialog's overlay then hiding the button.
  await settle(page);
  await page.getByRole('button', { name: 'Haritada Gör' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();
  await page.waitForLoadState('networkidle'); // the frame's request is answered or refused
  expect(errors).toEqual([]);
  // Only the prefetch of '/salon-kayit', a page another issue adds, may be missing.
  expect(notFound.filter((path) => path !== '/salon-kayit')).toEqual([]);
});
