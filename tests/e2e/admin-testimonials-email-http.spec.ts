// Every server action and route behind /admin/testimonials and /admin/email-test (admin level,
// platform/access/admin-roles.ts) over real HTTP, called as the browser calls them: without a session or
// with a forged one each is turned away to /admin/login (routes: 401), a moderator is refused
// ('Bu işlem için yetkiniz yok', routes: 403), and an admin ('Yönetici') is let through with
// the very same call, so the refusals are about the session, not the request. A refused call
// changes nothing: the testimonial stays on `/` as it was, no test message is queued.
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { PNG_1X1 } from '../support/images';
import { callAction, redirectOf, serverActions, type ActionAnswer, type ActionRef } from './admin-action-http';
import { createAdminAccount, gotoLandingShowing, newAdminEmail, signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';

const FILES: Record<string, string> = {
  'features/content/actions.testimonials.admin.ts': '/admin/testimonials',
  'features/back-office/actions.email-test.admin.ts': '/admin/email-test',
};
const NOWHERE = '00000000-0000-4000-8000-000000000000';
const FORGED = `admin_session=${'c'.repeat(64)}`;
const tag = Date.now().toString(36);
const intruderTo = `sizma-${tag}@example.com`;

/** A well-formed input for each action, aimed at the testimonial `id`. */
function inputFor(name: string, id: string): unknown {
  switch (name) {
    case 'saveTestimonialAction': return { id, name: `Ele Geçirildi ${tag}`, role: '', company: '', rating: '1', comment: `Ele geçirildi ${tag}`, image: '', isVisible: true };
    case 'setTestimonialVisibleAction': return { id, isVisible: false };
    case 'deleteTestimonialAction': return { id };
    case 'sendTestEmailAction': return { to: intruderTo };
    case 'retryEmailAction': return { id: NOWHERE };
    default: throw new Error(`No input for ${name}`);
  }
}

const upload = (api: APIRequestContext, cookie?: string) => api.post('/api/admin/uploads?kind=testimonials', {
  headers: cookie ? { cookie } : {}, multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG_1X1 } },
});

function expectOk(answer: ActionAnswer, where: string) {
  expect(answer.body, where).toContain('"ok":true');
}

test('testimonial and e-mail test actions and routes refuse without a session and below the admin level', async ({ baseURL, page }) => {
  const refs = serverActions(Object.keys(FILES));
  expect(refs.map((r) => r.name).sort()).toEqual([
    'deleteTestimonialAction', 'retryEmailAction', 'saveTestimonialAction', 'sendTestEmailAction', 'setTestimonialVisibleAction',
  ]);
  const byName = (name: string) => refs.find((r) => r.name === name)!;
  const call = (ref: ActionRef, input: unknown, cookie?: string) => callAction(api, baseURL!, FILES[ref.file], ref, input, cookie);

  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const moderatorEmail = newAdminEmail('yorum-moderator');
  const adminEmail = newAdminEmail('yorum-yonetici');
  await createAdminAccount(page, { email: moderatorEmail, fullName: 'Yorum Moderatörü', role: 'Moderatör', password: 'moderator-sifre' });
  await createAdminAccount(page, { email: adminEmail, fullName: 'Yorum Yöneticisi', role: 'Yönetici', password: 'yonetici-sifre' });
  // Sign-ins in a context of their own, so `api` keeps no cookie and sends only the one given.
  const logins = await playwrightRequest.newContext({ baseURL });
  const moderator = await signInWithApi(logins, moderatorEmail, 'moderator-sifre');
  const admin = await signInWithApi(logins, adminEmail, 'yonetici-sifre');
  await logins.dispose();
  const api = await playwrightRequest.newContext({ baseURL });

  // The target: a testimonial the admin adds through the same action.
  const name = `Hedef Yorum ${tag}`;
  const created = await call(byName('saveTestimonialAction'), { id: null, name, role: '', company: '', rating: '5', comment: `Dokunulmamalı ${tag}`, image: '', isVisible: true }, admin);
  expectOk(created, 'admin adds a testimonial');
  const id = /"id":"([0-9a-f-]{36})"/.exec(created.body)?.[1];
  expect(id).toBeTruthy();

  for (const ref of refs) {
    for (const [label, cookie] of [['no session', undefined], ['forged session', FORGED]] as const) {
      const answer = await call(ref, inputFor(ref.name, id!), cookie);
      const where = `${ref.name} with ${label} (${answer.status})`;
      expect(answer.body, where).not.toContain('"ok":true');
      expect(redirectOf(answer), where).toContain('/admin/login');
    }
    const refused = await call(ref, inputFor(ref.name, id!), moderator);
    const where = `${ref.name} as a moderator (${refused.status})`;
    expect(refused.body, where).not.toContain('"ok":true');
    expect(refused.body, where).toContain('Bu işlem için yetkiniz yok');
  }
  for (const path of ['/admin/testimonials', '/admin/email-test']) {
    expect((await api.get(path, { maxRedirects: 0 })).headers().location, path).toMatch(/\/admin\/login/);
    expect((await api.get(path, { headers: { cookie: moderator } })).status(), path).toBe(403);
  }
  expect((await upload(api)).status()).toBe(401);
  expect((await upload(api, FORGED)).status()).toBe(401);
  expect((await upload(api, moderator)).status()).toBe(403);

  // Nothing changed: the testimonial is on `/` as the admin wrote it; no test message was queued.
  // (`/` is awaited to show the admin's own save first: gotoLandingShowing says why.)
  await gotoLandingShowing(page, name);
  await expect(page.locator('#testimonials')).toContainText(name);
  await expect(page.locator('#testimonials')).not.toContainText(`Ele geçirildi ${tag}`);
  await page.goto('/admin/email-test');
  await expect(page.getByRole('heading', { name: 'Son Gönderilen E-postalar' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: intruderTo })).toHaveCount(0);

  // The admin level is enough for each of them, with the same inputs.
  expect((await upload(api, admin)).status()).toBe(201);
  expectOk(await call(byName('sendTestEmailAction'), inputFor('sendTestEmailAction', id!), admin), 'admin sends a test message');
  const retry = await call(byName('retryEmailAction'), inputFor('retryEmailAction', id!), admin);
  expect(retry.body, 'admin retries').not.toContain('Bu işlem için yetkiniz yok');
  expect(redirectOf(retry), 'admin retries').not.toContain('/admin/login');
  for (const name of ['saveTestimonialAction', 'setTestimonialVisibleAction', 'deleteTestimonialAction']) {
    expectOk(await call(byName(name), inputFor(name, id!), admin), `admin: ${name}`);
  }
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: intruderTo })).toHaveCount(1);
  await page.goto('/');
  await expect(page.locator('#testimonials')).not.toContainText(name);
  await api.dispose();
});
