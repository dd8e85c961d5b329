// The customer side's defects from the walk of issue 24: the salon-name search keeps focus and
// every typed character while results update (18), logging in and out fires no failing
// prefetch (20), a review page past the last one leads to the last one instead of the salon's
// 404 (22), and 'Geri' on a salon page keeps the search when the site was opened directly (23).
import { expect, test, type Page } from '@playwright/test';
import { authDialog, login, openAuthDialogFromNavbar, toasts } from './account-helpers';
import { holdRequests } from './network-helpers';
import { waitForHydration } from './ready';

const SEARCH = '/salonlar?city=%C4%B0stanbul&cityId=34';

/** The id of the focused element (BODY's tag name when nothing in particular has focus). */
function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || '');
}

// The form is rendered by the directory's layout, so it stays mounted while every search renders
// another (cached) route; before, it was part of each page and lost focus on BODY after the first
// search.
test('typing a salon name at a normal pace keeps focus and every character while results update', async ({ page }) => {
  await page.clock.install(); // the visitor's pauses below are the page's time, not the machine's
  await page.goto(SEARCH);
  const name = page.getByLabel('Salon adı');
  const status = page.getByRole('status').first();
  await expect(status).toHaveText(/salon bulundu/);

  // The first letter, then a pause: the automatic search runs and its answer arrives.
  await name.click();
  await page.keyboard.type('N', { delay: 120 });
  await expect(page).toHaveURL(/[?&]q=N(&|$)/);
  await expect(name).toHaveValue('N');
  expect(await focusedId(page)).toBe('filter-name');

  // On at a normal pace, with a pause between the words (another search meanwhile).
  await page.keyboard.type('işantaşı', { delay: 120 });
  await page.clock.runFor(400); // a visitor's pause, longer than the search's 300 ms debounce
  await page.keyboard.type(' Hair', { delay: 120 });
  await expect(page).toHaveURL(/[?&]q=Ni%C5%9Fanta%C5%9F%C4%B1(\+|%20)Hair(&|$)/);
  await expect(name).toHaveValue('Nişantaşı Hair');
  expect(await focusedId(page)).toBe('filter-name');
  await expect(page.getByTestId('salon-card')).toHaveCount(1);
  await expect(page.getByTestId('salon-card')).toContainText('Nişantaşı Hair Studio');

  // Typing on after the results arrived: the caret is still at the end.
  await page.keyboard.type(' S', { delay: 120 });
  await expect(page).toHaveURL(/Hair(\+|%20)S(&|$)/);
  await expect(name).toHaveValue('Nişantaşı Hair S');
  expect(await focusedId(page)).toBe('filter-name');

  // The district with the arrow keys: focus stays on the select through each search.
  await name.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  const district = page.getByLabel('İlçe', { exact: true });
  await district.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/districtId=\d+/);
  const first = new URL(page.url()).searchParams.get('districtId');
  expect(await focusedId(page)).toBe('filter-district');
  await page.keyboard.press('ArrowDown');
  await expect(page).not.toHaveURL(new RegExp(`districtId=${first}(&|$)`));
  await expect(page).toHaveURL(/districtId=\d+/);
  expect(await focusedId(page)).toBe('filter-district');
});

test('from the list and from a city page, the first automatic search keeps the focus too', async ({ page }) => {
  for (const start of ['/salonlar', '/salonlar/istanbul']) {
    await page.goto(start);
    const name = page.getByLabel('Salon adı');
    await expect(page.getByRole('status').first()).toHaveText(/salon bulundu/);
    await name.click();
    await page.keyboard.type('Ha', { delay: 120 });
    await expect(page).toHaveURL(/\/salonlar\?.*q=Ha(&|$)/);
    await page.keyboard.type('ir', { delay: 120 });
    await expect(page).toHaveURL(/\/salonlar\?.*q=Hair(&|$)/);
    await expect(name).toHaveValue('Hair');
    expect(await focusedId(page)).toBe('filter-name');
    if (start !== '/salonlar') await expect(page.getByLabel('İl', { exact: true })).toHaveValue('34');
  }
  // A city link below the results changes the page under the form: the form follows it.
  await page.goto('/salonlar?q=Hair');
  await expect(page.getByLabel('Salon adı')).toHaveValue('Hair');
  await page.locator('a[href="/salonlar/istanbul"]').first().click();
  await expect(page).toHaveURL(/\/salonlar\/istanbul$/);
  await expect(page.getByLabel('Salon adı')).toHaveValue('');
  await expect(page.getByLabel('İl', { exact: true })).toHaveValue('34');
  await expect(page.getByLabel('İlçe', { exact: true }).locator('option', { hasText: 'Kadıköy' })).toHaveCount(1);
  // Back to the search: the form shows it again.
  await page.goBack();
  await expect(page).toHaveURL(/q=Hair/);
  await expect(page.getByLabel('Salon adı')).toHaveValue('Hair');
});

