// The operator's journey through the back-office in Chromium: sign in (back to the page first
// asked for), the dashboard, the activity feed filtered and searched, the bell refreshing by
// itself, change password (other sessions end), sign out — and the back button shows nothing.
// The admin accounts screen's role dialog shows the saved role when reopened after a save.
import { waitForHydration } from './ready';
import { expect, test, type Page } from '@playwright/test';
import { createAdminAccount, newAdminEmail, signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

function statValue(page: Page, testId: string) {
  return page.getByTestId(testId).innerText();
}

test('sign in → dashboard → activities → change password → sign out, and the back button shows nothing private', async ({ page, request }) => {
  const email = newAdminEmail('operator');
  const firstPassword = 'ilk-sifre-123';
  const newPassword = 'yeni-sifre-456';

  // A superadmin creates the operator's account (the modal form pattern), then signs out.
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await createAdminAccount(page, { email, fullName: 'Oya Operatör', role: 'Yönetici', password: firstPassword });
  await signOut(page);

  // The operator first asks for the activities page and lands there after signing in.
  await page.goto('/admin/activities');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Factivities$/);
  await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-posta veya şifre hatalı' })).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tüm Aktiviteler' })).toBeVisible();

  // A second browser session of the same operator, to see it end at the password change.
  const otherSession = await signInWithApi(request, email, firstPassword);

  // Menu: an admin sees admin screens but not the superadmin ones; the current item is marked.
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(menu.getByRole('link', { name: 'Tüm Aktiviteler' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Fiyatlandırma Yönetimi' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Yönetici Hesapları' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'PayTR Ayarları' })).toHaveCount(0);

  // Activities: filter by customers, then search; the URL carries both, the back button undoes.
  const customersTab = page.getByRole('navigation', { name: 'Aktivite türü' }).getByRole('link', { name: /Müşteriler/ });
  const customerCount = Number((await customersTab.innerText()).match(/\((\d+)\)/)?.[1]);
  await customersTab.click();
  await expect(page).toHaveURL(/filter=customers/);
  const feed = page.getByRole('region', { name: 'Aktiviteler' });
  await expect(feed.getByRole('listitem').first()).toBeVisible();
  expect(await feed.getByText('Randevu', { exact: true }).count()).toBe(0);
  const firstName = (await feed.getByRole('listitem').first().locator('p.font-medium').innerText()).split(' ')[0];
  await page.getByRole('searchbox', { name: 'Aktivitelerde ara' }).fill(firstName);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(firstName)}`));
  await expect(feed.getByRole('listitem').first()).toContainText(firstName);
  for (const item of await feed.getByRole('listitem').all()) await expect(item).toContainText(firstName);
  await page.getByRole('searchbox', { name: 'Aktivitelerde ara' }).fill('bu-metin-hicbir-yerde-yok');
  await expect(feed.getByText('Aramanıza uyan aktivite bulunamadı')).toBeVisible();
  await page.getByRole('link', { name: 'Kontrol Paneline Dön' }).click();

  // Dashboard: four figures; the customer figure agrees with the feed's customer count.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible();
  const customers = Number((await statValue(page, 'stat-customers')).replace(/\./g, ''));
  expect(customers).toBeGreaterThanOrEqual(customerCount);
  expect(Number((await statValue(page, 'stat-active-salons')).replace(/\./g, ''))).toBeGreaterThan(0);
  expect(await statValue(page, 'stat-appointments')).toMatch(/^[\d.]+$/);
  expect(await statValue(page, 'stat-rating')).toMatch(/^\d,\d$|^—$/);
  await expect(page.getByRole('img', { name: /Son 30 günde günlük randevu sayısı/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Son Aktiviteler' }).getByRole('listitem')).toHaveCount(8);
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });

  // Change password: a wrong current password is refused, the right one works and ends the other session.
  await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Şifre Değiştir' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.getByLabel('Mevcut Şifre', { exact: true }).fill('yanlis-sifre');
  await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
  await page.getByLabel('Yeni Şifre (Tekrar)', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByText('Mevcut şifre yanlış').first()).toBeVisible();
  await page.getByLabel('Mevcut Şifre', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByText('Şifre başarıyla değiştirildi').first()).toBeVisible();
  expect((await request.get('/api/admin/session', { headers: { cookie: otherSession } })).status()).toBe(401);

  // Sign out; the back button does not bring any private page back.
  await signOut(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toHaveCount(0);
  await expect(page.getByText('Şifre Değiştir')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toHaveCount(0);

  // The new password is the one that works now.
  await signInWithForm(page, email, firstPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'E-posta veya şifre hatalı' })).toBeVisible();
  await signInWithForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/admin$/);
});

test('the bell shows a new contact message within seconds, without a reload', async ({ page, browser }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const name = `Bildirim ${Date.now().toString(36)}`;

  const visitor = await browser.newPage();
  await visitor.goto('/#contact');
  await visitor.getByLabel('Ad Soyad').fill(name);
  await visitor.getByLabel('E-posta').fill('bildirim@example.com');
  await visitor.getByLabel('Mesajınız').fill('Merhaba, demo talep ediyorum.');
  await visitor.getByRole('button', { name: 'Mesaj Gönder' }).click();
  await expect(visitor.getByText(/başarıyla|teşekkür/i).first()).toBeVisible();
  await visitor.close();

  await expect(page.getByTestId('notification-badge')).toHaveText(/^([1-9]|9\+)$/, { timeout: 8000 });
  const bell = page.getByRole('button', { name: /^Bildirimler/ });
  await waitForHydration(bell);
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').filter({ hasText: name })).toBeVisible({ timeout: 8000 });
  expect(await menu.getByRole('menuitem').count()).toBeLessThanOrEqual(5);
});

test('on a phone the sidebar is behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const menuLink = page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Tüm Aktiviteler' });
  await expect(menuLink).not.toBeInViewport();
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(menuLink).toBeInViewport();
  await menuLink.click();
  await expect(page).toHaveURL(/\/admin\/activities$/);
  await expect(menuLink).not.toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a moderator made admin stays admin: the role dialog reopened without a reload says admin, and saving it again keeps it', async ({ page }) => {
  const email = newAdminEmail('rol-degisimi');
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await createAdminAccount(page, { email, fullName: 'Rol Değişimi', role: 'Moderatör', password: 'moderator-sifre' });
  await page.goto(`/admin/admin-users?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  const roleCell = row.getByRole('cell').nth(2);
  await expect(roleCell).toHaveText('Moderatör');

  const openRoleDialog = async () => {
    await row.getByRole('button', { name: `${email} rolünü değiştir` }).click();
    return page.getByRole('dialog', { name: 'Rolü Değiştir' });
  };
  let dialog = await openRoleDialog();
  await expect(dialog.getByLabel('Rol')).toHaveValue('moderator');
  await dialog.getByLabel('Rol').selectOption({ label: 'Yönetici' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(roleCell).toHaveText('Yönetici');

  // Issue 24 item 1: reopened without a reload the dialog said 'Moderatör', and Kaydet demoted them.
  dialog = await openRoleDialog();
  await expect(dialog.getByLabel('Rol')).toHaveValue('admin');
  await expect(dialog.getByLabel('Rol').locator('option:checked')).toHaveText('Yönetici');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(roleCell).toHaveText('Yönetici');
  dialog = await openRoleDialog();
  await expect(dialog.getByLabel('Rol')).toHaveValue('admin');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
});

test('a filter clicked while a cleared search still waits keeps both: the filter on, the search cleared (issue 29)', async ({ page }) => {
  await page.clock.install(); // the search waits 300 ms for the next key: this journey decides when they pass
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/activities?q=a');
  const search = page.getByRole('searchbox', { name: 'Aktivitelerde ara' });
  const reviews = page.getByRole('navigation', { name: 'Aktivite türü' }).getByRole('link', { name: /Yorumlar/ });
  // The table streams in its own boundary, hydrated after the page's root (hydration.ts).
  await waitForHydration(search, reviews);
  await expect(search).toHaveValue('a');
  await search.fill('');
  await expect(search).toHaveValue('');
  // Within the 300 ms: the search is not applied yet when the tab is clicked. The tabs are asked
  // again (run Y: the click went to a tab node React did not own yet, whose link took its plain href).
  await waitForHydration(search, reviews);
  await reviews.click();
  await expect(reviews).toHaveAttribute('aria-current', 'page');
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/admin\/activities\?filter=reviews$/);
  await expect(search).toHaveValue('');
  await expect(reviews).toHaveAttribute('aria-current', 'page');
});
