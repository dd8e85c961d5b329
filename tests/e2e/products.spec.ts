// Issue 31 on a 390 px phone: the owner gives a stylist 10 % on products, adds a product and buys
// three in, sells two on a walk-in bill through her, and sees the shelf drop to one with the
// low-stock warning on the product and on the panel's home; today's reports show the sale, the
// shelf and her commission, the staff table downloads as CSV, and her month's statement lists
// the sale. Signed in herself (a 'personel' user linked to her), she sees her own statement and
// no reports. Deniz Spa Antalya (DEMO33) is this journey's alone.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addTeamUser, expectNoSidewaysScroll, panelSignIn, unique } from './panel-helpers';
import { waitForHydration } from './ready';

const SALON = { code: 'DEMO33', username: 'sahip_demo33', password: 'demo1234' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a product bought in, sold on a bill, runs low and says so; its seller earns her commission', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = `Argan Şampuan ${unique()}`;
  await panelSignIn(page, SALON.code, SALON.username, SALON.password);

  // The seller earns 10 % on products (her 'Prim' on the staff screen), set before the sale: a
  // bill keeps the rates it closed with.
  await page.goto('/panel/personel');
  const ratesButton = page.getByRole('button', { name: / prim oranları$/ }).first();
  const seller = (await ratesButton.getAttribute('aria-label'))!.replace(/ prim oranları$/, '');
  await waitForHydration(ratesButton);
  await ratesButton.click();
  const rates = page.getByRole('dialog', { name: 'Prim oranları' });
  await rates.getByLabel('Ürün primi (%)').fill('10');
  await rates.getByRole('button', { name: 'Kaydet' }).click();
  await expect(rates).toBeHidden();

  await page.goto('/panel/urunler');
  await page.getByRole('button', { name: 'Yeni Ürün' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Ürün' });
  await dialog.getByLabel('Ürün adı').fill(name);
  await dialog.getByLabel('Marka').fill('Doğal');
  await dialog.getByLabel('Satış fiyatı (₺)').fill('250');
  await dialog.getByLabel('Alış fiyatı (₺)').fill('120');
  await dialog.getByLabel('Kritik stok seviyesi').fill('1');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card.getByTestId('product-stock')).toHaveText('0');

  await card.getByRole('button', { name: 'Stok' }).click();
  const stock = page.getByRole('dialog');
  await stock.getByLabel('Hareket türü').selectOption({ label: 'Stok girişi' });
  await stock.getByLabel('Adet').fill('3');
  await stock.getByLabel('Açıklama').fill('Tedarikçi faturası');
  await stock.getByRole('button', { name: 'Kaydet' }).click();
  await expect(stock).toBeHidden();
  await expect(card.getByTestId('product-stock')).toHaveText('3');
  await expect(card).toHaveAttribute('data-low', 'false');
  await expectNoSidewaysScroll(page);

  // A walk-in buys two.
  await page.goto('/panel/adisyonlar');
  await page.getByRole('button', { name: 'Yeni Satış' }).click();
  await expect(page).toHaveURL(/\/panel\/adisyonlar\/[0-9a-f-]{36}$/);
  await waitForHydration(page.getByRole('button', { name: 'Ürün Ekle' }));
  await page.getByRole('button', { name: 'Ürün Ekle' }).click();
  const line = page.getByTestId('bill-line').first();
  await line.getByLabel('Ürün').selectOption({ label: `${name} (3 adet)` });
  await expect(line.getByLabel('Fiyat (₺)')).toHaveValue('250');
  await line.getByRole('button', { name: 'Adedi artır' }).click();
  await line.getByLabel('Satan').selectOption({ label: seller });
  await expect(page.getByTestId('bill-total')).toHaveText('₺500,00');
  await page.getByTestId('payment-row').first().getByLabel('1. ödeme yöntemi').selectOption('card');
  await page.getByTestId('payment-row').first().getByLabel('Tutar (₺)').fill('500');
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('bill-summary')).toContainText(`2 × ${name}`);

  // One left, at its critical level: on the product and on the home screen.
  await page.goto('/panel/urunler');
  await expect(card.getByTestId('product-stock')).toHaveText('1');
  await expect(card).toHaveAttribute('data-low', 'true');
  await page.goto('/panel');
  await expect(page.getByTestId('low-stock-card')).toContainText(name);

  // Today's reports: the takings, then the staff tab with her commission and its CSV.
  await page.goto('/panel/raporlar?aralik=bugun');
  await expect(page.getByTestId('report-products')).toHaveText('₺500,00');
  await page.getByRole('navigation', { name: 'Raporlar' }).getByRole('link', { name: 'Personel' }).click();
  const sellerRow = page.getByTestId('report-staff-row').filter({ hasText: seller });
  await expect(sellerRow).toContainText('2 · ₺500,00');
  await expect(sellerRow.getByTestId('report-staff-commission')).toHaveText('₺50,00');
  await expectNoSidewaysScroll(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-personel').click()]);
  expect(download.suggestedFilename()).toMatch(/^rapor-personel-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`${seller};0;0,00;2;500,00;0,00;50,00`);

  // Her month's statement: the sale, at 10 %.
  await sellerRow.getByRole('link', { name: 'Aylık döküm' }).click();
  await expect(page.getByRole('heading', { name: `${seller} · Prim dökümü` })).toBeVisible();
  await expect(page.getByTestId('statement-line').filter({ hasText: name })).toContainText('₺50,00');
  await expect(page.getByTestId('statement-commission')).toHaveText('₺50,00');
  await expectNoSidewaysScroll(page);

  // The products tab: two sold, one left on the shelf at its cost.
  await page.goto('/panel/raporlar?bolum=urunler&aralik=bugun');
  await expect(page.getByTestId('report-products-list')).toContainText(name);
  await expect(page.getByTestId('report-products-list')).toContainText('₺500,00');

  // She signs in herself: her own statement, and no reports.
  const username = `prim${unique()}`;
  await page.goto('/panel/ekip');
  const [first, ...rest] = seller.split(' ');
  await addTeamUser(page, { username, password: 'prim12', firstName: first, lastName: rest.join(' ') || first, role: 'personel', staff: seller });
  const own = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await panelSignIn(own, SALON.code, username, 'prim12');
  await own.goto('/panel/primim');
  await expect(own.getByTestId('statement-line').filter({ hasText: name })).toContainText('₺50,00');
  await expect(own.getByTestId('statement-commission')).toHaveText('₺50,00');
  const denied = await own.goto('/panel/raporlar');
  expect(denied?.status()).toBe(403);
  await own.context().close();
});
