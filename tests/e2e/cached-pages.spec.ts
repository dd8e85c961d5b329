// Public pages are served from cache (DESIGN.md): the same HTML for everyone, the visitor's
// own state loaded in the browser, 404 on the very first request for unknown ids, a write
// that changes a page shows on that page's next request, place-only searches redirect to
// their readable page, and searches are cached without writing to the cache folder.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cachedAnswer } from './network-helpers';
import { authDialog, login, newCustomer, register, salonIdByName, userMenuButton } from './account-helpers';

const DEMO_PHONE = '05550000001';
const DEMO_PASSWORD = 'demo1234';

/** The e2e server's build folder (playwright.config.ts), where Next keeps its cache files. */
const DIST_DIR = path.join(process.cwd(), `.next-e2e-${process.env.E2E_PORT ?? 3200}`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** The '(N değerlendirme)' figure of one salon's card in a search result (0: 'Henüz değerlendirme yok'). */
async function cardRatingCount(request: APIRequestContext, searchPath: string, salonPath: string): Promise<number> {
  const html = (await (await request.get(searchPath)).text()).replaceAll('<!-- -->', '');
  const card = html.match(new RegExp(`href="${salonPath}"[\\s\\S]*?</article>`))?.[0];
  if (!card) throw new Error(`${salonPath} is not listed on ${searchPath}`);
  return Number(card.match(/\((\d+) değerlendirme\)/)?.[1] ?? 0);
}

async function ratingCount(request: APIRequestContext, path: string): Promise<number> {
  const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
  const match = html.match(/data-testid="rating-count">(\d+) değerlendirme/);
  if (!match) throw new Error(`No rating count on ${path}`);
  return Number(match[1]);
}

test('unknown ids answer 404 on their first request, for every dynamic public route', async ({ request }) => {
  // Fresh values every run: nothing can have been cached for them before.
  const id = randomUUID();
  const slug = `yok-${Date.now()}`;
  // (A review page past the last of a known salon redirects: customer-walk.spec.ts.)
  const paths = [
    `/salon/${id}`,
    `/salon/${id}?yorumSayfa=2`,
    `/randevu/${id}`,
    `/randevu/yonet/${'b'.repeat(64)}${Date.now()}`,
    `/randevu-basarili?token=${'c'.repeat(60)}${Date.now()}`,
    `/salonlar/${slug}`,
    `/salonlar/istanbul/${slug}`,
  ];
  for (const path of paths) {
    for (const attempt of ['first', 'second']) {
      const response = await request.get(path);
      expect(response.status(), `${path} (${attempt} request)`).toBe(404);
    }
  }
  expect(await (await request.get(`/randevu/${id}`)).text()).toContain('Salon bulunamadı');
  expect(await (await request.get(`/randevu/yonet/${id}`)).text()).toContain('Randevu bilgisi bulunamadı');
});

test('public pages come from the cache and /salonlar?cityId=… redirects to its readable page', async ({ request }) => {
  for (const path of ['/', '/salonlar', '/salonlar/istanbul', '/salonlar/istanbul/kadikoy']) {
    expect((await cachedAnswer(request, path)).status(), path).toBe(200);
  }
  const city = await request.get('/salonlar?cityId=34', { maxRedirects: 0 });
  expect(city.status()).toBe(308);
  expect(city.headers().location).toBe('/salonlar/istanbul');
  const kadikoyId = (await (await request.get('/salonlar/istanbul')).text()).match(/<option value="(\d+)"[^>]*>Kadıköy<\/option>/)?.[1];
  expect(kadikoyId).toBeTruthy();
  {
    const district = await request.get(`/salonlar?cityId=34&districtId=${kadikoyId}`, { maxRedirects: 0 });
    expect(district.status()).toBe(308);
    expect(district.headers().location).toBe('/salonlar/istanbul/kadikoy');
  }
  // With anything else it stays a search (no redirect).
  const search = await request.get('/salonlar?cityId=34&q=Salon', { maxRedirects: 0 });
  expect(search.status()).toBe(200);
});

test('cached pages reach a browser compressed as it asks, with the same HTML', async ({ request }) => {
  for (const path of ['/', '/salonlar/istanbul', '/gizlilik', '/kvkk', '/kvkk/salon']) {
    await request.get(path); // the first request may render it
    for (const encoding of ['br', 'gzip']) {
      const before = await request.get(path, { headers: { 'accept-encoding': encoding } });
      const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      const after = await request.get(path, { headers: { 'accept-encoding': encoding } });
      for (const response of [before, after]) {
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-encoding'], path).toBe(encoding);
        expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
      }
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      // A page may be rendered again between two requests (every 30 s), so one of the two
      // compressed answers is the same version as the plain one.
      expect([await before.text(), await after.text()], path).toContain(await plain.text());
    }
  }
});

test('a cached page never shows one visitor\'s name to another', async ({ browser, request }) => {
  const salonId = await (async () => {
    const html = await (await request.get('/salonlar')).text();
    return html.match(/href="\/salon\/([0-9a-f-]{36})"/)![1];
  })();
  const path = `/salon/${salonId}`;

  const signedIn = await browser.newContext();
  const a = await signedIn.newPage();
  const customer = newCustomer('Gizli', 'Ziyaretçi');
  await a.goto(path);
  await register(a, customer);
  await a.reload();
  await expect(userMenuButton(a, customer)).toBeVisible();

  const anonymous = await browser.newContext();
  const b = await anonymous.newPage();
  await b.goto(path);
  await expect(b.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible();
  await expect(b.getByText(`${customer.firstName} ${customer.lastName}`)).toHaveCount(0);
  // The HTML itself, served from the cache to both, carries nobody's name.
  const html = await (await b.request.get(path)).text();
  expect(html).not.toContain(customer.lastName);
  const signedInHtml = await (await a.request.get(path)).text();
  expect(signedInHtml).not.toContain(customer.lastName);
  await signedIn.close();
  await anonymous.close();
});

test('signed in: the navbar and the booking prefill follow the session on cached pages; logout clears them', async ({ page }) => {
  const salonId = await salonIdByName(page, 'Işıl Güzellik Salonu');
  await page.goto(`/randevu/${salonId}`);
  await expect(page.locator('#customerName')).toHaveValue('');
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).first().click();
  await login(page, DEMO_PHONE, DEMO_PASSWORD);
  await expect(authDialog(page)).toBeHidden();
  const menu = userMenuButton(page, { firstName: 'Demo', lastName: 'Müşteri' });
  await expect(menu).toBeVisible();
  await expect(page.locator('#customerName')).toHaveValue('Demo Müşteri');
  await expect(page.locator('#customerPhone')).toHaveValue('0 (555) 000 00 01');

  // Another cached page, loaded fresh: still signed in.
  await page.goto('/salonlar/istanbul');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toHaveCount(0);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible();
  await page.goto(`/randevu/${salonId}`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible();
  await expect(page.locator('#customerName')).toHaveValue('');
});

test('a review write shows on the next request of the salon page and of a cached search listing it', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).first().click();
  await login(page, DEMO_PHONE, DEMO_PASSWORD);
  await expect(authDialog(page)).toBeHidden();
  await page.goto('/yorumlarim');
  const approved = page.getByTestId('my-review').filter({ hasText: 'Onaylandı' }).first();
  await expect(approved).toBeVisible();
  const link = approved.getByRole('link').first();
  const salonPath = await link.getAttribute('href');
  expect(salonPath).toMatch(/^\/salon\/[0-9a-f-]{36}$/);
  const searchPath = `/salonlar?q=${encodeURIComponent((await link.textContent())!.trim())}`;

  for (const path of [salonPath!, searchPath]) {
    await cachedAnswer(request, path);
  }
  // Unrelated parameters do not make another copy of the search.
  expect((await request.get(`${searchPath}&utm_source=e2e`)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  const before = await ratingCount(request, salonPath!);
  expect(await cardRatingCount(request, searchPath, salonPath!)).toBe(before);

  // Its author sees it once on the salon page, in her own card: the list's copy is hidden (issue 29).
  const comment = (await approved.locator('p.user-text').first().textContent())!.trim();
  await page.goto(salonPath!);
  await expect(page.getByRole('article', { name: 'Yorumunuz' })).toContainText(comment);
  await expect(page.getByTestId('public-review').filter({ hasText: comment })).toHaveCount(1);
  await expect(page.getByTestId('public-review').filter({ hasText: comment, visible: true })).toHaveCount(0);
  await page.goto('/yorumlarim');

  await approved.getByRole('button', { name: 'Sil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // The very next request, by someone else, already shows one approved review fewer.
  expect(await ratingCount(request, salonPath!)).toBe(before - 1);
  expect(await cardRatingCount(request, searchPath, salonPath!)).toBe(before - 1);
});

test('distinct searches never add a file to the cache folder', async ({ request }) => {
  const marker = `e2e-arama-${Date.now()}`;
  for (let i = 1; i <= 15; i++) {
    const search = `/salonlar?service=${encodeURIComponent('Saç Kesimi')}&cityId=34&q=${marker}-${i}`;
    for (const attempt of ['first', 'second']) {
      const response = await request.get(search);
      expect(response.status(), `${search} (${attempt} request)`).toBe(200);
      expect(await response.text()).toContain(`${marker}-${i}`);
    }
  }
  // Next keeps cached pages under server/route-cache (server/app before) and cached reads
  // under cache/fetch-cache; other journeys running meanwhile add their own files, so look for ours.
  const files = ['cache/fetch-cache', 'server/route-cache', 'server/app']
    .map((dir) => path.join(DIST_DIR, dir)).filter((dir) => existsSync(dir)).flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(0);
  // /salonlar itself is the search page 'tum', kept in the folder like the other public pages.
  const cachedPage = (file: string) => file.includes(`${path.sep}arama${path.sep}`) && !file.includes(`${path.sep}arama${path.sep}tum.`)
    && /\.(html|rsc|meta)$/.test(file);
  expect(files.filter(cachedPage)).toEqual([]);
  expect(files.filter((file) => readFileSync(file).includes(marker))).toEqual([]);
});

test('my appointments still reads the session per request', async ({ page }) => {
  const customer = newCustomer('Liste', 'Sahibi');
  await page.goto('/randevularim');
  // In the main landmark: while React streams a boundary in, its HTML also sits in a hidden holder.
  await expect(page.getByRole('main').getByText('Randevularınızı görmek için lütfen giriş yapın.')).toBeVisible();
  await register(page, customer);
  await expect(page.getByRole('main').getByText('Henüz randevunuz bulunmuyor.')).toBeVisible();
});
