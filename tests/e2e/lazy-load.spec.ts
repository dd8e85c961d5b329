// Code fetched on demand (dialogs, the contact form, the booking form's validation, the toasts
// themselves) that cannot download (issue 24, item 19). Offline after the page loaded: a toast
// with 'Tekrar dene', the page and what was typed stay. An old tab after a deploy (its chunks
// answer 404): the page reloads once, at the same address, and works again.
import { expect, test, type Page, type Request } from '@playwright/test';
import { authDialog, reviewReadyCustomer, salonIdByName, signIn, toasts } from './account-helpers';

const BROKEN_PAGE = 'Bir şeyler ters gitti';

// The page's timers follow its own clock (page.clock), so the journey decides when a retry Next
// schedules for a failed download (one, 200–600 ms later) happens: see backOnline.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** Downloads of code under way (asked for, not yet answered or refused). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** From here on no code downloads: the connection dropped after the page loaded. */
async function goOffline(page: Page) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => { if (request.url().includes('/_next/static/')) pending.add(request); });
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', (request) => pending.delete(request));
  await page.route('**/_next/static/**', (route) => route.abort('internetdisconnected'));
}

/**
 * The connection is back. Every retry the page had scheduled while offline has run first and
 * failed, so what follows starts from a settled page rather than from whichever retries the
 * machine's speed let through (a retry straddling the reconnection left a download pending).
 */
async function backOnline(page: Page) {
  await page.clock.runFor(1_000);
  await expect.poll(() => inFlight.get(page)?.size ?? 0, { message: 'downloads still under way' }).toBe(0);
  await page.unrouteAll({ behavior: 'wait' });
}

/** A toast's own button (scoped: Radix copies the toast's text into a live region too). */
function toastButton(page: Page, name: string) {
  return toasts(page).getByRole('button', { name });
}

async function firstSalonId(page: Page): Promise<string> {
  await page.goto('/salonlar');
  const href = await page.locator('main a[href^="/salon/"]').first().getAttribute('href');
  return href!.split('/')[2];
}

test('booking form: offline at the first focus, the page and the typed details stay, a toast offers to try again', async ({ page }) => {
  const salonId = await firstSalonId(page);
  await page.goto(`/randevu/${salonId}`);
  await expect(page.getByLabel('Hizmet', { exact: true })).toBeEnabled(); // hydrated
  await page.waitForLoadState('networkidle');
  await goOffline(page);

  const name = page.getByLabel('Ad Soyad *');
  await name.click();
  await name.pressSequentially('Deniz Yılmaz');
  await page.getByLabel('Telefon *').pressSequentially('5321234567');
  await expect(toasts(page).getByText('Bağlantı kurulamadı', { exact: true })).toBeVisible();
  await expect(page.getByText(BROKEN_PAGE)).toHaveCount(0);
  await expect(name).toHaveValue('Deniz Yılmaz');
  await expect(page.getByLabel('Telefon *')).toHaveValue('0 (532) 123 45 67');

  // Back online, the code downloads again and the details are still there. 'Tekrar dene' asks
  // for it, unless Next's own retry (scheduled while offline, run once the page's clock moved on)
  // got it first: then the click finds it loaded and asks for nothing (issue 36, run P waited
  // for a request that had already been made).
  const downloaded: string[] = [];
  page.on('requestfinished', (request) => { if (request.url().includes('/_next/static/chunks/')) downloaded.push(request.url()); });
  await backOnline(page);
  await toastButton(page, 'Tekrar dene').click();
  await expect.poll(() => downloaded.length, { message: 'the code downloaded once back online' }).toBeGreaterThan(0);
  await expect(name).toHaveValue('Deniz Yılmaz');
});

test('landing: offline when scrolling to the contact section, the form says it could not load and loads on retry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await goOffline(page);

  await page.locator('#contact').scrollIntoViewIfNeeded();
  const contact = page.locator('#contact');
  await expect(contact.getByText('İletişim formu yüklenemedi')).toBeVisible();
  await expect(page.getByText(BROKEN_PAGE)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await backOnline(page);
  await contact.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(contact.getByLabel('Mesajınız')).toBeVisible();
});

