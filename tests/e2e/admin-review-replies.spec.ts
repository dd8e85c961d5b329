// The operator and the salons' replies on /admin/reviews: a demo salon's owner answers a review
// in the panel, the operator sees 'Salonun yanıtı' under that review, removes it after the
// confirmation, and the salon's public page no longer shows it. A passive salon's reviews name
// the salon without a link, so loading the screen requests no page that answers 404 (issue 24
// item 16). 'Yıldız Tırnak Stüdyosu' (DEMO28): a demo salon no other journey changes.
import { expect, test } from '@playwright/test';
import { toasts } from './account-helpers';
import { signInWithForm, SUPERADMIN } from './admin-helpers';
import { unique } from './panel-helpers';

const SALON = { name: 'Yıldız Tırnak Stüdyosu', code: 'DEMO28', username: 'sahip_demo28', password: 'demo1234' };

test('the operator sees a salon’s reply under its review and removes it from the salon page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/panel/giris');
  await owner.getByLabel('Salon Kodu').fill(SALON.code);
  await owner.getByLabel('Kullanıcı Adı').fill(SALON.username);
  await owner.getByLabel('Şifre', { exact: true }).fill(SALON.password);
  await owner.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(owner).toHaveURL(/\/panel$/);
  await owner.goto('/panel/salon');
  const salonPath = (await owner.getByRole('link', { name: 'Salon sayfanızı görün' }).getAttribute('href'))!;
  await owner.goto('/panel/yorumlar');
  await owner.getByTestId('panel-review').first().getByRole('button', { name: /^Yanıtla: / }).click();
  await owner.getByRole('dialog').getByLabel('Salonun yanıtı').fill(`Teşekkür ederiz ${tag}`);
  await owner.getByRole('dialog').getByRole('button', { name: 'Yayınla' }).click();
  await expect(owner.getByTestId('panel-review').first().getByTestId('review-reply')).toContainText(tag);
  await owner.context().close();
  await page.goto(salonPath);
  await expect(page.getByTestId('review-reply').filter({ hasText: tag })).toHaveCount(1);

  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/reviews?filter=approved&q=${encodeURIComponent(SALON.name)}`);
  const row = page.getByRole('row').filter({ has: page.getByTestId('admin-review-reply').filter({ hasText: tag }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('admin-review-reply')).toContainText('Salonun yanıtı');
  // The visit the review is about (issue 28): its date and time.
  await expect(row.getByTestId('review-visit')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await row.getByRole('button', { name: /salonun yanıtını kaldır$/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Salonun yanıtı kaldırılsın mı?');
  await confirm.getByRole('button', { name: 'Yanıtı Kaldır' }).click();
  await expect(toasts(page).getByText('Salonun yanıtı kaldırıldı')).toBeVisible();
  await expect(page.getByTestId('admin-review-reply').filter({ hasText: tag })).toHaveCount(0);
  // The review itself stays, approved.
  await expect(page.getByRole('row').filter({ hasText: SALON.name }).first()).toContainText('Onaylandı');

  await page.goto(salonPath);
  await expect(page.getByText(tag)).toHaveCount(0);
});

test('a passive salon’s reviews link nowhere and loading the screen requests no missing page', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const missing: string[] = [];
  page.on('response', (response) => { if (response.status() === 404) missing.push(response.url()); });
  await page.goto(`/admin/reviews?q=${encodeURIComponent('Eski Çarşı Kuaför')}`);
  const rows = page.getByRole('row').filter({ hasText: 'Eski Çarşı Kuaför' });
  await expect(rows.first()).toContainText('Pasif salon');
  await expect(rows.getByRole('link', { name: 'Eski Çarşı Kuaför' })).toHaveCount(0);
  // Give viewport prefetching its moment, then check nothing answered 404.
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
