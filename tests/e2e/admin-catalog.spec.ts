// Journeys of the admin's salons, subscriptions, plans and reviews screens against the
// production build: a salon created with its owner waits for its setup (not on /salonlar until
// its owner adds a service and staff in the panel) and can be deactivated; a subscription's label follows cancel and re-creation; an approved review shows
// on its salon page with the new average; a plan's new price reaches the landing page; a site
// pricing card added in the content editor replaces the plans on `/` until it is hidden. (That
// journey lives here, after the plan one and in the same worker, because while a site card is
// visible the landing shows no plan cards.)
import { expect, test, type Page } from '@playwright/test';
import { gotoLandingShowing, signInWithForm, SUPERADMIN } from './admin-helpers';
import { createSalon, fillSalonModal, salonAction, salonRow, uniqueSalon } from './admin-catalog-helpers';

async function signIn(page: Page) {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

test('create a salon with its owner → waiting for setup, not on /salonlar → deactivate; clashes quote the value; delete names what goes', async ({ page }) => {
  await signIn(page);
  const salon = uniqueSalon();
  let row = await createSalon(page, salon);
  await expect(row.getByText('Aktif', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText('Kadıköy, İstanbul');
  await expect(row).toContainText('09:00 - 18:00');

  // No service and no staff yet: the operator sees it waits for setup, visitors do not see it.
  await expect(row.getByText('Kurulum bekleniyor')).toBeVisible();
  await page.goto(`/salonlar?q=${encodeURIComponent(salon.name)}`);
  await expect(page.getByText('Seçtiğiniz kriterlere uygun salon bulunamadı')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(salon.name) })).toHaveCount(0);

  // The same owner username again: the spec's message quoting the value, nothing created.
  const again = { ...uniqueSalon(), username: salon.username };
  const dialog = await fillSalonModal(page, again);
  await dialog.getByRole('button', { name: 'Salonu Oluştur' }).click();
  const clash = `Kullanıcı adı "${salon.username}" zaten kullanılıyor. Lütfen farklı bir kullanıcı adı seçin.`;
  await expect(dialog.getByText(clash)).toBeVisible();
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();

  row = await salonRow(page, salon.name);
  await salonAction(page, row, salon.name, 'Pasif Yap');
  await confirm(page, 'Pasif Yap');
  await expect(row.getByText('Pasif', { exact: true })).toBeVisible();
  await expect(row.getByText('Kurulum bekleniyor')).toHaveCount(0);

  row = await salonRow(page, salon.name);
  await salonAction(page, row, salon.name, 'Sil');
  await expect(page.getByRole('alertdialog')).toContainText('rolleri, kullanıcıları, randevuları, hizmetleri, personeli, müşterileri, ürünleri, yorumları ve abonelikleri');
  await confirm(page, 'Salonu Sil');
  await page.goto(`/admin/salons?q=${encodeURIComponent(salon.name)}`);
  await expect(page.getByText('Aramanıza uyan salon bulunamadı')).toBeVisible();
});

test('cancel a subscription and add a trial → the labels and days left change', async ({ page }) => {
  await signIn(page);
  const salon = uniqueSalon();
  let row = await createSalon(page, salon);
  await expect(row.getByText('Aktif', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText(/(2[89]|3[01]) gün kaldı/);

  await salonAction(page, row, salon.name, 'Aboneliği İptal Et');
  await confirm(page, 'Aboneliği İptal Et');
  await expect(row.getByText('İptal Edilmiş')).toBeVisible();

  await salonAction(page, row, salon.name, 'Abonelik');
  const dialog = page.getByRole('dialog', { name: 'Yeni Abonelik' });
  const start = await dialog.getByLabel('Başlangıç Tarihi').inputValue();
  const monthLater = await dialog.getByLabel('Bitiş Tarihi').inputValue();
  expect(monthLater > start).toBe(true);
  await dialog.getByLabel('Abonelik Türü').selectOption({ label: 'Deneme' });
  const trialEnd = new Date(`${start}T00:00:00Z`);
  trialEnd.setUTCDate(trialEnd.getUTCDate() + 14);
  await expect(dialog.getByLabel('Bitiş Tarihi')).toHaveValue(trialEnd.toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  row = await salonRow(page, salon.name);
  await expect(row.getByText('Aktif', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText('15 gün kaldı');

  await page.goto(`/admin/subscriptions?q=${encodeURIComponent(salon.name)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Deneme' }).getByText('Aktif', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'İptal Edilmiş' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'İptal Edilmiş' }).getByTestId('days-left')).toHaveText('0 gün');
  // Only a running subscription offers 'İptal Et' (issue 29): the cancelled one and the seeded ended ones do not.
  await expect(page.getByRole('row').filter({ hasText: 'İptal Edilmiş' }).getByRole('button', { name: /iptal et$/ })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Deneme' }).getByRole('button', { name: /iptal et$/ })).toHaveCount(1);
  await page.goto('/admin/subscriptions?filter=expired');
  const ended = page.getByRole('row').filter({ hasText: 'Süresi Dolmuş' });
  await expect(ended.first()).toBeVisible();
  await expect(ended.getByRole('button', { name: /iptal et$/ })).toHaveCount(0);
});

test('approve a pending review → it shows on the salon page with the new average', async ({ page }) => {
  await signIn(page);
  // The newest pending review whose salon is public (a demo salon may be passive).
  await page.goto('/admin/reviews?filter=pending');
  const rows = page.getByRole('row');
  let row = rows.nth(1);
  let salonHref = '';
  for (let i = 1; i < (await rows.count()); i++) {
    // A passive salon's name is not a link (its page would be a 404).
    if ((await rows.nth(i).getByRole('link').count()) === 0) continue;
    const href = (await rows.nth(i).getByRole('link').first().getAttribute('href'))!;
    if ((await page.request.get(href)).status() === 200) { row = rows.nth(i); salonHref = href; break; }
  }
  expect(salonHref).not.toBe('');
  const comment = (await row.getByTestId('admin-review-comment').innerText()).trim();
  // Demo comments repeat; the approve button's name says whose review on which salon it is.
  const approve = (await row.getByRole('button', { name: /yorumunu onayla$/ }).getAttribute('aria-label'))!;
  const stars = Number((await row.getByRole('img', { name: /5 üzerinden/ }).getAttribute('aria-label'))!.match(/5 üzerinden (\d)/)![1]);

  const figures = async () => {
    await page.goto(salonHref);
    const text = await page.getByText(/\(\d+ değerlendirme\)/).first().locator('..').innerText();
    const [, avg, count] = text.match(/([\d,]+)\s*\((\d+) değerlendirme\)/)!;
    return { avg: Number(avg.replace(',', '.')), count: Number(count) };
  };
  const before = await figures();
  // Demo comments repeat, so count how often this text is on the salon page before and after.
  const shownBefore = await page.getByText(comment, { exact: true }).count();

  await page.goto('/admin/reviews?filter=pending');
  await page.getByRole('button', { name: approve, exact: true }).click();
  await expect(page.getByRole('button', { name: approve, exact: true })).toHaveCount(0);
  const salonName = approve.replace(/ yorumunu onayla$/, '').split(' - ').slice(1).join(' - ');
  await page.goto(`/admin/reviews?filter=approved&q=${encodeURIComponent(salonName)}`);
  await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: approve.replace(/onayla$/, 'pasif yap'), exact: true }) }).getByText('Onaylandı')).toBeVisible();

  const after = await figures();
  expect(after.count).toBe(before.count + 1);
  expect(Math.abs(after.avg - (before.avg * before.count + stars) / (before.count + 1))).toBeLessThanOrEqual(0.051);
  await expect(page.getByText(comment, { exact: true })).toHaveCount(shownBefore + 1);
});

test('change a plan\'s price → the landing page\'s pricing shows it', async ({ page }) => {
  await signIn(page);
  const setYearlyPrice = async (price: string) => {
    await page.goto('/admin/pricing');
    const card = page.getByRole('listitem', { name: 'Yıllık Plan' });
    await expect(card.getByText('En Popüler')).toBeVisible();
    await card.getByRole('button', { name: 'Yıllık Plan planını düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Planı Düzenle' });
    await dialog.getByLabel('Fiyat').fill(price);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
  };
  await setYearlyPrice('279.90');
  await expect(page.getByRole('listitem', { name: 'Yıllık Plan' }).getByTestId('plan-price')).toHaveText('₺279,90');
  await gotoLandingShowing(page, '279,90');
  await expect(page.locator('#pricing').getByTestId('plan-card').filter({ hasText: 'Yıllık' })).toContainText('₺279,90');
  await setYearlyPrice('299.90');
  await gotoLandingShowing(page, '279,90', false);
  await expect(page.locator('#pricing').getByTestId('plan-card').filter({ hasText: 'Yıllık' })).toContainText('₺299,90');

  // The price change is in 'Tüm Aktiviteler' under 'Yönetici işlemleri': who, what and when.
  await page.goto('/admin/activities');
  await page.getByRole('navigation', { name: 'Aktivite türü' }).getByRole('link', { name: /Yönetici işlemleri/ }).click();
  await expect(page).toHaveURL(/filter=admin/);
  // Other workers' admins act meanwhile: the newest item about this plan.
  const latest = page.getByRole('region', { name: 'Aktiviteler' }).getByRole('listitem').filter({ hasText: 'Yıllık Plan (299.9 TRY)' }).first();
  await expect(latest).toContainText('Planı / fiyatı güncelledi · Yıllık Plan (299.9 TRY)');
  await expect(latest).toContainText(SUPERADMIN.email);
  await expect(latest.locator('time')).toHaveText(/Az önce|dakika önce/);
  // With a link to the record's screen (issue 29).
  await expect(latest.getByRole('link', { name: /Yıllık Plan \(299\.9 TRY\)/ })).toHaveAttribute('href', '/admin/subscription-plans');

  // An in-use plan is not deleted: the confirmation says so and offers deactivation.
  await page.goto('/admin/subscription-plans');
  await page.getByRole('button', { name: 'Aylık Plan planını sil' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('kullanıldığı için silinemez');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Vazgeç' }).click();
});

test('a site pricing card replaces the plans on `/` while visible; hidden, the plans show again', async ({ page }) => {
  const name = `E2E Paket ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto('/admin/content?tab=pricing');
  await expect(page.getByText('En az bir kart görünür olduğunda ana sayfada bu kartlar')).toBeVisible();
  // A retried run's leftover card would hide the plans: remove any first.
  const leftovers = page.getByTestId('site-pricing-card-admin').filter({ hasText: 'E2E Paket' });
  while (await leftovers.count() > 0) {
    await leftovers.first().getByRole('button', { name: /fiyat kartını sil/ }).click();
    await confirm(page, 'Sil');
  }

  await page.getByRole('button', { name: 'Yeni Fiyat Kartı' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Fiyat Kartı' });
  await dialog.getByLabel('Plan adı').fill(name);
  await dialog.getByLabel('Fiyat').fill('₺499');
  await dialog.getByLabel('Dönem').selectOption('yıllık');
  await dialog.getByLabel('Özellikler (her satıra bir özellik)').fill('Sınırsız randevu\n\nSMS hatırlatma\nÇoklu şube');
  await dialog.getByLabel('En popüler').check();
  await dialog.getByLabel('Buton metni').fill('Bize Ulaşın');
  // A script link is refused in the form (the server refuses it too: admin-pricing-cards.spec.ts).
  await dialog.getByLabel('Buton türü').selectOption('link');
  await dialog.getByLabel('Buton bağlantısı').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByText('Bağlantı / ile başlayan bir site adresi')).toBeVisible();
  await dialog.getByLabel('Buton türü').selectOption('scroll');
  await dialog.getByLabel('Buton bağlantısı').fill('contact');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog).toBeHidden();
  const adminCard = page.getByTestId('site-pricing-card-admin').filter({ hasText: name });
  await expect(adminCard).toContainText('Görünür');
  await expect(adminCard).toContainText('Buton: Bize Ulaşın → #contact');

  await gotoLandingShowing(page, name);
  const pricing = page.locator('#pricing');
  const card = pricing.getByTestId('site-pricing-card').filter({ hasText: name });
  await expect(card).toContainText('En Popüler');
  await expect(card).toContainText('₺499');
  await expect(card).toContainText('/ yıl');
  await expect(card.getByRole('listitem')).toHaveText(['Sınırsız randevu', 'SMS hatırlatma', 'Çoklu şube']);
  await expect(pricing.getByTestId('plan-card')).toHaveCount(0);
  await card.getByRole('link', { name: 'Bize Ulaşın' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();

  // Hidden → the subscription plans are back.
  await page.goto('/admin/content?tab=pricing');
  await adminCard.getByRole('button', { name: `${name} kartını gizle` }).click();
  await expect(adminCard).toContainText('Gizli');
  await gotoLandingShowing(page, name, false);
  await expect(page.locator('#pricing').getByTestId('site-pricing-card')).toHaveCount(0);
  await expect(page.locator('#pricing').getByTestId('plan-card').first()).toBeVisible();

  await page.goto('/admin/content?tab=pricing');
  await adminCard.getByRole('button', { name: `${name} fiyat kartını sil` }).click();
  await confirm(page, 'Sil');
  await expect(adminCard).toHaveCount(0);
});
