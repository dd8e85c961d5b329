// Issue 30, checkout at the desk on a 390 px phone: a guest books online → the owner adds a
// cashier and opens the drawer → the cashier opens the bill from the calendar, adds a second
// service and a discount, takes part in cash (with change) and the rest by card → the
// appointment is completed → the owner refunds one line → counts the drawer 10 TL short → the
// day's end shows each method's takings, the refund and the counted difference. Lara Berber
// (DEMO31) is this journey's alone: its day's end is exact.
// Then a bill left partly unpaid: the payment starts at what is owed (₺450,50, not '450,5'), an
// amount left empty asks before anything goes to the customer's open balance, 'Vazgeç' keeps the
// bill open, and a confirmed part payment closes it with the rest owed. Kordon Nail Bar (DEMO22)
// is that journey's alone.
import { expect, test, type Page } from '@playwright/test';
import { pickBookingDay } from './booking-helpers';
import { addDaysToDate, istanbulClock } from '../../platform/time/istanbul';
import { salonIdByName } from './account-helpers';
import { addTeamUser, expectNoSidewaysScroll, panelSignIn, phoneFor, unique } from './panel-helpers';
import { waitForHydration } from './ready';

const SALON = { name: 'Lara Berber', code: 'DEMO31', username: 'sahip_demo31', password: 'demo1234' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' };

test.use(PHONE);

/** A guest books the first free slot of `date` for the salon's first service and staff member. */
async function bookOnline(page: Page, salonId: string, date: string, name: string): Promise<string> {
  await page.goto(`/randevu/${salonId}`);
  const service = page.getByLabel('Hizmet', { exact: true });
  await expect(service).toBeEnabled();
  await service.selectOption({ index: 1 });
  await page.getByLabel('Personel', { exact: true }).selectOption({ index: 1 });
  await pickBookingDay(page, date);
  const free = page.getByRole('group', { name: 'Uygun saatler' }).locator('button:not([disabled])').first();
  const time = (await free.textContent())!.trim();
  await free.click();
  await page.getByLabel('Ad Soyad *').fill(name);
  await page.getByLabel('Telefon *').pressSequentially('5329876543');
  await page.getByRole('button', { name: 'Randevuyu Onayla' }).click();
  await expect(page.getByText('Randevu Oluşturuldu!', { exact: true })).toBeVisible();
  return time;
}

test('the cashier checks a booked client out on her phone; the owner refunds a line and counts the drawer; the day adds up', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const date = addDaysToDate(istanbulClock(new Date()).date, 24);
  const guestName = `Kasa Müşterisi ${unique()}`;
  const salonId = await salonIdByName(page, SALON.name);
  const time = await bookOnline(await browser.newPage(), salonId, date, guestName);

  // The owner adds a cashier ('kasiyer': bills, no drawer) and opens the drawer with ₺500.
  await panelSignIn(page, SALON.code, SALON.username, SALON.password);
  await page.goto('/panel/ekip');
  const username = `kasa${unique()}`;
  await addTeamUser(page, { username, password: 'kasa12', firstName: 'Derya', lastName: 'Kasa', role: 'kasiyer' });
  await openDrawer(page, '500');

  // The cashier, on her phone, opens the booking from the calendar: 'Ödeme Al'.
  const desk = await (await browser.newContext(PHONE)).newPage();
  await panelSignIn(desk, SALON.code, username, 'kasa12');
  await desk.goto(`/panel/takvim?tarih=${date}`);
  await desk.getByRole('button', { name: new RegExp(`^${time} ${guestName}`) }).click();
  const sheet = desk.getByRole('dialog');
  await expect(sheet.getByText('Randevunun durumunu değiştirme ve taşıma yetkiniz yok.')).toBeVisible();
  await sheet.getByTestId('checkout-appointment').click();
  await expect(desk).toHaveURL(/\/panel\/adisyonlar\/[0-9a-f-]{36}$/);
  const billUrl = desk.url();
  const lines = desk.getByTestId('bill-line');
  await expect(lines).toHaveCount(1);
  await waitForHydration(desk.getByRole('button', { name: 'Hizmet Ekle' }));

  // Her prices: the booked service at ₺400, a second service at ₺250, 10 % off the bill.
  await lines.first().getByLabel('Fiyat (₺)').fill('400');
  await desk.getByRole('button', { name: 'Hizmet Ekle' }).click();
  await expect(lines).toHaveCount(2);
  await lines.nth(1).getByLabel('Hizmet').selectOption({ index: 1 });
  await lines.nth(1).getByLabel('Fiyat (₺)').fill('250');
  await desk.getByLabel('Adisyon indirim türü').selectOption('percent');
  await desk.getByLabel('Adisyon indirimi').fill('10');
  const total = desk.getByTestId('bill-total');
  await expect(total).toHaveText('₺585,00');
  await expect(desk.getByTestId('bill-discount-amount')).toHaveText('−₺65,00');

  // ₺300 in cash from a ₺500 note, the rest (prefilled) by card.
  const payments = desk.getByTestId('payment-row');
  await payments.first().getByLabel('Tutar (₺)').fill('300');
  await payments.first().getByLabel('Alınan nakit (₺)').fill('500');
  await expect(desk.getByTestId('payments-change')).toHaveText('₺200,00');
  await desk.getByRole('button', { name: 'Ödeme Ekle' }).click();
  await expect(payments.nth(1).getByLabel('2. ödeme yöntemi')).toHaveValue('card');
  await expect(payments.nth(1).getByLabel('Tutar (₺)')).toHaveValue('285');
  await expectNoSidewaysScroll(desk);

  // 'Ödemeyi Tamamla' shows it is working while the server has the request.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await desk.route(billUrl, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const submit = desk.getByTestId('checkout-submit');
  await submit.click();
  await expect(submit).toHaveText('İşleniyor...');
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  release();
  const summary = desk.getByTestId('bill-summary');
  await expect(summary).toBeVisible();
  await desk.unroute(billUrl);
  await expect(summary.getByTestId('summary-total')).toHaveText('₺585,00');
  await expect(summary.getByTestId('summary-payment')).toHaveCount(2);
  await expect(summary).toContainText('Alınan ₺500,00, para üstü ₺200,00');
  await expect(summary).toContainText('Bilgilendirme amaçlıdır, mali değeri yoktur.');
  // The cashier may not refund (the bills delete right is the owner's).
  await expect(summary.getByRole('button', { name: /iade et$/ })).toHaveCount(0);

  // The appointment is completed.
  await desk.goto(`/panel/takvim?tarih=${date}`);
  await desk.getByRole('button', { name: new RegExp(`^${time} ${guestName}`) }).click();
  await expect(desk.getByRole('dialog')).toContainText('Tamamlandı');

  // The owner refunds the second service by card, with a reason.
  await page.goto(billUrl);
  const second = page.getByTestId('summary-line').nth(1);
  await second.getByRole('button', { name: /iade et$/ }).click();
  const refund = page.getByRole('dialog', { name: /^İade:/ });
  await expect(refund.getByLabel('İade tutarı (₺)')).toHaveValue('250');
  await refund.getByLabel('İade yöntemi').selectOption('card');
  await refund.getByLabel('Neden').fill('Müşteri beğenmedi');
  await refund.getByRole('button', { name: 'İade Et' }).click();
  await expect(refund).toBeHidden();
  await expect(second).toContainText('İade edildi: ₺250,00');

  // The drawer: ₺500 + ₺300 cash expected, ₺790 counted.
  await closeDrawer(page, '790', '₺800,00', '−₺10,00 eksik');

  // The day's end, as the cashier reads it (her reports right).
  await desk.goto('/panel/gun-sonu');
  const report = desk.getByTestId('day-end-report');
  await expect(report.getByTestId('day-end-cash-taken')).toHaveText('₺300,00');
  await expect(report.getByTestId('day-end-card-taken')).toHaveText('₺285,00');
  await expect(report.getByTestId('day-end-card-refunded')).toContainText('₺250,00');
  await expect(report.getByTestId('day-end-bills-closed')).toHaveText('1');
  await expect(report.getByTestId('session-difference').first()).toHaveText('−₺10,00 eksik');
  await expectNoSidewaysScroll(desk);
});

