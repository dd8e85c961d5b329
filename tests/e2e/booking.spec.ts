// The booking journey in Chromium against the built app on the seeded demo database:
// a guest books a service, sees the confirmation, downloads the .ics, and the slot is taken
// for everyone else — including a second browser that had picked the same slot meanwhile.
import { readFile } from 'node:fs/promises';
import { waitForHydration } from './ready';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatLongDate } from '../../platform/time/calendar';
import { pickBookingDay } from './booking-helpers';
import { addDaysToDate, istanbulClock } from '../../platform/time/istanbul';

const TAKEN = 'Bu saat az önce doldu. Lütfen başka bir saat seçin.';

/** A seeded salon id, found the way a visitor finds one: the first card on /salonlar. */
async function firstSalonId(page: Page): Promise<string> {
  await page.goto('/salonlar');
  const href = await page.locator('main a[href^="/salon/"]').first().getAttribute('href');
  const id = href?.split('/')[2];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** Picks the first service that somebody gives, then that somebody. Returns the option labels. */
async function chooseServiceAndStaff(page: Page, serviceValue?: string, staffValue?: string) {
  const service = page.getByLabel('Hizmet', { exact: true });
  const staff = page.getByLabel('Personel', { exact: true });
  await expect(service).toBeEnabled(); // the form is ready once React has hydrated it
  await expect(staff).toBeDisabled(); // spec §2: disabled until a service is chosen
  const values = serviceValue ? [serviceValue]
    : await service.locator('option').evaluateAll((opts) => opts.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const value of values) {
    await service.selectOption(value);
    if (await staff.isEnabled()) {
      const staffValues = await staff.locator('option').evaluateAll((opts) => opts.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      await staff.selectOption(staffValue ?? staffValues[0]);
      return {
        serviceValue: value,
        staffValue: staffValue ?? staffValues[0],
        serviceLabel: (await service.locator(`option[value="${value}"]`).textContent())!,
      };
    }
  }
  throw new Error('no bookable service on this salon');
}

/** Tomorrow in Istanbul (next week's Monday when today is Sunday). */
async function chooseTomorrow(page: Page): Promise<string> {
  const tomorrow = addDaysToDate(istanbulClock(new Date()).date, 1);
  await pickBookingDay(page, tomorrow);
  return tomorrow;
}

const slotGrid = (page: Page) => page.getByRole('group', { name: 'Uygun saatler' });

async function openBookingPage(browser: Browser, salonId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/randevu/${salonId}`);
  return { context, page };
}

test('a guest books a service and the slot is taken for everyone else', async ({ browser }) => {
  test.setTimeout(120_000);
  const finder = await browser.newPage();
  const salonId = await firstSalonId(finder);
  await finder.close();

  // Guest A and guest B open the same salon and pick the same service, staff, day and time.
  const a = await openBookingPage(browser, salonId);
  const salonName = (await a.page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const choice = await chooseServiceAndStaff(a.page);
  const date = await chooseTomorrow(a.page);
  const freeSlot = slotGrid(a.page).locator('button:not([disabled])').first();
  const time = (await freeSlot.textContent())!.trim();
  await freeSlot.click();
  await expect(freeSlot).toHaveAttribute('aria-pressed', 'true');

  const b = await openBookingPage(browser, salonId);
  await chooseServiceAndStaff(b.page, choice.serviceValue, choice.staffValue);
  await chooseTomorrow(b.page);
  await slotGrid(b.page).getByRole('button', { name: time, exact: true }).click();

  // Guest A fills in the contact section (the phone formats itself) and confirms.
  await a.page.getByLabel('Ad Soyad *').fill('Deniz Yılmaz');
  await a.page.getByLabel('Telefon *').pressSequentially('5321234567');
  await expect(a.page.getByLabel('Telefon *')).toHaveValue('0 (532) 123 45 67');
  await a.page.getByLabel('E-posta (isteğe bağlı)').fill('deniz@example.com');
  const summary = a.page.getByRole('region', { name: 'Randevu özeti' });
  const timeRange = (await summary.getByText(new RegExp(`^${time} - \\d\\d:\\d\\d$`)).textContent())!;
  await a.page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(a.page.getByText('Randevu Oluşturuldu!', { exact: true })).toBeVisible();
  await expect(a.page.getByText('Randevunuz başarıyla kaydedildi. Salona bildirim gönderildi.', { exact: true })).toBeVisible();

  // After 2 seconds: the confirmation with date, time, salon and amount.
  await a.page.waitForURL(/\/randevu-basarili\?token=[0-9a-f]{64}$/, { timeout: 10_000 });
  const details = a.page.getByTestId('appointment-details');
  await expect(a.page.getByRole('heading', { name: 'Randevunuz Oluşturuldu!' })).toBeVisible();
  await expect(details).toContainText(salonName);
  await expect(details).toContainText(formatLongDate(date));
  await expect(details).toContainText(timeRange);
  await expect(details).toContainText('Deniz Yılmaz');
  await expect(details).toContainText('0 532 123 45 67');
  const price = choice.serviceLabel.match(/₺[\d.,]+/)![0];
  await expect(details).toContainText(price);

  // The .ics file: Istanbul wall-clock time with its TZID.
  const [download] = await Promise.all([
    a.page.waitForEvent('download'),
    a.page.getByRole('link', { name: /Takvime Ekle/ }).click(),
  ]);
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('TZID:Europe/Istanbul');
  expect(ics).toContain(`DTSTART;TZID=Europe/Istanbul:${date.replaceAll('-', '')}T${time.replace(':', '')}00`);
  expect(ics).toContain(salonName.replace(/,/g, '\\,'));

  // The text message (issue 32): the Netgsm double got one confirmation for this number, with the
  // salon, the day and time and the private link, which opens this booking.
  const smsDouble = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200) + 1100}/__messages`;
  const textsForBooking = async () => ((await (await fetch(smsDouble)).json()) as { no: string; msg: string }[])
    .filter((m) => m.no === '5321234567' && m.msg.includes(salonName.slice(0, 10)) && m.msg.includes(` ${time}.`));
  await expect.poll(async () => (await textsForBooking()).length, { timeout: 30_000 }).toBe(1);
  const [text] = await textsForBooking();
  expect(text.msg).toMatch(/^(Merhaba Deniz, )?.+ randevunuz alındı, salonun onayı bekleniyor: \d+ \S+ \S+ \d\d:\d\d\. Detay ve iptal: http\S+\/r\/[A-Za-z0-9_-]{43}$/);
  const link = /http\S+$/.exec(text.msg)![0];
  await a.page.goto(link);
  await expect(a.page).toHaveURL(/\/randevu\/yonet\/[0-9a-f]{64}$/);
  await expect(a.page.getByText('Deniz Yılmaz').first()).toBeVisible();

  // Guest B, who picked the same slot meanwhile, is told it is taken and sees it as taken.
  await b.page.getByLabel('Ad Soyad *').fill('Ece Kara');
  await b.page.getByLabel('Telefon *').fill('05339876543');
  await b.page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(b.page.getByRole('alert').filter({ hasText: TAKEN })).toBeVisible();
  const takenSlot = slotGrid(b.page).getByRole('button', { name: `${time} (dolu)` });
  await expect(takenSlot).toBeDisabled();
  await expect(b.page).toHaveURL(new RegExp(`/randevu/${salonId}$`));

  // A fresh visitor sees it taken too.
  await a.page.goto(`/randevu/${salonId}`);
  await chooseServiceAndStaff(a.page, choice.serviceValue, choice.staffValue);
  await chooseTomorrow(a.page);
  await expect(slotGrid(a.page).getByRole('button', { name: `${time} (dolu)` })).toBeDisabled();

  await a.context.close();
  await b.context.close();
});

test('missing fields show "Eksik Bilgi" and an unknown token shows no booking', async ({ page }) => {
  const salonId = await firstSalonId(page);
  await page.goto(`/randevu/${salonId}`);
  await expect(page.getByRole('button', { name: 'Randevuyu Onayla' })).toBeEnabled();
  await page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(page.getByText('Eksik Bilgi', { exact: true })).toBeVisible();
  await expect(page.getByText('Lütfen tüm zorunlu alanları doldurun', { exact: true })).toBeVisible();

  // ?service= preselects a service (the salon page's per-service "book" buttons use it).
  const serviceId = await page.locator('#service option[value]:not([value=""])').first().getAttribute('value');
  await page.goto(`/randevu/${salonId}?service=${serviceId}`);
  await expect(page.getByLabel('Hizmet', { exact: true })).toHaveValue(serviceId!);
  await expect(page.getByLabel('Personel', { exact: true })).toBeEnabled();

  await page.goto('/randevu-basarili');
  await expect(page.getByRole('heading', { name: 'Randevu bilgisi bulunamadı' })).toBeVisible();
  await page.goto(`/randevu-basarili?token=${'a'.repeat(64)}`);
  await expect(page.getByRole('heading', { name: 'Randevu bilgisi bulunamadı' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
});

test('a guest cancels from the private link and the slot opens again (real HTTP API)', async ({ page, request }) => {
  const salonId = await firstSalonId(page);
  await page.goto(`/randevu/${salonId}`);
  const { serviceValue, staffValue } = await chooseServiceAndStaff(page);
  const date = addDaysToDate(istanbulClock(new Date()).date, 2);
  const slotsUrl = `/api/salons/${salonId}/slots?${new URLSearchParams({ staffId: staffValue, serviceId: serviceValue, date })}`;
  const before = await (await request.get(slotsUrl)).json();
  const free = before.slots.find((s: { available: boolean }) => s.available);

  const created = await request.post('/api/appointments', {
    data: {
      salonId, customerId: null, customerName: 'Mert Aydın', customerPhone: '05441234567', customerEmail: '',
      staffId: staffValue, serviceId: serviceValue, date, startTime: free.time, endTime: '', notes: '', totalAmount: 0,
    },
  });
  expect(created.status()).toBe(201);
  const { links, appointment } = await created.json();
  expect(appointment.total_amount).toBeGreaterThanOrEqual(0);
  const taken = await (await request.get(slotsUrl)).json();
  expect(taken.slots.find((s: { time: string }) => s.time === free.time).isBooked).toBe(true);

  await page.goto(links.manage);
  await expect(page.getByTestId('appointment-details')).toContainText('Planlandı');
  await waitForHydration(page.getByRole('button', { name: 'Randevuyu İptal Et' }));
  const manageUrl = page.url();
  await page.getByRole('button', { name: 'Randevuyu İptal Et' }).click();
  // Offline, the page stays with a Turkish message and the dialog open (issue 29: it used to
  // refresh into the browser's English offline page); once back online the same press works.
  await page.context().setOffline(true);
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Evet, İptal Et' });
  await confirm.click();
  await expect(page.getByText('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.').first()).toBeVisible();
  await expect(page).toHaveURL(manageUrl);
  await expect(page.getByTestId('appointment-details')).toContainText('Planlandı');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.context().setOffline(false);
  await confirm.click();
  await expect(page.getByTestId('appointment-details')).toContainText('İptal Edildi');
  await expect(page.getByText('Bu randevu iptal edildi.')).toBeVisible();

  const reopened = await (await request.get(slotsUrl)).json();
  expect(reopened.slots.find((s: { time: string }) => s.time === free.time).available).toBe(true);
});

test('a reload mid-booking keeps the service, staff, day, time and contact fields (issue 29)', async ({ page }) => {
  const salonId = await firstSalonId(page);
  await page.goto(`/randevu/${salonId}`);
  const choice = await chooseServiceAndStaff(page);
  const date = await chooseTomorrow(page);
  const free = slotGrid(page).locator('button:not([disabled])').first();
  const time = (await free.textContent())!.trim();
  await free.click();
  await page.getByLabel('Ad Soyad *').fill('Deniz Yılmaz');
  await page.getByLabel('Telefon *').pressSequentially('5321234567');
  await expect(page.getByLabel('Telefon *')).toHaveValue('0 (532) 123 45 67');

  await page.reload();
  await expect(page.getByLabel('Hizmet', { exact: true })).toHaveValue(choice.serviceValue);
  await expect(page.getByLabel('Personel', { exact: true })).toHaveValue(choice.staffValue);
  await expect(page.getByRole('button', { name: formatLongDate(date), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(slotGrid(page).getByRole('button', { name: time, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Ad Soyad *')).toHaveValue('Deniz Yılmaz');
  await expect(page.getByLabel('Telefon *')).toHaveValue('0 (532) 123 45 67');
});
