// The salon panel's first journey, on a 390 px phone: an owner registers a trial salon through
// the wizard, reads the salon code on the completion page, signs in at /panel/giris, sets the
// hours (Sunday closed), adds a service and a staff member who gives it; the salon then shows
// on its city page, a customer books a slot, and the appointment is on the panel's home.
import { holdRequests } from './network-helpers';
import { expect, test, type Page } from '@playwright/test';
import { formatLongDate } from '../../platform/time/calendar';
import { addDaysToDate, dayOfWeekOf, istanbulClock } from '../../platform/time/istanbul';
import { expectNoSidewaysScroll, phoneFor, unique } from './panel-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function registerThroughWizard(page: Page, id: string) {
  await page.goto('/salon-kayit');
  await page.getByLabel('Salon Adı').fill(`Panel Yolculuk ${id}`);
  await page.getByLabel('Adres').fill('Bahariye Cad. No: 12');
  await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  await page.getByLabel('İlçe').selectOption({ label: 'Kadıköy' });
  await page.getByLabel('Telefon').pressSequentially(phoneFor(id));
  await page.getByLabel('E-posta').fill(`yolculuk-${id}@example.com`);
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByLabel('Kullanıcı Adı').fill(`yolculuk${id}`);
  await page.getByLabel('Şifre', { exact: true }).fill('panel123');
  await page.getByLabel('Ad', { exact: true }).fill('Selin');
  await page.getByLabel('Soyad').fill('Aydın');
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByTestId('wizard-plan').first().click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/registrations') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Ücretsiz Denemeyi Başlat' }).click();
  const { salonId, salonCode } = await (await created).json() as { salonId: string; salonCode: string };
  await expect(page.getByTestId('salon-code')).toHaveText(salonCode);
  await expect(page.getByTestId('owner-username')).toHaveText(`yolculuk${id}`);
  await expect(page.getByTestId('setup-steps')).toContainText('Çalışma saatlerinizi belirleyin');
  return { salonId, salonCode, name: `Panel Yolculuk ${id}`, username: `yolculuk${id}` };
}

/** The first day from tomorrow on that is not a Sunday (the salon closes on Sundays here). */
function nextOpenDay(): string {
  let day = addDaysToDate(istanbulClock(new Date()).date, 1);
  while (dayOfWeekOf(day) === 0) day = addDaysToDate(day, 1);
  return day;
}