test('a bill left unpaid asks before it goes to the open balance; the payment starts at what is owed', async ({ page }) => {
  test.setTimeout(120_000);
  const salon = { code: 'DEMO22', username: 'sahip_demo22', password: 'demo1234' };
  const customer = `Açık Hesap ${unique()}`;
  await panelSignIn(page, salon.code, salon.username, salon.password);
  await page.goto('/panel/adisyonlar');
  await page.getByRole('button', { name: 'Yeni Satış' }).click();
  await expect(page).toHaveURL(/\/panel\/adisyonlar\/[0-9a-f-]{36}$/);
  const billUrl = page.url();
  await waitForHydration(page.getByRole('button', { name: 'Hizmet Ekle' }));

  // The owner prices a service at ₺450,50 for a named walk-in and saves the bill.
  await page.getByRole('button', { name: 'Hizmet Ekle' }).click();
  const line = page.getByTestId('bill-line').first();
  await line.getByLabel('Fiyat (₺)').fill('450,5');
  await page.getByLabel('Müşteri adı').fill(customer);
  await page.getByLabel('Müşteri telefonu').fill(phoneFor(unique()));
  await expect(page.getByTestId('bill-total')).toHaveText('₺450,50');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Adisyon kaydedildi').first()).toBeVisible();

  // Opened again: the price reads as money does, and the payment starts at what is owed.
  await page.reload();
  await waitForHydration(page.getByRole('button', { name: 'Hizmet Ekle' }));
  await expect(page.getByTestId('bill-line').first().getByLabel('Fiyat (₺)')).toHaveValue('450,50');
  const payment = page.getByTestId('payment-row').first();
  const amount = payment.getByLabel('Tutar (₺)');
  await expect(amount).toHaveValue('450,50');
  const submit = page.getByTestId('checkout-submit');
  await expect(submit).toHaveText('Ödemeyi Tamamla · ₺450,50');
  await payment.getByLabel('1. ödeme yöntemi').selectOption('card');

  // The amount emptied: completing asks, naming what the customer will owe; 'Vazgeç' changes nothing.
  await amount.fill('');
  await expect(page.getByTestId('payments-balance')).toHaveText('₺450,50');
  await submit.click();
  const ask = page.getByRole('alertdialog', { name: 'Adisyon açık hesapla kapatılsın mı?' });
  await expect(ask).toContainText('₺450,50 müşterinin açık hesabına yazılacak. Devam edilsin mi?');
  await ask.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('bill-summary')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await page.goto(billUrl);
  await waitForHydration(page.getByRole('button', { name: 'Hizmet Ekle' }));
  await expect(page.getByTestId('bill-summary')).toHaveCount(0);
  await expect(amount).toHaveValue('450,50');

  // The customer pays ₺200 by card and the rest later: confirmed, the bill closes with ₺250,50 owed.
  await payment.getByLabel('1. ödeme yöntemi').selectOption('card');
  await amount.fill('200');
  await submit.click();
  await expect(ask).toContainText('₺250,50 müşterinin açık hesabına yazılacak. Devam edilsin mi?');
  await ask.getByRole('button', { name: 'Evet, Açık Hesaba Yaz' }).click();
  const summary = page.getByTestId('bill-summary');
  await expect(summary).toBeVisible();
  await expect(page.getByText('Ödeme alındı, adisyon kapatıldı; ₺250,50 açık hesaba yazıldı').first()).toBeVisible();
  await expect(summary.getByTestId('summary-total')).toHaveText('₺450,50');
  await expect(summary.getByTestId('summary-balance')).toHaveText('₺250,50');
  await expectNoSidewaysScroll(page);
});

