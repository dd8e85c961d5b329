// The site pricing card server actions over real HTTP, called the way the browser calls them
// (POST with the Next-Action id from the build's manifest): without a session each is turned
// away to /admin/login, a moderator is refused ('Bu işlem için yetkiniz yok') and changes
// nothing, and an admin's call with a script or off-site-trick link is refused by the server's
// own check (the form's check can be skipped by anyone who posts directly). And in the browser:
// the edit dialog, reopened without a reload after a save or a toggle, shows what is saved, so
// a rename keeps the popular flag.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createAdminAccount, newAdminEmail, signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';

const port = Number(process.env.E2E_PORT ?? 3200);
const FILE = 'features/content/actions.admin.ts';
const PAGE = '/admin/content';

function actionIds(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(`.next-e2e-${port}/server/server-reference-manifest.json`, 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  return Object.fromEntries(Object.entries(manifest.node)
    .filter(([, v]) => v.filename === FILE && /SitePricingCard/.test(v.exportedName ?? ''))
    .map(([id, v]) => [v.exportedName!, id]));
}

async function call(api: APIRequestContext, baseURL: string, id: string, input: unknown, cookie?: string) {
  const response = await api.post(PAGE, {
    headers: { 'next-action': id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: baseURL, ...(cookie ? { cookie } : {}) },
    data: JSON.stringify([input]),
    maxRedirects: 0,
  });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

const card = (name: string, over: Record<string, unknown> = {}) => ({
  name, price: '₺1', period: 'aylık', features: 'Bir\nİki', popular: false, isVisible: false,
  buttonText: 'Git', buttonType: 'scroll', buttonLink: '#contact', ...over,
});

test('pricing card actions: no session → login, a moderator is refused, the server refuses unsafe links', async ({ baseURL, page }) => {
  const ids = actionIds();
  expect(Object.keys(ids).sort()).toEqual([
    'deleteSitePricingCardAction', 'moveSitePricingCardAction', 'saveSitePricingCardAction', 'setSitePricingCardFlagAction',
  ]);
  // One request context per caller: a context keeps the cookies of its own sign-in.
  const api = await playwrightRequest.newContext({ baseURL });
  const anon = await playwrightRequest.newContext({ baseURL });
  const modApi = await playwrightRequest.newContext({ baseURL });
  const admin = await signInWithApi(api, SUPERADMIN.email, SUPERADMIN.password);

  // A hidden card (hidden, so the landing's plans are not replaced while this runs).
  const name = `Rol Denemesi ${Date.now().toString(36)}`;
  const created = await call(api, baseURL!, ids.saveSitePricingCardAction, card(name), admin);
  expect(created.body).toContain('Fiyat kartı eklendi');
  const cardId = /"id":"([0-9a-f-]{36})"/.exec(created.body)?.[1];
  expect(cardId).toBeTruthy();

  const inputs: Record<string, unknown> = {
    saveSitePricingCardAction: { ...card('Ele Geçirildi', { isVisible: true }), id: cardId },
    deleteSitePricingCardAction: { id: cardId },
    moveSitePricingCardAction: { id: cardId, direction: -1 },
    setSitePricingCardFlagAction: { id: cardId, flag: 'isVisible', value: true },
  };
  for (const [action, input] of Object.entries(inputs)) {
    const anonymous = await call(anon, baseURL!, ids[action], input);
    expect(anonymous.body, action).not.toContain('"ok":true');
    expect(`${anonymous.headers['x-action-redirect'] ?? ''} ${anonymous.headers.location ?? ''}`, action).toContain('/admin/login');
  }

  const email = newAdminEmail('fiyat-moderator');
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await createAdminAccount(page, { email, fullName: 'Fiyat Moderatörü', role: 'Moderatör', password: 'moderator-sifre' });
  const moderator = await signInWithApi(modApi, email, 'moderator-sifre');
  for (const [action, input] of Object.entries(inputs)) {
    const refused = await call(modApi, baseURL!, ids[action], input, moderator);
    expect(refused.body, action).not.toContain('"ok":true');
    expect(refused.body, action).toContain('Bu işlem için yetkiniz yok');
  }

  // The server's own link check, past the form.
  for (const [buttonType, buttonLink, message] of [
    ['link', 'javascript:alert(1)', 'Bağlantı / ile başlayan bir site adresi'],
    ['link', '//kotu.example', 'Bağlantı / ile başlayan bir site adresi'],
    ['scroll', 'javascript:alert(1)', 'Bölüm bağlantısı şunlardan biri olmalıdır'],
  ]) {
    const bad = await call(api, baseURL!, ids.saveSitePricingCardAction, { ...card('Kötü Bağlantı', { buttonType, buttonLink }), id: cardId }, admin);
    expect(bad.body, buttonLink).not.toContain('"ok":true');
    expect(bad.body, buttonLink).toContain(message);
  }

  // Nothing the refused calls asked for happened: the card is there, hidden, under its name.
  await page.goto('/admin/content?tab=pricing');
  const adminCard = page.getByTestId('site-pricing-card-admin').filter({ hasText: name });
  await expect(adminCard).toContainText('Gizli');
  await expect(adminCard).toContainText('Buton: Git → #contact');
  await page.goto('/');
  await expect(page.locator('#pricing')).not.toContainText(name);
  await expect(page.locator('#pricing')).not.toContainText('Ele Geçirildi');

  expect((await call(api, baseURL!, ids.deleteSitePricingCardAction, { id: cardId }, admin)).body).toContain('Fiyat kartı silindi');
  await Promise.all([api.dispose(), anon.dispose(), modApi.dispose()]);
});

test('a card made popular stays popular through a rename: the dialog reopened without a reload shows what is saved', async ({ page }) => {
  const tag = Date.now().toString(36);
  const first = `Popüler Kart ${tag}`;
  const renamed = `Yeni Adlı Kart ${tag}`;
  const adminCard = (name: string) => page.getByTestId('site-pricing-card-admin').filter({ hasText: name });
  const popularBadge = (name: string) => adminCard(name).getByText('En Popüler', { exact: true });
  const edit = page.getByRole('dialog', { name: 'Fiyat Kartını Düzenle' });
  const openEdit = (name: string) => page.getByRole('button', { name: `${name} fiyat kartını düzenle` }).click();

  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/content?tab=pricing');
  // Hidden: a visible card would replace the plans on `/` that other journeys of the run look at.
  await page.getByRole('button', { name: 'Yeni Fiyat Kartı' }).click();
  const create = page.getByRole('dialog', { name: 'Yeni Fiyat Kartı' });
  await create.getByLabel('Plan adı').fill(first);
  await create.getByLabel('Fiyat', { exact: true }).fill('₺199');
  await create.getByLabel('Özellikler (her satıra bir özellik)').fill('Sınırsız randevu\nSMS hatırlatma');
  await create.getByLabel('Görünür').uncheck();
  await create.getByRole('button', { name: 'Ekle' }).click();
  await expect(create).toBeHidden();
  await expect(adminCard(first)).toContainText('Gizli');
  await expect(popularBadge(first)).toHaveCount(0);

  // Made popular with the card's own button, then edited without a reload (issue 24 item 1:
  // the dialog showed the flag off, and saving the rename took it away).
  await page.getByRole('button', { name: `${first} kartını en popüler yap` }).click();
  await expect(popularBadge(first)).toBeVisible();
  await openEdit(first);
  await expect(edit.getByLabel('En popüler')).toBeChecked();
  await edit.getByLabel('Plan adı').fill(renamed);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(popularBadge(renamed)).toBeVisible();
  await expect(adminCard(first)).toHaveCount(0);

  // Reopened after that save, still without a reload: the new name and the flag.
  await openEdit(renamed);
  await expect(edit.getByLabel('Plan adı')).toHaveValue(renamed);
  await expect(edit.getByLabel('En popüler')).toBeChecked();
  await expect(edit.getByLabel('Görünür')).not.toBeChecked();
  await edit.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(edit).toBeHidden();

  await page.reload();
  await expect(popularBadge(renamed)).toBeVisible();
  await expect(adminCard(renamed)).toContainText('Gizli');
  await expect(adminCard(first)).toHaveCount(0);

  // The flag taken off in the dialog: reopened without a reload, it is off.
  await openEdit(renamed);
  await expect(edit.getByLabel('En popüler')).toBeChecked();
  await edit.getByLabel('En popüler').uncheck();
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(popularBadge(renamed)).toHaveCount(0);
  await openEdit(renamed);
  await expect(edit.getByLabel('En popüler')).not.toBeChecked();
  await expect(edit.getByLabel('Plan adı')).toHaveValue(renamed);
  await edit.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: `${renamed} fiyat kartını sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(adminCard(renamed)).toHaveCount(0);
});
