// The logo editor (/admin/content?tab=logo) against the production build: the live preview
// follows every change (type, text, icon colour, text gradient, uploaded image) and, once
// saved, the navbar on `/` draws the same logo. Colours are compared as the browser computes
// them, so the test sees what a visitor sees, not class names. The logo is put back at the end.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG_1X1 } from '../support/images';
import { gotoLandingShowing, signInWithForm, SUPERADMIN } from './admin-helpers';
import { waitForHydration } from './ready';

const tag = Date.now().toString(36);

const iconColour = (logo: Locator) => logo.locator('svg').evaluate((el) => getComputedStyle(el).color);
const textGradient = (logo: Locator, text: string) => logo.getByText(text, { exact: true }).evaluate((el) => getComputedStyle(el).backgroundImage);
const navbarLogo = (page: Page, text: string) => page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: `${text} ana sayfa` });

async function saveLogo(page: Page) {
  await page.getByRole('button', { name: 'Logoyu Kaydet' }).click();
  await expect(page.getByText('Logo ayarları kaydedildi').first()).toBeVisible();
}

test('the logo editor previews each change and the navbar on / shows the saved logo', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/content?tab=logo');
  const preview = page.getByRole('complementary', { name: 'Önizleme' });
  // The editor streams in after the page is marked hydrated: choose once React owns the select.
  await waitForHydration(page.getByLabel('Logo türü'));

  // Icon + text: a new text, icon colour and gradient, each visible in the preview at once.
  await page.getByLabel('Logo türü').selectOption({ label: 'Simge + Metin' });
  await page.getByLabel('Simgeyi göster').check();
  await page.getByLabel('Simge rengi').selectOption({ label: 'Pembe' });
  await page.getByLabel('Metin renk geçişi').selectOption({ label: 'Pembe → Mor' });
  const text = `Işıltı ${tag}`;
  await page.getByLabel('Logo metni').fill(text);
  await expect(preview).toContainText(text);
  const pinkIcon = await iconColour(preview);
  const pinkGradient = await textGradient(preview, text);
  await page.getByLabel('Simge rengi').selectOption({ label: 'Mavi' });
  await page.getByLabel('Metin renk geçişi').selectOption({ label: 'Yeşil → Mavi' });
  await expect.poll(() => iconColour(preview)).not.toBe(pinkIcon);
  await expect.poll(() => textGradient(preview, text)).not.toBe(pinkGradient);
  const blueIcon = await iconColour(preview);
  const greenBlueGradient = await textGradient(preview, text);
  await saveLogo(page);

  await gotoLandingShowing(page, text);
  const logo = navbarLogo(page, text);
  await expect(logo).toContainText(text);
  expect(await iconColour(logo)).toBe(blueIcon);
  expect(await textGradient(logo, text)).toBe(greenBlueGradient);

  // Text only: the icon leaves the preview (and its switch is off), then the navbar.
  await page.goto('/admin/content?tab=logo');
  await page.getByLabel('Logo türü').selectOption({ label: 'Sadece Metin' });
  await expect(preview.locator('svg')).toHaveCount(0);
  await expect(preview).toContainText(text);
  await expect(page.getByLabel('Simgeyi göster')).toBeDisabled();
  await saveLogo(page);
  // Reloaded until the saved logo shows: a render in flight during the save may serve the
  // previous page for a few seconds (gotoLandingShowing says why).
  await expect(async () => {
    await page.goto('/');
    await expect(navbarLogo(page, text)).toContainText(text, { timeout: 1_000 });
    await expect(navbarLogo(page, text).locator('svg')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // Image: refused without an image and for a file that is not one; an uploaded PNG shows
  // in the preview and then in the navbar, served from the storage route.
  await page.goto('/admin/content?tab=logo');
  await page.getByLabel('Logo türü').selectOption({ label: 'Görsel' });
  await page.getByRole('button', { name: 'Logoyu Kaydet' }).click();
  await expect(page.getByText('Lütfen bir logo görseli yükleyin').first()).toBeVisible();
  const file = page.getByLabel(/Logo görseli/);
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('resim değil') });
  await expect(page.getByRole('alert').filter({ hasText: 'Sadece resim dosyaları yüklenebilir.' })).toBeVisible();
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(preview.getByRole('img', { name: text })).toHaveAttribute('src', /^\/api\/files\/site-images\/[\w-]+\.png$/);
  const src = await preview.getByRole('img', { name: text }).getAttribute('src');
  await saveLogo(page);
  await gotoLandingShowing(page, src!);
  const image = navbarLogo(page, text).getByRole('img');
  await expect(image).toHaveAttribute('src', src!);
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  await expect(navbarLogo(page, text)).not.toContainText(text);

  // Back to the seeded logo for the other journeys.
  await page.goto('/admin/content?tab=logo');
  await page.getByLabel('Logo türü').selectOption({ label: 'Simge + Metin' });
  await page.getByLabel('Logo metni').fill('SalonRandevu');
  await page.getByLabel('Simgeyi göster').check();
  await page.getByLabel('Simge rengi').selectOption({ label: 'Pembe' });
  await page.getByLabel('Metin renk geçişi').selectOption({ label: 'Pembe → Mor' });
  await saveLogo(page);
  await gotoLandingShowing(page, text, false);
  await expect(navbarLogo(page, 'SalonRandevu')).toBeVisible();
});
