// Every admin route and endpoint over real HTTP against the production build: without a valid
// session (no cookie, a forged one, a signed-out one, a deactivated admin's, plus the
// x-middleware-subrequest header that once skipped Next's middleware) no response body of any
// status carries admin content; a moderator gets 403 on admin-level screens; the sign-in limit
// keys on the address the trusted proxy saw, so rotating what a client writes into
// X-Forwarded-For does not reset it.
import http from 'node:http';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_SCREENS, ROLE_LEVEL } from '@/platform/access/admin-roles';
import { createAdminAccount, newAdminEmail, signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';

const PAGES = ADMIN_SCREENS.map((s) => s.href);
const API_GETS = ['/api/admin/session', '/api/admin/notifications', '/api/admin/contacts', '/api/admin/contacts/export'];
// What only a signed-in admin's page contains: the sidebar, the user menu, any screen's heading.
const PRIVATE_MARKERS = ['Yönetim menüsü', 'Kullanıcı menüsü', 'Bu bölüm hazırlanıyor', 'Kontrol Paneli', 'Toplam', 'admin@e2e.test'];

function assertNoAdminContent(body: string, where: string) {
  for (const marker of PRIVATE_MARKERS) expect(body, `${where} leaks "${marker}"`).not.toContain(marker);
  for (const screen of ADMIN_SCREENS) expect(body, `${where} leaks the heading of ${screen.href}`).not.toMatch(new RegExp(`<h1[^>]*>${screen.label}`));
}

async function freshContext(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

const VARIANTS: { name: string; headers: (cookie: string | null) => Record<string, string> }[] = [
  { name: 'document', headers: () => ({}) },
  { name: 'RSC request', headers: () => ({ RSC: '1' }) },
  { name: 'x-middleware-subrequest', headers: () => ({ 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }) },
  { name: 'x-middleware-subrequest (legacy)', headers: () => ({ 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }) },
];

async function checkRefused(api: APIRequestContext, cookie: string | null, label: string) {
  for (const variant of VARIANTS) {
    const headers = { ...variant.headers(cookie), ...(cookie ? { cookie } : {}) };
    for (const path of PAGES) {
      const response = await api.get(path, { headers, maxRedirects: 0 });
      const where = `${label} / ${variant.name} GET ${path} (${response.status()})`;
      assertNoAdminContent(await response.text(), where);
      expect([200, 303, 307, 308], where).toContain(response.status());
      if (variant.name === 'document' && response.status() !== 200) expect(response.headers().location, where).toMatch(/\/admin\/login/);
    }
    for (const path of API_GETS) {
      const response = await api.get(path, { headers, maxRedirects: 0 });
      const where = `${label} / ${variant.name} GET ${path} (${response.status()})`;
      assertNoAdminContent(await response.text(), where);
      // Next answers an RSC-flagged request to a route handler with a redirect of its own.
      if (variant.name === 'RSC request') { expect(response.status(), where).not.toBe(200); continue; }
      expect(response.status(), where).toBe(401);
      const body = await response.json();
      expect(Object.keys(body), where).toEqual(['error']);
      expect(['Geçersiz veya süresi dolmuş token', 'Hesap devre dışı'], where).toContain(body.error);
    }
  }
}

test.describe('admin routes without a valid session', () => {
  test('no cookie, a forged cookie and a malformed cookie see nothing private', async ({ baseURL }) => {
    const api = await freshContext(baseURL!);
    await checkRefused(api, null, 'no cookie');
    await checkRefused(api, `admin_session=${'a'.repeat(64)}`, 'forged cookie');
    await checkRefused(api, 'admin_session=x', 'malformed cookie');
    await api.dispose();
  });

  test('a signed-out session and a deactivated admin\'s session are refused at once', async ({ baseURL, page }) => {
    const api = await freshContext(baseURL!);
    const cookie = await signInWithApi(api, SUPERADMIN.email, SUPERADMIN.password);
    const valid = await api.get('/api/admin/session', { headers: { cookie } });
    expect(await valid.json()).toEqual({ admin: { id: expect.any(String), email: SUPERADMIN.email, fullName: expect.any(String), role: 'superadmin' } });
    expect((await api.post('/api/admin/logout', { headers: { cookie } })).status()).toBe(200);
    await checkRefused(api, cookie, 'signed-out session');

    // A moderator whose account a superadmin deactivates: 'Hesap devre dışı' on the next request.
    const email = newAdminEmail('pasif');
    await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await createAdminAccount(page, { email, fullName: 'Pasif Moderatör', role: 'Moderatör', password: 'moderator-sifre' });
    const moderatorCookie = await signInWithApi(api, email, 'moderator-sifre');
    expect((await api.get('/api/admin/session', { headers: { cookie: moderatorCookie } })).status()).toBe(200);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `${email} hesabını devre dışı bırak` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Devre dışı bırak' }).click();
    await expect(row.getByText('Devre dışı', { exact: true })).toBeVisible();
    await checkRefused(api, moderatorCookie, 'deactivated admin');
    await api.dispose();
  });
});

test('a moderator gets the Turkish 403 page on every admin-level screen and no menu item for it', async ({ baseURL, page }) => {
  const email = newAdminEmail('moderator');
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await createAdminAccount(page, { email, fullName: 'Mehmet Moderatör', role: 'Moderatör', password: 'moderator-sifre' });

  const api = await freshContext(baseURL!);
  const cookie = await signInWithApi(api, email, 'moderator-sifre');
  for (const screen of ADMIN_SCREENS) {
    const response = await api.get(screen.href, { headers: { cookie }, maxRedirects: 0 });
    const body = await response.text();
    if (screen.level > ROLE_LEVEL.moderator) {
      expect(response.status(), screen.href).toBe(403);
      expect(body, screen.href).toContain('Erişim Engellendi');
      expect(body, screen.href).not.toMatch(new RegExp(`<h1[^>]*>${screen.label}`));
      expect(body, screen.href).not.toContain('Bu bölüm hazırlanıyor');
    } else {
      expect(response.status(), screen.href).toBe(200);
    }
    // The menu lists exactly the screens a moderator may open.
    expect(body.includes(`href="${screen.href}"`), `menu item ${screen.href}`).toBe(screen.level <= ROLE_LEVEL.moderator);
  }
  const notifications = await api.get('/api/admin/notifications', { headers: { cookie } });
  expect(notifications.status()).toBe(200);
  await api.dispose();
});

/** A POST from a chosen loopback source address (the whole 127/8 is local on Linux). */
function postFrom(baseURL: string, localAddress: string, path: string, body: unknown, headers: Record<string, string>) {
  const url = new URL(path, baseURL);
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
    }, (res) => {
      let text = '';
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

test('rotating what a client writes into X-Forwarded-For does not reset the sign-in limit of its address', async ({ baseURL }) => {
  // The journeys' servers believe one proxy hop (TRUSTED_PROXY_HOPS=1, playwright.config.ts): the
  // proxy appends the address it saw to whatever the client sent, and only that entry counts.
  // (Without trusted hops the socket's address counts: server/client-address.mjs and its tests.)
  const seen = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const viaProxy = (forged: string, client = seen) => ({ 'x-forwarded-for': `${forged}, ${client}`, 'x-real-ip': forged });
  // ADDRESS_MAX_FAILURES (platform/access/rate-limit.ts): failures from one address across e-mails.
  for (let i = 0; i < 30; i++) {
    const r = await postFrom(baseURL!, '127.0.0.1', '/api/admin/login', { email: `yok${i}@e2e.test`, password: 'yanlis' }, viaProxy(`203.0.113.${i + 1}`));
    expect(r.status, r.body).toBe(401);
    expect(JSON.parse(r.body)).toEqual({ error: 'E-posta veya şifre hatalı' });
  }
  const blocked = await postFrom(baseURL!, '127.0.0.1', '/api/admin/login', SUPERADMIN, viaProxy('192.0.2.250'));
  expect(blocked.status).toBe(429);
  expect(JSON.parse(blocked.body).error).toBe('Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.');
  // Another address behind the same proxy (the e-mail itself was never guessed at) still signs in.
  const other = await postFrom(baseURL!, '127.0.0.1', '/api/admin/login', SUPERADMIN, viaProxy(seen, '198.18.255.9'));
  expect(other.status).toBe(200);
});

test('a server action checks the session itself: a moderator\'s or a signed-out request writes nothing', async ({ page, context, baseURL }) => {
  const moderatorEmail = newAdminEmail('yetkisiz');
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await createAdminAccount(page, { email: moderatorEmail, fullName: 'Yetkisiz Moderatör', role: 'Moderatör', password: 'moderator-sifre' });
  const api = await freshContext(baseURL!);
  const moderatorCookie = await signInWithApi(api, moderatorEmail, 'moderator-sifre');
  await api.dispose();

  const attempt = async (email: string) => {
    await page.goto('/admin/admin-users');
    await page.getByRole('button', { name: 'Yeni Yönetici' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Yönetici' });
    await dialog.getByLabel('E-posta').fill(email);
    await dialog.getByLabel('Ad Soyad').fill('Sızma Denemesi');
    await dialog.getByLabel('Rol').selectOption({ label: 'Süper Yönetici' });
    await dialog.getByLabel('İlk Şifre', { exact: true }).fill('sizma-sifresi');
    return dialog;
  };

  // The form was opened by a superadmin, but the request now carries a moderator's session.
  const byModerator = newAdminEmail('sizma');
  const dialog = await attempt(byModerator);
  const superCookie = (await context.cookies()).find((c) => c.name === 'admin_session')!;
  await context.addCookies([{ ...superCookie, value: moderatorCookie.split('=')[1] }]);
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page.getByText('Bu işlem için yetkiniz yok').first()).toBeVisible();
  await context.addCookies([superCookie]);

  // A forged cookie (it passes the proxy's presence check): the action itself sends to the login page.
  const signedOut = newAdminEmail('sizma');
  const dialog2 = await attempt(signedOut);
  await context.addCookies([{ ...superCookie, value: 'b'.repeat(64) }]);
  await dialog2.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  // Neither account exists.
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  for (const email of [byModerator, signedOut]) {
    await page.goto(`/admin/admin-users?q=${encodeURIComponent(email)}`);
    await expect(page.getByText('Aramanıza uyan yönetici bulunamadı')).toBeVisible();
  }
});