test('Giriş Yap offline: a toast instead of a broken page; Tekrar dene opens the dialog once back online', async ({ page }) => {
  await page.goto('/salonlar');
  const login = page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' });
  await expect(login).toBeVisible(); // the visitor is known (signed out)
  await page.waitForLoadState('networkidle');
  await goOffline(page);

  await login.click();
  await expect(toasts(page).getByText('Giriş formu yüklenemedi', { exact: true })).toBeVisible();
  await expect(page.getByText(BROKEN_PAGE)).toHaveCount(0);
  await expect(login).toHaveAttribute('aria-busy', 'false');

  await backOnline(page);
  await toastButton(page, 'Tekrar dene').click();
  await expect(authDialog(page)).toBeVisible();
});

test('Yorum Yaz offline, signed in: its \'Form yüklenemedi\' toast shows and Tekrar dene opens the form', async ({ page }) => {
  await page.goto('/');
  await signIn(page, reviewReadyCustomer(4)); // came to İnci Kuaför: may review it (issue 28)
  const salonId = await salonIdByName(page, 'İnci Kuaför');
  await page.goto(`/salon/${salonId}`);
  const write = page.getByRole('button', { name: 'Yorum Yaz' });
  await expect(page.locator('section#yorumlar').getByRole('button', { name: 'Yorum Ekle' })).toBeEnabled(); // visitor known
  await page.waitForLoadState('networkidle');
  await goOffline(page);

  await write.click();
  await expect(toasts(page).getByText('Form yüklenemedi', { exact: true })).toBeVisible();
  await expect(page.getByText(BROKEN_PAGE)).toHaveCount(0);
  await expect(write).toBeEnabled();

  await backOnline(page);
  await toastButton(page, 'Tekrar dene').click();
  await expect(page.getByRole('dialog', { name: 'Yorum Ekle' })).toBeVisible();
});

/** An old tab after a deploy: every chunk it asks for is gone (404) until the page is loaded anew. */
async function deployed(page: Page) {
  let reloaded = false;
  page.on('request', (request) => { if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true; });
  await page.evaluate(() => { (window as unknown as { __oldTab?: boolean }).__oldTab = true; });
  await page.route('**/_next/static/**', (route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' })));
  // Asked while the page reloads, the old document is gone mid-question: ask again.
  return () => page.evaluate(() => (window as unknown as { __oldTab?: boolean }).__oldTab ?? false).catch(() => true);
}

test('after a deploy, a lazily loaded dialog whose code is gone reloads the page at the same address', async ({ page }) => {
  const salonId = await firstSalonId(page);
  await page.goto(`/salon/${salonId}?yorumSayfa=1`);
  const map = page.getByRole('button', { name: 'Haritada Gör' });
  await expect(map).toBeVisible();
  await page.waitForLoadState('networkidle');
  const isOldTab = await deployed(page);

  await map.click();
  await expect.poll(isOldTab, { timeout: 20_000 }).toBe(false);
  await expect(page).toHaveURL(`/salon/${salonId}?yorumSayfa=1`);
  await expect(page.getByText(BROKEN_PAGE)).toHaveCount(0);
  await expect(map).toBeVisible();
  await page.waitForLoadState('networkidle');
  await map.click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
});

test('after a deploy, following a link whose page code is gone still lands on that page', async ({ page }) => {
  await page.goto('/salonlar');
  const card = page.locator('main a[href^="/salon/"]').first();
  const href = (await card.getAttribute('href'))!;
  await page.waitForLoadState('networkidle');
  await deployed(page);

  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('button', { name: 'Haritada Gör' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(BROKEN_PAGE)).toHaveCount(0);
});

// After a deploy the page reloads to get its code; with typed data the wizard asks first, and a
// visitor who stays keeps the page: the pressed button must not stay busy for good (it did),
// and pressed again it says what failed instead of asking to leave again.
test('after a deploy, staying at the leave prompt leaves the button usable, and a second press says why', async ({ page }) => {
  await page.goto('/salon-kayit');
  await page.getByLabel('Salon Adı').fill('Kalan Salon');
  const login = page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' });
  await expect(login).toBeVisible();
  await page.waitForLoadState('networkidle');
  await deployed(page);
  let asked = 0;
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') asked += 1;
    void dialog.dismiss();
  });

  await login.click();
  await expect.poll(() => asked).toBe(1);
  await expect(login).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(page.getByLabel('Salon Adı')).toHaveValue('Kalan Salon');

  await login.click();
  await expect(toasts(page).getByText('Giriş formu yüklenemedi', { exact: true })).toBeVisible();
  expect(asked).toBe(1);
  await expect(page.getByText(BROKEN_PAGE)).toHaveCount(0);
});
