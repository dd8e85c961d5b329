// Customer accounts in a real browser: register → the booking form is prefilled → the
// appointment shows in Randevularım → cancel it (and its slot is free again); the dialog's
// messages; the session cookie; signed-out pages.
import { expect, test } from '@playwright/test';
import {
  authDialog, clickUntilAuthDialog, fillRegistration, login, newCustomer, openAuthDialogFromNavbar, register, nextWeekDates, salonIdByName, spaced, toasts, userMenuButton,
} from './account-helpers';
import { pickBookingDay } from './booking-helpers';

const bookingPhone = (p: string) => `${p[0]} (${p.slice(1, 4)}) ${p.slice(4, 7)} ${p.slice(7, 9)} ${p.slice(9, 11)}`;

test('register, book with prefilled details, see the appointment in Randevularım and cancel it', async ({ page, context }) => {
  const customer = newCustomer('Ece', 'Deneme');
  await page.goto('/');
  await register(page, customer);

  // The session cookie: httpOnly, SameSite=Lax, about 30 days.
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'customer_session');
  // The journeys run a production build, where the cookie is also Secure.
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
  expect(cookie.value).toMatch(/^[0-9a-f]{64}$/);
  const lifetimeDays = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(lifetimeDays).toBeGreaterThan(29.9);
  expect(lifetimeDays).toBeLessThan(30.1);

  const salonId = await salonIdByName(page, 'Işıl Güzellik Salonu');
  await page.goto(`/randevu/${salonId}`);
  await expect(page.locator('#customerName')).toHaveValue('Ece Deneme');
  await expect(page.locator('#customerPhone')).toHaveValue(bookingPhone(customer.phone));
  await expect(page.locator('#customerEmail')).toHaveValue(customer.email);

  await page.locator('#service').selectOption({ index: 1 });
  await page.locator('#staff').selectOption({ index: 1 });
  const serviceId = await page.locator('#service').inputValue();
  const staffId = await page.locator('#staff').inputValue();
  // Next week has open days whatever the time of day now: ask the slots endpoint which.
  const slotsOf = async (date: string) => {
    const res = await page.request.get(`/api/salons/${salonId}/slots?staffId=${staffId}&serviceId=${serviceId}&date=${date}`);
    const body = await res.json();
    return (body.data?.slots ?? body.slots ?? []) as { time: string; available: boolean; isBooked: boolean }[];
  };
  let isoDate = '';
  let time = '';
  for (const date of nextWeekDates()) {
    const free = (await slotsOf(date)).find((s) => s.available);
    if (free) { isoDate = date; time = free.time; break; }
  }
  expect(time).not.toBe('');
  await pickBookingDay(page, isoDate);
  const slot = page.getByRole('group', { name: 'Uygun saatler' }).getByRole('button', { name: time, exact: true });
  await expect(slot).toBeEnabled();
  await slot.click();
  await page.locator('#notes').fill('Lütfen kısa kesin');
  await page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(toasts(page).getByText('Randevu Oluşturuldu!')).toBeVisible();
  await page.waitForURL(/\/randevu-basarili/);

  await userMenuButton(page, customer).click();
  await page.getByRole('menuitem', { name: 'Randevularım' }).click();
  await page.waitForURL('**/randevularim');
  const card = page.getByTestId('appointment').filter({ hasText: 'Işıl Güzellik Salonu' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Planlandı')).toBeVisible();
  await expect(card.getByText(new RegExp(`^${time} - \\d{2}:\\d{2}$`))).toBeVisible();
  await expect(card.getByText('Lütfen kısa kesin')).toBeVisible();
  await expect(card.getByText(/₺/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Işıl Güzellik Salonu' })).toHaveAttribute('href', `/salon/${salonId}`);
  await expect(card.getByText(isoDate.split('-').reverse().join('.'))).toBeVisible();
  // Upcoming apart from past ones (issue 29).
  await expect(page.getByTestId('upcoming-appointments').getByTestId('appointment')).toHaveCount(1);
  await expect(page.getByTestId('past-appointments')).toHaveCount(0);

  // The slot is taken now...
  const slotState = async () => (await slotsOf(isoDate)).find((s) => s.time === time);
  expect(await slotState()).toMatchObject({ available: false, isBooked: true });

  await card.getByRole('button', { name: 'İptal Et' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Randevuyu İptal Et' });
  await expect(confirm).toContainText('Bu randevuyu iptal etmek istediğinizden emin misiniz?');
  await confirm.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
  await expect(toasts(page).getByText('Randevunuz iptal edildi.')).toBeVisible();
  await expect(card.getByText('İptal Edildi')).toBeVisible();
  await expect(page.getByTestId('past-appointments').getByTestId('appointment')).toHaveCount(1);
  // Its day is still ahead: the heading says the list holds cancelled ones too.
  await expect(page.getByRole('heading', { name: 'Geçmiş ve İptal Edilen Randevular' })).toBeVisible();
  await expect(page.getByTestId('upcoming-appointments')).toContainText('Yaklaşan randevunuz yok.');
  await expect(card.getByRole('button', { name: 'İptal Et' })).toHaveCount(0);
  // ...and free again once cancelled.
  expect(await slotState()).toMatchObject({ available: true, isBooked: false });
});

test('signed out, Randevularım asks to log in; the dialog signs in and out again', async ({ page, context }) => {
  await page.goto('/randevularim');
  await expect(page.getByRole('heading', { name: 'Giriş Yapın' })).toBeVisible();
  await clickUntilAuthDialog(page, page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }));

  // Wrong password: a blocking alert.
  await login(page, '05550000001', 'yanlis123');
  const alert = page.getByRole('alertdialog', { name: 'Giriş Başarısız' });
  await expect(alert).toContainText('Telefon numarası veya şifre hatalı');
  await alert.getByRole('button', { name: 'Tamam' }).click();
  await expect(alert).toBeHidden();

  await login(page, '05550000001', 'demo1234');
  await expect(toasts(page).getByText('Giriş Başarılı!')).toBeVisible();
  await expect(toasts(page).getByText(/Hoş geldiniz, /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Giriş Yapın' })).toBeHidden();
  await expect(page.getByTestId('appointment').first()).toBeVisible();

  // Logout from the user menu: the cookie and the session are gone.
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Giriş Yapın' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'customer_session')).toBe(false);
});

test('the register tab validates like the spec and sends a known phone to the login tab', async ({ page }) => {
  await page.goto('/');
  await openAuthDialogFromNavbar(page);
  const dialog = authDialog(page);
  const c = newCustomer('A', 'Yılmaz');
  await fillRegistration(page, c);
  await expect(dialog.getByLabel('Telefon Numarası')).toHaveValue(spaced(c.phone));
  await dialog.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(toasts(page)).toContainText('Lütfen adınızı giriniz');
  await expect(dialog.getByText('Lütfen adınızı giriniz')).toBeVisible();

  await dialog.getByLabel('Ad', { exact: true }).fill('Ali');
  await dialog.getByLabel('Şifre Tekrar').fill('baska123');
  await dialog.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(dialog.getByText('Şifreler eşleşmiyor')).toBeVisible();

  await dialog.getByLabel('Şifre', { exact: true }).fill('sadeceharf');
  await dialog.getByLabel('Şifre Tekrar').fill('sadeceharf');
  await dialog.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(dialog.getByText('Şifre en az bir rakam içermelidir')).toBeVisible();

  // The demo customer's phone is taken: message, then the login tab with the phone kept.
  await dialog.getByLabel('Telefon Numarası').fill('05550000001');
  await dialog.getByLabel('Şifre', { exact: true }).fill('sifre123');
  await dialog.getByLabel('Şifre Tekrar').fill('sifre123');
  await dialog.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(toasts(page).getByText('Bu Telefon Numarası Kayıtlı')).toBeVisible();
  await expect(toasts(page).getByText('Lütfen giriş yapın')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Giriş Yap' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Telefon Numarası')).toHaveValue('0 555 000 00 01');
  // The password toggle shows what was typed.
  await dialog.getByLabel('Şifre', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(dialog.getByLabel('Şifre', { exact: true })).toHaveAttribute('type', 'text');
});

test('a forged or expired session cookie is simply signed out', async ({ request }) => {
  for (const value of ['garbage', 'f'.repeat(64)]) {
    const res = await request.get('/randevularim', { headers: { cookie: `customer_session=${value}` } });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Giriş Yapın');
  }
  const reviews = await request.get('/yorumlarim', { headers: { cookie: 'customer_session=garbage' } });
  expect(reviews.status()).toBe(200);
  expect(await reviews.text()).toContain('Giriş Yapın');
});

test('a logged-in customer with no appointments sees the empty state linking to /salonlar', async ({ page }) => {
  await page.goto('/');
  await register(page, newCustomer('Boş', 'Liste'));
  await page.goto('/randevularim');
  await expect(page.getByText('Henüz randevunuz bulunmuyor.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Salonlara Göz At' })).toHaveAttribute('href', '/salonlar');
  await page.goto('/yorumlarim');
  await expect(page.getByText('Tamamlanan randevularınızdan sonra salonlar hakkında yorum yazabilirsiniz.')).toBeVisible();
});

test('a link with ?giris=1 opens the login dialog (used by plain server-rendered links)', async ({ page }) => {
  await page.goto('/salonlar?giris=1');
  await expect(authDialog(page)).toBeVisible();
  await expect(authDialog(page).getByRole('tab', { name: 'Giriş Yap' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/salonlar$/);
});