// The filter form lives in the directory's layout (so it keeps focus while searches render other
// routes); the page's breadcrumbs and heading still come before it, from the layout's @heading
// slot, and follow each search.
test('a list page reads breadcrumbs, heading, filter form, results, in that order, through searches', async ({ page }) => {
  const order = () => page.evaluate(() => {
    const parts = [
      document.querySelector('nav[aria-label="Sayfa yolu"]'), document.querySelector('main h1'),
      document.querySelector('form[role="search"]'), document.querySelector('[data-testid="salon-card"]'),
    ];
    if (parts.some((p) => !p)) return 'missing';
    return parts.slice(1).every((p, i) => parts[i]!.compareDocumentPosition(p!) & Node.DOCUMENT_POSITION_FOLLOWING) ? 'in order' : 'out of order';
  });
  await page.goto('/salonlar/istanbul/kadikoy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kadıköy, İstanbul Salonları');
  await expect(page.getByRole('navigation', { name: 'Sayfa yolu' })).toContainText('Kadıköy');
  expect(await order()).toBe('in order');

  await page.getByLabel('Salon adı').fill('Işıl');
  await expect(page).toHaveURL(/[?&]q=I%C5%9F%C4%B1l(&|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“Işıl” için arama sonuçları');
  expect(await order()).toBe('in order');
  await expect(page.getByLabel('Salon adı')).toBeFocused();
});

// Going Back (or following a link) within 300 ms of typing: the search still waiting for its
// debounce took the visitor back to where they had left, with the stale words.
test('going back while a search waits stays where the visitor went', async ({ page }) => {
  await page.clock.install();
  await page.goto('/salonlar/istanbul');
  await expect(page.getByRole('status').first()).toHaveText(/salon bulundu/);
  await page.getByRole('navigation', { name: 'İl ve ilçeler' }).getByRole('link', { name: /^Ankara/ }).click();
  await expect(page).toHaveURL(/\/salonlar\/ankara$/);
  await expect(page.getByLabel('İl', { exact: true })).toHaveValue('6');

  const name = page.getByLabel('Salon adı');
  await name.click();
  await page.keyboard.type('X');
  await page.goBack(); // the router shows İstanbul from its cache, well within the 300 ms
  await expect(page).toHaveURL(/\/salonlar\/istanbul$/);
  await page.clock.runFor(1000); // past the debounce: nothing may take the visitor elsewhere
  await page.waitForLoadState('networkidle'); // a search it started would be on its way by now
  await expect(page).toHaveURL(/\/salonlar\/istanbul$/);
  await expect(name).toHaveValue('');
  await expect(page.getByLabel('İl', { exact: true })).toHaveValue('34');
});

// Issue 24, item 20: after the login/logout server action (it sets a cookie, so Next refreshes
// the page) the router prefetched the current cached page segment by segment ('/_index',
// '/!KHNpdGUp/sayfa/$d$key/__PAGE__', …) and Next answered every one 404: with Next 16.4's
// prefetch inlining, pages rendered at run time carried no per-segment data (next.config.ts).
test('logging in and out fires no request that fails and logs no error', async ({ page }) => {
  await page.clock.install();
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()} ${response.request().headers()['next-router-segment-prefetch'] ?? ''}`);
  });
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });

  for (const path of ['/', '/salonlar']) {
    await page.goto(path);
    await openAuthDialogFromNavbar(page);
    await login(page, '05550000001', 'demo1234');
    await expect(toasts(page).getByText('Giriş Başarılı!')).toBeVisible();
    await expect(authDialog(page)).toBeHidden();
    // The refreshed page prefetches its links again (the navbar's '/', sections, /salonlar).
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Prefetches started by timers and idle callbacks: brought forward, then waited for.
    await page.clock.runFor(1500);
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test('a review page that does not exist leads to the last one, never to the salon\'s 404', async ({ request }) => {
  const list = await (await request.get('/salonlar')).text();
  const salonIds = [...new Set([...list.matchAll(/href="\/salon\/([0-9a-f-]{36})"/g)].map((m) => m[1]))].slice(0, 6);
  expect(salonIds.length).toBeGreaterThan(0);
  for (const id of salonIds) {
    const salonPath = `/salon/${id}`;
    const salonPage = await (await request.get(salonPath)).text();
    // Demo salons have at most 11 reviews, 10 to a page.
    const pageCount = salonPage.includes('yorumSayfa=2') ? 2 : 1;
    const last = pageCount > 1 ? `${salonPath}?yorumSayfa=${pageCount}` : salonPath;
    for (const page of [pageCount + 1, 0, 99_999]) {
      const url = `${salonPath}?yorumSayfa=${page}`;
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(307);
      // Next sends the redirect's Location twice ('a, a') for this cached route; browsers follow it.
      expect(response.headers().location.split(', ')[0], url).toBe(last);
      const followed = await request.get(url);
      expect(followed.status(), url).toBe(200);
      expect(followed.url(), url).toMatch(new RegExp(`${last.replace('?', '\\?')}$`));
    }
  }
});

test('\'Geri\' on a salon page keeps the search when the site was opened directly', async ({ page }) => {
  // Typed into the address bar: no referrer.
  await page.goto(`${SEARCH}&q=Hair`);
  await expect(page.getByLabel('Salon adı')).toHaveValue('Hair');
  await page.getByTestId('salon-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/salon\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/\/salonlar\?.*q=Hair/);
  await expect(page.getByLabel('Salon adı')).toHaveValue('Hair');
  await expect(page.getByLabel('İl', { exact: true })).toHaveValue('34');

  // Reloaded salon page (the list is no longer the previous entry): 'Geri' still leads to it.
  await page.getByTestId('salon-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/salon\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', /\/salonlar\?.*q=Hair/);
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/\/salonlar\?.*q=Hair/);
  await expect(page.getByLabel('Salon adı')).toHaveValue('Hair');
});

test('\'Haritada Gör\' shows it is busy while its code loads, and a failed download leaves the page intact', async ({ page, request }) => {
  const list = await (await request.get('/salonlar')).text();
  const salonPath = list.match(/href="(\/salon\/[0-9a-f-]{36})"/)![1];
  await page.goto(salonPath);
  const button = page.getByRole('button', { name: 'Haritada Gör' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A slow download: the button says it is busy until the dialog opens.
  const code = await holdRequests(page, '**/_next/static/**');
  await button.click();
  await code.waitForHeld();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toContainText('Yükleniyor');
  await code.release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  // 'Kapat' rather than Escape: an Escape pressed in the instant after the dialog shows, before
  // its key listener is attached, was lost once on a loaded machine.
  await page.getByRole('dialog').getByRole('button', { name: 'Kapat' }).click();
  await expect(button).toHaveAttribute('aria-busy', 'false');

  // A download that fails (offline, or an old tab after a deploy): a toast, the page stays.
  await page.reload();
  // The toasts' own code comes with the first interaction (components/ui/toaster.tsx), heard
  // once the root has hydrated: a Tab pressed before that was lost (issue 36, run R).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await waitForHydration(button);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: /Bildirim/ })).toBeAttached();
  await page.route('**/_next/static/**', (route) => route.abort('internetdisconnected'));
  await button.click();
  await expect(page.getByText('Harita yüklenemedi', { exact: true })).toBeVisible();
  await expect(page.getByText('Bir şeyler ters gitti')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
