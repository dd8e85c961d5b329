// Every panel page, endpoint and server action over real HTTP against the production build:
// without a valid session (no cookie, a forged one, a malformed one, a signed-out one, each
// also with the x-middleware-subrequest header that once skipped Next's middleware and as an
// RSC request) no response body of any status carries panel content, pages send the visitor
// to /panel/giris and actions answer the Turkish 401 without doing anything. (An expired
// session is the same lookup with a later clock: tests/db/panel-auth.test.ts.)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { callAction, serverActions } from './admin-action-http';
import { PANEL_MARKERS, PANEL_PAGES, panelSignInWithApi, registerTrialSalon } from './panel-helpers';

const VARIANTS: { name: string; headers: Record<string, string> }[] = [
  { name: 'document', headers: {} },
  { name: 'RSC request', headers: { RSC: '1' } },
  { name: 'x-middleware-subrequest', headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } },
  { name: 'x-middleware-subrequest (legacy)', headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } },
];

function assertNoPanelContent(body: string, where: string, salonName?: string) {
  for (const marker of PANEL_MARKERS) expect(body, `${where} leaks "${marker}"`).not.toContain(marker);
  if (salonName) expect(body, `${where} leaks the salon's name`).not.toContain(salonName);
}

/** The panel's action files: features/<domain>/actions[.<topic>].panel.ts. */
const actionFiles = readdirSync('features', { recursive: true, encoding: 'utf8' })
  .filter((f) => /^actions(\.[\w-]+)*\.panel\.ts$/.test(path.basename(f))).map((f) => path.join('features', f));

