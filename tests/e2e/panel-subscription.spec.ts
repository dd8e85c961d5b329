// The subscription screen on a phone (390 px): a fresh trial salon's owner opens Abonelik,
// sees the trial with its label and days left, upgrades to the monthly plan through the PayTR
// double's page inside the frame, and the panel shows the new end date (the trial's days kept),
// the new plan and the payment in the history, with 'Yenile' offered from then on.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { panelSignInWithApi, registerTrialSalon } from './panel-helpers';

test('a trial salon upgrades to the monthly plan through PayTR and the panel shows the new end date', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const salon = await registerTrialSalon(page);
  await panelSignInWithApi(page.request, salon);

  await page.goto('/panel/abonelik');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonelik' })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toContainText('Aktif');
  await expect(page.getByTestId('subscription-status')).toContainText('14 gün kaldı');
  await expect(page.getByText('Henüz ödeme yapılmadı.')).toBeVisible();
  const trialEnd = (await page.getByTestId('subscription-end').textContent())!.trim();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const violations = (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(violations).toEqual([]);

  // The monthly plan, with the end date it will give: a month after the trial's end.
  const monthly = page.getByTestId('renewal-plan').filter({ hasText: 'Aylık' });
  await monthly.click();
  await expect(monthly.locator('input')).toBeChecked();
  const newEnd = (await monthly.getByText(/^Yeni bitiş: /).textContent())!.replace('Yeni bitiş: ', '').trim();
  expect(newEnd).not.toBe(trialEnd);

  await page.getByRole('button', { name: 'Planı Yükselt' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('₺29,90');
  await expect(dialog).toContainText(newEnd);
  await dialog.getByRole('button', { name: 'Ödemeye Geç' }).click();

  const frame = page.frameLocator('#paytriframe');
  await expect(frame.getByText('29.90 TL')).toBeVisible();
  await frame.getByRole('button', { name: 'Ödeme Yap' }).click();

  await expect(page.getByText('Ödemeniz alındı.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('subscription-end')).toHaveText(newEnd);
  await expect(page.getByTestId('subscription-plan')).toHaveText('Aylık Plan');
  // Bought during the trial: the plan says it starts when the trial ends (issue 28).
  await expect(page.getByTestId('subscription-starts-later')).toContainText('şu anki döneminiz bittiğinde');
  await expect(page.getByRole('heading', { name: 'Sıradaki planınız' })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toContainText('Aktif');
  const payment = page.getByTestId('payment-row');
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText('Aylık Plan');
  await expect(payment).toContainText('₺29,90');
  await expect(payment).toContainText('Ödendi');
  await expect(page.getByRole('button', { name: 'Yenile' })).toBeVisible();

  // Read again from the server: the same.
  await page.reload();
  await expect(page.getByTestId('subscription-end')).toHaveText(newEnd);
  await expect(page.getByTestId('payment-row')).toContainText('Ödendi');
});

test('a salon whose subscription has ended is listed nowhere; its own page stays, unindexed, without a booking form', async ({ page }) => {
  // 'Lavanta Spa & Masaj' (DEMO06, Ataşehir): its seeded monthly subscription ended two weeks ago.
  const name = 'Lavanta Spa & Masaj';
  await page.goto('/salonlar/istanbul');
  await expect(page.getByTestId('salon-card').first()).toBeVisible();
  await expect(page.getByTestId('salon-card').filter({ hasText: name })).toHaveCount(0);
  await page.goto(`/salonlar?name=${encodeURIComponent('Lavanta')}`);
  await expect(page.getByTestId('salon-card').filter({ hasText: name })).toHaveCount(0);

  // Its owner still has the panel, which links the page.
  await panelSignInWithApi(page.request, { salonCode: 'DEMO06', username: 'sahip_demo06', password: 'demo1234', salonId: '', name });
  await page.goto('/panel/salon');
  const href = await page.getByRole('link', { name: 'Salon sayfanızı görün' }).getAttribute('href');
  const salonId = href!.split('/salon/')[1];
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('not-bookable')).toContainText('Bu salon şu anda online randevu almıyor.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Randevu Al', exact: true })).toHaveCount(0);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(salonId);
  await page.goto(`/randevu/${salonId}`);
  await expect(page.getByTestId('not-bookable')).toContainText('Bu salon şu anda online randevu almıyor.');
  await expect(page.getByLabel('Hizmet', { exact: true })).toHaveCount(0);
});
