// The salon runs its day from the panel's calendar: a customer books online → the calendar
// open on the salon's screen shows it within 5 seconds, without a reload, and the bell counts
// it → the salon confirms → the customer's /randevularim says 'Onaylandı'; the customer comes
// back as a walk-in, found by name and written on a 390 px phone, and takes a slot the public
// booking page then shows as taken. ('Tamamlandı' and 'Gelmedi' need a started appointment,
// which an online booking never is: tests/db/panel-appointments.test.ts covers them with a
// frozen clock.)
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pickBookingDay } from './booking-helpers';
import { addDaysToDate, istanbulClock } from '../../platform/time/istanbul';
import { buildDemoCustomers, DEMO_LOGIN } from '../../platform/db/seed/demo-customers';
import { foldTurkish } from '../../platform/text/turkish';
import { login, openAuthDialogFromNavbar, salonIdByName, spaced, userMenuButton } from './account-helpers';

const SALON = { name: 'Konyaaltı Saç Tasarım', code: 'DEMO32', username: 'sahip_demo32', password: 'demo1234' };

async function ownerPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' })).newPage();
  await page.goto('/panel/giris');
  await page.getByLabel('Salon Kodu').fill(SALON.code);
  await page.getByLabel('Kullanıcı Adı').fill(SALON.username);
  await page.getByLabel('Şifre', { exact: true }).fill(SALON.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  return page;
}

test('online booking shows on the open calendar, the salon confirms it, a walk-in takes a slot', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // Three weeks ahead: a day no other journey books at this salon.
  const date = addDaysToDate(istanbulClock(new Date()).date, 21);
  const salonId = await salonIdByName(page, SALON.name);

  const owner = await ownerPage(browser, { width: 1280, height: 900 });
  await owner.goto(`/panel/takvim?tarih=${date}`);
  await expect(owner.getByRole('heading', { name: 'Takvim', level: 1 })).toBeVisible();

  // A registered customer books the first free slot that day: the last seeded demo customer
  // (all share the demo password), one no other journey signs in as. Signing in rather than
  // registering keeps the suite under the per-address sign-up limit.
  const customer = buildDemoCustomers().at(-1)!;
  await page.goto(`/randevu/${salonId}`);
  await openAuthDialogFromNavbar(page);
  await login(page, customer.phone, DEMO_LOGIN.password);
  await expect(userMenuButton(page, customer)).toBeVisible();
  const service = page.getByLabel('Hizmet', { exact: true });
  await expect(service).toBeEnabled();
  await service.selectOption({ index: 1 });
  const staff = page.getByLabel('Personel', { exact: true });
  await staff.selectOption({ index: 1 });
  const [serviceId, staffId] = [await service.inputValue(), await staff.inputValue()];
  await pickBookingDay(page, date);
  const grid = page.getByRole('group', { name: 'Uygun saatler' });
  const free = grid.locator('button:not([disabled])');
  const time = (await free.first().textContent())!.trim();
  const lastFree = (await free.last().textContent())!.trim();
  await free.first().click();
  await page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(page.getByText('Randevu Oluşturuldu!', { exact: true })).toBeVisible();

  // Within 5 s (one poll), without a reload: on the calendar, and in the bell.
  const booked = owner.getByRole('button', { name: new RegExp(`^${time} ${customer.firstName} ${customer.lastName}`) });
  await expect(booked).toBeVisible({ timeout: 8_000 });
  await expect(owner.getByRole('button', { name: /^Bildirimler \([1-9]\d* yeni\)$/ })).toBeVisible();

  // The salon confirms it.
  await booked.click();
  const sheet = owner.getByRole('dialog');
  await expect(sheet).toContainText(`${customer.firstName} ${customer.lastName}`);
  await sheet.getByRole('button', { name: 'Onayla' }).click();
  await expect(owner.getByText('Randevu onaylandı').first()).toBeVisible();

  // The customer reads it on that appointment's card.
  await page.goto('/randevularim');
  const [y, m, d] = date.split('-');
  // Only the visible card: the router may keep the page as it was a moment ago, hidden, in the
  // DOM (run BB found this card twice, the second outside the accessibility tree).
  const card = page.getByTestId('appointment').filter({ hasText: SALON.name }).filter({ hasText: `${d}.${m}.${y}` }).filter({ visible: true });
  await expect(card).toContainText('Onaylandı');

  // A walk-in written on a phone, for the last free slot of the same staff member that day.
  const phone = await ownerPage(browser, { width: 390, height: 844 });
  await phone.goto(`/panel/takvim?tarih=${date}`);
  await phone.getByRole('button', { name: 'Yeni Randevu', exact: true }).click();
  const dialog = phone.getByRole('dialog', { name: 'Yeni Randevu' });
  // The customer is found by their name typed in small letters, without Turkish letters.
  await dialog.getByLabel('Müşteri ara (isteğe bağlı)').fill(foldTurkish(`${customer.firstName} ${customer.lastName}`));
  await dialog.getByRole('list', { name: 'Bulunan müşteriler' }).getByRole('button', { name: new RegExp(spaced(customer.phone)) }).click();
  await expect(dialog.getByLabel('Telefon')).toHaveValue(customer.phone);
  await expect(dialog.getByLabel('Ad Soyad')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  await dialog.getByLabel('Hizmet').selectOption(serviceId);
  await dialog.getByLabel('Personel').selectOption(staffId);
  await dialog.getByLabel('Tarih').fill(date);
  await dialog.getByLabel('Başlangıç').fill(lastFree);
  // At 390 px (issue 28): the date, the start and 'Şimdi' do not overlap, and the service's length
  // and price are shown in full (the closed select cut them).
  const boxes = await Promise.all([dialog.getByLabel('Tarih'), dialog.getByLabel('Başlangıç'), dialog.getByRole('button', { name: /^Şimdi/ })]
    .map(async (field) => (await field.boundingBox())!));
  for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) {
    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
  }
  for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(dialog.getByTestId('service-facts')).toHaveText(/^\d+ dk · ₺[\d.]+,\d\d$/);
  await dialog.getByRole('button', { name: 'Randevuyu Kaydet' }).click();
  await expect(dialog).toBeHidden();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The public booking page no longer offers that slot.
  await page.goto(`/randevu/${salonId}`);
  await page.getByLabel('Hizmet', { exact: true }).selectOption(serviceId);
  await page.getByLabel('Personel', { exact: true }).selectOption(staffId);
  await pickBookingDay(page, date);
  await expect(page.getByRole('group', { name: 'Uygun saatler' }).getByRole('button', { name: `${lastFree} (dolu)` })).toBeDisabled();
});