async function checkRefused(api: APIRequestContext, baseURL: string, cookie: string | null, label: string, salonName?: string) {
  for (const variant of VARIANTS) {
    const headers = { ...variant.headers, ...(cookie ? { cookie } : {}) };
    for (const page of PANEL_PAGES) {
      const response = await api.get(page, { headers, maxRedirects: 0 });
      const where = `${label} / ${variant.name} GET ${page} (${response.status()})`;
      assertNoPanelContent(await response.text(), where, salonName);
      expect([200, 303, 307, 308], where).toContain(response.status());
      if (variant.name !== 'RSC request') {
        expect(response.status(), where).toBe(307);
        expect(response.headers().location, where).toMatch(/\/panel\/giris$/);
      }
    }
  }
  for (const method of ['get', 'post'] as const) {
    const response = await api[method]('/api/panel/notices', { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
    const where = `${label} ${method.toUpperCase()} /api/panel/notices (${response.status()})`;
    expect(response.status(), where).toBe(401);
    expect(await response.json(), where).toEqual({ error: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.' });
  }
  const refs = serverActions(actionFiles);
  expect(refs.length).toBeGreaterThan(10);
  for (const ref of refs) {
    const answer = await callAction(api, baseURL, '/panel', ref, { id: '00000000-0000-4000-8000-000000000000', name: 'x' }, cookie ?? undefined);
    const where = `${label} action ${ref.file}#${ref.name} (${answer.status})`;
    assertNoPanelContent(answer.body, where, salonName);
    expect(answer.body, where).toContain('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
    expect(answer.body, where).toContain('"status":401');
  }
}

test.describe('panel routes without a valid session', () => {
  test('no cookie, a forged cookie and a malformed cookie see nothing private', async ({ baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    await checkRefused(api, baseURL!, null, 'no cookie');
    await checkRefused(api, baseURL!, `salon_session=${'a'.repeat(64)}`, 'forged cookie');
    await checkRefused(api, baseURL!, 'salon_session=x', 'malformed cookie');
    await api.dispose();
  });

  test('a signed-out session is refused at once; logout is idempotent', async ({ baseURL, page }) => {
    const salon = await registerTrialSalon(page);
    const api = await playwrightRequest.newContext({ baseURL });
    const cookie = await panelSignInWithApi(api, salon);
    const home = await api.get('/panel', { headers: { cookie }, maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain(salon.name);
    expect((await api.post('/api/panel/logout', { headers: { cookie } })).status()).toBe(200);
    expect((await api.post('/api/panel/logout', { headers: { cookie } })).status()).toBe(200);
    await checkRefused(api, baseURL!, cookie, 'signed-out session', salon.name);
    await api.dispose();
  });

  test('sign-in answers Turkish 4xx for bad input and one message for every mismatch', async ({ baseURL, page }) => {
    const salon = await registerTrialSalon(page);
    const api = await playwrightRequest.newContext({ baseURL });
    for (const data of ['not json', '{"salonCode":', '[]', '{}']) {
      const response = await api.post('/api/panel/login', { headers: { 'content-type': 'application/json' }, data });
      expect(response.status(), data).toBe(400);
      expect((await response.json()).error, data).toMatch(/[a-zçğıöşü]/i);
    }
    const wrong = [
      { salonCode: salon.salonCode, username: salon.username, password: 'yanlis123' },
      { salonCode: salon.salonCode, username: 'baskasi', password: salon.password },
      { salonCode: 'ZZZZZZ', username: salon.username, password: salon.password },
    ];
    for (const data of wrong) {
      const response = await api.post('/api/panel/login', { data });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ error: 'Salon kodu, kullanıcı adı veya şifre hatalı' });
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
    await api.dispose();
  });
});

test.describe('panel actions with bad input (issue 28)', () => {
  test('impossible dates, fractional hours and a null body get a Turkish 4xx, never a 500', async ({ baseURL, page }) => {
    const salon = await registerTrialSalon(page);
    const api = await playwrightRequest.newContext({ baseURL });
    const cookie = await panelSignInWithApi(api, salon);
    const [addClosedDate] = serverActions(['features/salon-settings/actions.hours.panel.ts']).filter((ref) => ref.name === 'addClosedDateAction');
    const [saveWeek] = serverActions(['features/salon-settings/actions.hours.panel.ts']).filter((ref) => ref.name === 'saveSalonWeekAction');
    for (const date of ['2026-13-01', '2026-12-32', '2026-00-10', '2027-02-29']) {
      const answer = await callAction(api, baseURL!, '/panel/saatler', addClosedDate, { date, note: '' }, cookie);
      expect(answer.status, date).toBe(200); // an action's refusal travels in its result
      expect(answer.body, date).toContain('"status":400');
      expect(answer.body, date).toContain('Geçerli bir tarih seçin');
    }
    const days = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, open: 540, close: 1080 }));
    days[1] = { ...days[1], open: 9.5 };
    const fractional = await callAction(api, baseURL!, '/panel/saatler', saveWeek, { days }, cookie);
    expect(fractional.body).toContain('"status":400');
    expect(fractional.body).toContain('Açılış saati SS:DD biçiminde olmalıdır');
    expect(fractional.body).not.toMatch(/Invalid input|expected/);

    for (const data of ['null', '42', '{"date":"2026-12-01"}']) {
      const raw = await api.post('/panel/saatler', {
        headers: { 'next-action': addClosedDate.id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: baseURL!, cookie },
        data, maxRedirects: 0,
      });
      expect(raw.status(), data).toBe(400);
      expect(await raw.json(), data).toEqual({ error: 'Geçersiz istek.' });
    }
    await api.dispose();
  });
});

test('the salon page shows each day’s own hours, on a phone and to search engines (issue 28)', async ({ baseURL, page }) => {
  const salon = await registerTrialSalon(page);
  const api = await playwrightRequest.newContext({ baseURL });
  const cookie = await panelSignInWithApi(api, salon);
  const [saveWeek] = serverActions(['features/salon-settings/actions.hours.panel.ts']).filter((ref) => ref.name === 'saveSalonWeekAction');
  // Closed on Sunday, open late on Friday, 10–17 on Saturday.
  const days = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek, isOpen: dayOfWeek !== 0, open: dayOfWeek === 6 ? '10:00' : '09:00', close: { 5: '23:30', 6: '17:00' }[dayOfWeek] ?? '18:00',
  }));
  const saved = await callAction(api, baseURL!, '/panel/saatler', saveWeek, { days }, cookie);
  expect(saved.body).toContain('"ok":true');
  await api.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/salon/${salon.salonId}`);
  const hours = page.getByTestId('opening-hours');
  await expect(hours).toContainText('Pazartesi – Perşembe09:00 – 18:00');
  await expect(hours).toContainText('Cuma09:00 – 23:30');
  await expect(hours).toContainText('Cumartesi10:00 – 17:00');
  await expect(hours).toContainText('PazarKapalı');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BeautySalon')!;
  expect(jsonLd.openingHoursSpecification).toEqual([
    expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`), opens: '09:00', closes: '18:00' }),
    expect.objectContaining({ dayOfWeek: ['https://schema.org/Friday'], opens: '09:00', closes: '23:30' }),
    expect.objectContaining({ dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '17:00' }),
  ]);
});
