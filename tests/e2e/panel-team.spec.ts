// The team screen on a 390 px phone: the owner of a fresh trial salon adds a stylist with the
// personel role on /panel/ekip; that user signs in on another device, has no 'Ekip' in the menu,
// gets the 403 page at /panel/ekip, and her calendar shows only her own column (issue 28: none
// yet, her account is not linked to a staff member); the owner deactivates her, and her open
// session is sent to the sign-in page on its next step. The change shows in the salon's
// activity log. The owner then adds a role from the grid, kept to its users' own calendar, and
// cannot take away their own right to manage users.
import { expect, test } from '@playwright/test';
import { addTeamUser, expectNoSidewaysScroll, panelSignIn, registerTrialSalon, unique } from './panel-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the owner adds a stylist, who cannot open the team screen and sees only her own calendar, then deactivates her and her session ends', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const salon = await registerTrialSalon(page);
  await panelSignIn(page, salon.salonCode, salon.username, salon.password);

  // The owner finds the team screen under 'Diğer'.
  const menu = page.getByRole('navigation', { name: 'Panel menüsü' }).first();
  await menu.getByRole('link', { name: 'Diğer' }).click();
  await page.getByRole('navigation', { name: 'Tüm ekranlar' }).getByRole('link', { name: 'Ekip ve Yetkiler' }).click();
  await expect(page.getByRole('heading', { name: 'Ekip ve Yetkiler', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A stylist's user with the personel role.
  const username = `Resepsiyon${unique()}`;
  await addTeamUser(page, { username, password: 'kasa12', firstName: 'Deniz', lastName: 'Kaya', role: 'personel' });
  await expect(page.getByText('Kullanıcı eklendi').first()).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `@${username}` });
  await expect(card).toContainText('personel');
  await expect(card).toContainText('Aktif');
  await expectNoSidewaysScroll(page);

  // The stylist signs in on her own device, typing the username in small letters.
  const desk = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'tr-TR' });
  const deskPage = await desk.newPage();
  await panelSignIn(deskPage, salon.salonCode, username.toLowerCase(), 'kasa12');
  await deskPage.goto('/panel/menu');
  const allScreens = deskPage.getByRole('navigation', { name: 'Tüm ekranlar' });
  await expect(allScreens.getByRole('link', { name: 'Müşteriler' })).toBeVisible();
  await expect(allScreens.getByRole('link', { name: /Ekip/ })).toHaveCount(0);
  await expect(deskPage.getByRole('link', { name: /Ekip/ })).toHaveCount(0);
  // A real HTTP 403: the screen's layout checks the right before its loading state streams.
  const forbiddenTeam = await deskPage.goto('/panel/ekip');
  expect(forbiddenTeam?.status()).toBe(403);
  await expect(deskPage.getByRole('heading', { name: 'Erişim Engellendi (403)' })).toBeVisible();
  await expect(deskPage.getByText(`@${username}`)).toHaveCount(0);
  await deskPage.goto('/panel/musteriler');
  await expect(deskPage).toHaveURL(/\/panel\/musteriler$/);
  // Her role keeps her to her own column, and her account is linked to no staff member yet.
  await deskPage.goto('/panel/takvim');
  await expect(deskPage.getByText('Hesabınız bir personelle eşleştirilmemiş')).toBeVisible();

  // The owner deactivates them, after a confirmation.
  await card.getByRole('button', { name: 'Deniz Kaya pasif yap' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pasif yap' }).click();
  await expect(page.getByText('Kullanıcı pasif yapıldı').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Deniz Kaya aktif yap' })).toBeVisible();

  // Her next step lands on the sign-in page, and the password no longer works.
  await deskPage.reload();
  await expect(deskPage).toHaveURL(/\/panel\/giris$/);
  await deskPage.getByLabel('Salon Kodu').fill(salon.salonCode);
  await deskPage.getByLabel('Kullanıcı Adı').fill(username);
  await deskPage.getByLabel('Şifre', { exact: true }).fill('kasa12');
  await deskPage.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(deskPage.getByRole('alert').filter({ hasText: 'hatalı' })).toBeVisible();
  await desk.close();

  // The owner reads both changes in the activity log, newest first.
  await page.getByRole('link', { name: 'Etkinlik Kaydı' }).click();
  const log = page.getByRole('list', { name: 'Etkinlik kaydı' }).getByRole('listitem');
  await expect(log.first()).toContainText(`'${username}' kullanıcısı pasif yapıldı`);
  await expect(log.nth(1)).toContainText(`'${username}' kullanıcısı eklendi`);
  await expect(page.getByText('kasa12')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // A role of the salon's own, from the grid of areas and flags; the dialog fits the phone.
  await page.getByRole('link', { name: /^Roller/ }).click();
  await page.getByRole('button', { name: 'Yeni Rol' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Yeni Rol' });
  expect((await roleDialog.boundingBox())!.width).toBeLessThanOrEqual(390);
  await roleDialog.getByLabel('Rol adı').fill('Stajyer');
  await roleDialog.getByRole('checkbox', { name: 'Randevular – Görüntüleme' }).check();
  await roleDialog.getByRole('checkbox', { name: /Yalnızca kendi takvimi/ }).check();
  await roleDialog.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page.getByText('Rol oluşturuldu').first()).toBeVisible();
  const role = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Stajyer' }) });
  await expect(role).toContainText('Randevular: Görüntüleme');
  await expect(role).toContainText('Bu rolde kullanıcı yok');
  await expect(role.getByText('Yalnızca kendi takvimi')).toBeVisible();

  // The owner cannot take away their own right to manage users: nobody else can.
  await page.getByRole('link', { name: /^Kullanıcılar/ }).click();
  await page.getByRole('button', { name: 'Selin Aydın için özel yetkiler' }).click();
  const rightsDialog = page.getByRole('dialog', { name: 'Kullanıcıya Özel Yetkiler' });
  await rightsDialog.getByLabel('Kullanıcılar – Düzenleme').selectOption('no');
  await rightsDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Salonda kullanıcıları yönetebilen en az bir aktif kullanıcı kalmalı').first()).toBeVisible();
  await rightsDialog.getByRole('button', { name: 'Vazgeç' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ekip ve Yetkiler', level: 1 })).toBeVisible();
  await expect(page.getByText('Kullanıcıya özel yetkiler', { exact: true })).toHaveCount(0);
});