async function openDrawer(page: Page, opening: string) {
  await page.goto('/panel/kasa');
  await page.getByLabel('Açılış tutarı (₺)').fill(opening);
  await page.getByRole('button', { name: 'Kasayı Aç' }).click();
  await expect(page.getByTestId('cash-expected')).toHaveText(`₺${opening},00`);
}

async function closeDrawer(page: Page, counted: string, expected: string, difference: string) {
  await page.goto('/panel/kasa');
  await expect(page.getByTestId('cash-expected')).toHaveText(expected);
  // 'Para Çıkışı' says what the drawer should hold (more is refused).
  await page.getByRole('button', { name: 'Para Çıkışı' }).click();
  const cashOut = page.getByRole('dialog', { name: 'Kasadan para çıkışı' });
  await expect(cashOut).toContainText(`Kasada şu an ${expected} olmalı.`);
  await cashOut.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(cashOut).toBeHidden();
  await page.getByRole('button', { name: 'Kasayı Kapat', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sayılan tutar (₺)').fill(counted);
  await expect(dialog.getByTestId('close-difference')).toHaveText(difference);
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('dialog', { name: 'Kasa kapatılsın mı?' }).getByRole('button', { name: 'Evet, Kasayı Kapat' }).click();
  await expect(page.getByTestId('closed-difference')).toHaveText(difference);
}