test('register → sign in on a phone → hours, a service, a staff member → listed → booked → on the panel', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = unique();
  const salon = await registerThroughWizard(page, id);

  // Not bookable yet: not on its city page.
  expect(await (await page.request.get('/salonlar/istanbul/kadikoy')).text()).not.toContain(salon.name);

  // Sign in from the completion page's link, typing the code in small letters.
  await page.getByRole('link', { name: 'Salon Paneline Giriş Yap' }).click();
  // Filled in with the new salon's code and username (issue 28); the code typed in small letters works too.
  await expect(page).toHaveURL(/\/panel\/giris\?kod=/);
  await expect(page.getByLabel('Salon Kodu')).toHaveValue(salon.salonCode);
  await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue(salon.username);
  await page.getByLabel('Salon Kodu').fill(salon.salonCode.toLowerCase());
  await page.getByLabel('Kullanıcı Adı').fill(salon.username);
  await page.getByLabel('Şifre', { exact: true }).fill('yanlis123');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'hatalı' })).toHaveText('Salon kodu, kullanıcı adı veya şifre hatalı');
  await page.getByLabel('Şifre', { exact: true }).fill('panel123');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Salonunuzu yayına alın' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // 1. Hours: Sunday closed.
  const menu = page.getByRole('navigation', { name: 'Panel menüsü' }).first();
  // On a phone, hours and services are under 'Diğer'.
  await menu.getByRole('link', { name: 'Diğer' }).click();
  await page.getByRole('navigation', { name: 'Tüm ekranlar' }).getByRole('link', { name: 'Çalışma Saatleri' }).click();
  await expect(page.getByRole('heading', { name: 'Çalışma Saatleri', level: 1 })).toBeVisible();
  await page.getByLabel('Pazar', { exact: true }).uncheck();
  // Monday's closing time onto every open day at once; Sunday stays closed.
  await page.getByLabel('Pazartesi kapanış').fill('18:30');
  await page.getByRole('button', { name: 'Pazartesi saatlerini tüm açık günlere uygula' }).click();
  await expect(page.getByLabel('Cumartesi kapanış')).toHaveValue('18:30');
  await expect(page.getByLabel('Salı kapanış')).toHaveValue('18:30');
  await expect(page.getByLabel('Pazar', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Pazar kapanış')).toHaveCount(0);
  await page.getByRole('button', { name: 'Saatleri Kaydet' }).click();
  await expect(page.getByText('Çalışma saatleri kaydedildi').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Cumartesi kapanış')).toHaveValue('18:30');
  // Closed today as well (the dialog offers today): the booking page opens on the first day
  // with a free slot, not on a day with none (issue 29).
  await page.getByRole('button', { name: 'Kapalı Gün Ekle' }).click();
  const closedDialog = page.getByRole('dialog', { name: 'Kapalı Gün Ekle' });
  await closedDialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Kapalı gün eklendi').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // 2. A service.
  await menu.getByRole('link', { name: 'Diğer' }).click();
  await page.getByRole('navigation', { name: 'Tüm ekranlar' }).getByRole('link', { name: 'Hizmetler' }).click();
  await expect(page.getByText('Henüz hizmet eklemediniz')).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Hizmet' }).first().click();
  const serviceDialog = page.getByRole('dialog', { name: 'Yeni Hizmet' });
  await serviceDialog.getByLabel('Hizmet Adı').fill('Fön');
  await serviceDialog.getByLabel('Fiyat (₺)').fill('250');
  await serviceDialog.getByLabel('Varsayılan süre (dakika)').fill('30');
  await serviceDialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(serviceDialog).toBeHidden();
  await expect(page.getByText('Fön', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // 3. A staff member who gives it, working the salon's week.
  await menu.getByRole('link', { name: 'Personel' }).click();
  await page.getByRole('button', { name: 'Yeni Personel' }).first().click();
  const staffDialog = page.getByRole('dialog', { name: 'Yeni Personel' });
  await staffDialog.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await staffDialog.getByLabel('Soyad').fill('Yılmaz');
  await staffDialog.getByLabel('Fön', { exact: true }).check();
  // A lunch break typed once, on Monday, for every working day (issue 28).
  const monday = staffDialog.getByRole('group', { name: 'Pazartesi' });
  await monday.getByLabel('Mola var').check();
  await monday.getByLabel('Mola başlangıcı').fill('12:30');
  await monday.getByLabel('Mola bitişi').fill('13:00');
  await monday.getByRole('button', { name: /tüm çalışma günlerine uygula/ }).click();
  const tuesday = staffDialog.getByRole('group', { name: 'Salı' });
  await expect(tuesday.getByLabel('Mola başlangıcı')).toHaveValue('12:30');
  await expect(tuesday.getByLabel('Mola bitişi')).toHaveValue('13:00');
  await staffDialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(staffDialog).toBeHidden();
  await expect(page.getByText('Ayşe Yılmaz').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // On a slow network (the home's data held): the tap shows the home's loading state at once,
  // and the bottom bar lights 'Ana Sayfa' alone (issue 28: nothing for seconds, two items lit).
  const home = await holdRequests(page, /\/panel(\?|$)/);
  await menu.getByRole('link', { name: 'Ana Sayfa' }).click();
  await home.waitForHeld();
  // The home's loading state once the router has its shell, the tapped item busy until then.
  const homeLink = menu.getByRole('link', { name: 'Ana Sayfa' });
  await expect(page.getByRole('status', { name: 'Yükleniyor...' }).or(menu.locator('[aria-busy="true"]'))).toBeVisible();
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(homeLink).toHaveAttribute('aria-current', 'page');
  await home.release();
  await expect(page.getByText('Salonunuz yayında')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Yükleniyor...' })).toHaveCount(0);
  await expect(homeLink).not.toHaveAttribute('aria-busy');

  // Listed on its district page now (the panel's writes revalidated the lists).
  await expect.poll(async () => (await page.request.get('/salonlar/istanbul/kadikoy')).text(), { timeout: 10_000 }).toContain(salon.name);

  // A customer books the first free slot of the next open day (today is closed).
  const customer = await browser.newPage();
  await customer.goto(`/randevu/${salon.salonId}`);
  await expect(customer.getByLabel('Hizmet', { exact: true })).toBeEnabled();
  await customer.getByLabel('Hizmet', { exact: true }).selectOption({ index: 1 });
  await customer.getByLabel('Personel', { exact: true }).selectOption({ index: 1 });
  // Today is closed: the form has moved on to the next open day by itself.
  const day = nextOpenDay();
  await expect(customer.getByRole('button', { name: formatLongDate(day), exact: true })).toHaveAttribute('aria-pressed', 'true');
  const grid = customer.getByRole('group', { name: 'Uygun saatler' });
  await expect(grid.getByRole('button', { name: '09:00', exact: true })).toBeEnabled();
  await grid.getByRole('button', { name: '09:00', exact: true }).click();
  await customer.getByLabel('Ad Soyad *').fill('Melis Demir');
  await customer.getByLabel('Telefon *').pressSequentially('5429876543');
  await customer.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(customer.getByText('Randevu Oluşturuldu!', { exact: true })).toBeVisible();
  await customer.close();

  // The owner's home shows it as the next appointment.
  await page.reload();
  const next = page.getByRole('region', { name: 'Sıradaki randevu' });
  await expect(next).toContainText('Melis Demir');
  await expect(next).toContainText('09:00');
  await expect(next).toContainText('Fön');
  await expect(next).toContainText('Ayşe Yılmaz');

  // The owner changes their password from 'Hesabım' (the header's name links there).
  await page.getByRole('link', { name: /^Hesabım:/ }).click();
  await page.getByLabel('Mevcut Şifre').fill('panel123');
  await page.getByLabel('Yeni Şifre', { exact: true }).fill('yeniPanel9');
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('yeniPanel9');
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.').first()).toBeVisible();
  const signIn = await page.request.post('/api/panel/login', { data: { salonCode: salon.salonCode, username: salon.username, password: 'yeniPanel9' } });
  expect(signIn.status()).toBe(200);
});
