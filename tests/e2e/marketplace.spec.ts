// Public marketplace journeys in Chromium on the seeded demo data: hero search → results →
// salon page → a category → the map; the /salonlar filters; the contact form; /pricing
// scrolling; and no serious or critical axe-core violations on the three main pages and the
// two KVKK notices.
import AxeBuilder from '@axe-core/playwright';
import { closeWithEscape, waitForHydration } from './ready';
import { expect, test, type Page } from '@playwright/test';

async function pickSuggestion(page: Page, box: string, typed: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: box });
  await input.fill(typed);
  await page.getByRole('listbox', { name: box }).getByRole('option', { name: option }).click();
}

test.describe('landing page', () => {
  test('hero search by city → results → salon page → a category → map modal', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Randevularınızı Kolayca Alın ve Yönetin');

    // Nothing chosen: the search button does nothing.
    await page.getByRole('button', { name: 'Salon Ara' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Suggestions after one character, case- and Turkish-insensitive.
    await pickSuggestion(page, 'İl veya ilçe', 'i', /^İstanbul/);
    await page.getByRole('button', { name: 'Salon Ara' }).click();
    await expect(page).toHaveURL(/\/salonlar\?city=%C4%B0stanbul&cityId=34$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstanbul Salonları');
    await expect(page.getByTestId('salon-card').filter({ hasText: 'Ankara' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Işıl Güzellik Salonu' }).click();
    await expect(page).toHaveURL(/\/salon\/[0-9a-f-]{36}$/);
    const salonId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Işıl Güzellik Salonu');
    await expect(page.getByText('Kadıköy / İstanbul', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Randevu Al', exact: true })).toHaveAttribute('href', `/randevu/${salonId}`);
    await expect(page.getByTestId('opening-hours')).toContainText(/Pazartesi.*\d{2}:\d{2} – \d{2}:\d{2}/);

    // Accordions: the first category starts open; opening another closes it.
    const triggers = page.locator('[data-slot="accordion-trigger"]');
    const categories = page.getByTestId('services-scroll').locator('details');
    expect(await triggers.count()).toBeGreaterThan(1);
    await expect(categories.nth(0)).toHaveAttribute('open', '');
    await expect(categories.nth(0).getByRole('link', { name: /^Randevu Al\s*: / }).first()).toBeVisible();
    await expect(categories.nth(1).getByRole('link', { name: /^Randevu Al\s*: / }).first()).toBeHidden();
    await triggers.nth(1).click();
    await expect(categories.nth(1)).toHaveAttribute('open', '');
    await expect(categories.nth(0)).not.toHaveAttribute('open');
    await expect(categories.nth(1).getByRole('link', { name: /^Randevu Al\s*: / }).first()).toBeVisible();
    const bookService = page.getByRole('link', { name: /^Randevu Al\s*: / }).first();
    await expect(bookService).toHaveAttribute('href', new RegExp(`^/randevu/${salonId}\\?service=[0-9a-f-]{36}$`));

    // Map modal: address, embedded map search and open-in-maps links.
    await page.getByRole('button', { name: 'Haritada Gör' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Caferağa Mah. Moda Cad. No:12');
    const src = await dialog.locator('iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    expect(decodeURIComponent(src!)).toContain('Işıl Güzellik Salonu, Caferağa Mah. Moda Cad. No:12, Kadıköy, İstanbul, Türkiye');
    await expect(dialog.getByRole('link', { name: /Google Haritalar/ })).toHaveAttribute('href', /google\.com\/maps\/search/);
    // The dialog holds the focus, not the map's iframe: a key pressed in the iframe goes to Google's page.
    await expect(dialog).toBeFocused();
    await closeWithEscape(dialog);

    // 'Yorum Yaz' brings the reviews section into view and, signed out, asks to log in first.
    await page.getByRole('button', { name: 'Yorum Yaz' }).click();
    await expect(page.locator('#yorumlar')).toBeInViewport();
    await expect(page.getByRole('dialog', { name: /Giriş Yap|Üye Ol/ })).toBeVisible();
  });

  test('hero search by service lists every salon offering it', async ({ page }) => {
    await page.goto('/');
    await pickSuggestion(page, 'Hizmet', 'manik', 'Manikür');
    await page.getByRole('button', { name: 'Salon Ara' }).click();
    await expect(page).toHaveURL(/\/salonlar\?service=Manik%C3%BCr&serviceId=[0-9a-f-]{36}$/);
    await expect(page.getByText('Hizmet: Manikür', { exact: true })).toBeVisible();
    expect(await page.getByTestId('salon-card').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('salon-card').filter({ hasText: 'Çağla Nail Art' })).toHaveCount(1);
  });

  test('an exact service name typed in the hero search and Enter is a choice (issue 29)', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Salon ara' });
    await waitForHydration(search.getByRole('combobox', { name: 'Hizmet' }), search.getByRole('combobox', { name: 'İl veya ilçe' }));
    await search.getByRole('combobox', { name: 'Hizmet' }).fill('manikür');
    await search.getByRole('combobox', { name: 'İl veya ilçe' }).fill('kadıköy');
    await search.getByRole('combobox', { name: 'İl veya ilçe' }).press('Enter');
    await expect(page).toHaveURL(/\/salonlar\?service=Manik%C3%BCr&serviceId=[0-9a-f-]{36}&city=/);
    await expect(page).toHaveURL(/district=Kad%C4%B1k%C3%B6y&districtId=\d+/);
    await expect(page.getByText('Hizmet: Manikür', { exact: true })).toBeVisible();
  });

  test('a salon reached from a search for a service opens on that service’s category (issue 29)', async ({ page }) => {
    await page.goto('/');
    await pickSuggestion(page, 'Hizmet', 'sakal t', 'Sakal Tıraşı');
    await page.getByRole('button', { name: 'Salon Ara' }).click();
    await expect(page.getByText('Hizmet: Sakal Tıraşı', { exact: true })).toBeVisible();
    await page.getByTestId('salon-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/salon\/[0-9a-f-]{36}#hizmet-[0-9a-f-]{36}$/);
    // A barber's first category is 'Cilt Bakımı'; the one open is the service's own, 'Sakal'.
    const open = page.getByTestId('services-scroll').locator('details[open]');
    await expect(open).toHaveCount(1);
    await expect(open.getByRole('heading', { level: 4, name: 'Sakal Tıraşı' })).toBeVisible();
  });

  test('the contact form is saved and confirmed for 5 seconds', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Bize Yazın' }) });
    await form.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(form.getByText('Lütfen adınızı giriniz')).toBeVisible();

    await form.getByLabel('Ad Soyad').fill('Deniz Aksoy');
    await form.getByLabel('E-posta').fill('deniz@example.com');
    await form.getByLabel('Telefon').fill('0532 123 45 67');
    await form.getByLabel('Salon Adı').fill('Deniz Kuaför');
    await form.getByLabel('Mesajınız').fill('Demo görmek istiyorum.');
    await form.getByRole('button', { name: 'Mesaj Gönder' }).click();
    const success = form.getByText('Mesajınız başarıyla gönderildi! 📧', { exact: true });
    await expect(success).toBeVisible();
    await expect(form.getByLabel('Ad Soyad')).toHaveValue('');
    await expect(success).toBeHidden({ timeout: 8_000 });
  });

  test('/pricing renders the landing page and scrolls to the pricing section', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.getByText('En Popüler', { exact: true })).toBeVisible();
    await expect(page.getByText('12 ay yerine 10 ay öde', { exact: true })).toBeVisible();
    const plans = page.getByTestId('plan-card');
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText('Deneme');
    await expect(plans.nth(2)).toContainText('Yıllık');
  });

  test('demo buttons say the feature is not available yet', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Demo Talep Et' }).first().click();
    await expect(page.getByText('Bu özellik henüz kullanılamıyor', { exact: true })).toBeVisible();
  });
});

test.describe('salon search page', () => {
  test('city/district filters search 300 ms after a change; a name search is Turkish-insensitive', async ({ page }) => {
    await page.goto('/salonlar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tüm Salonlar');
    // The filter form hydrates after the page is marked hydrated (it streams in): a choice made
    // before React owns the select changes nothing (run V, issue 36).
    await waitForHydration(page.getByLabel('İl', { exact: true }), page.getByLabel('Salon adı'));

    await page.getByLabel('İl', { exact: true }).selectOption({ label: 'Ankara' });
    await expect(page).toHaveURL(/cityId=6/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ankara Salonları');
    const district = page.getByLabel('İlçe');
    await expect(district).toBeEnabled();
    await district.selectOption({ label: 'Çankaya' });
    await expect(page).toHaveURL(/districtId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Çankaya, Ankara Salonları');
    await expect(page.getByTestId('salon-card').filter({ hasText: 'Zen Spa Ankara' })).toHaveCount(1);
    // 'Çankaya Güzellik Evi' is there too, but its subscription has ended: it takes no bookings, so it is not listed (issue 29).
    await expect(page.getByTestId('salon-card').filter({ hasText: 'Çankaya Güzellik Evi' })).toHaveCount(0);

    // Changing the city clears the district.
    await page.getByLabel('İl', { exact: true }).selectOption({ label: 'İstanbul' });
    await expect(page).toHaveURL(/cityId=34(?!.*districtId)/);
    await expect(page.getByLabel('İlçe')).toHaveValue('');

    await page.getByLabel('Salon adı').fill('ışıl');
    await expect(page).toHaveURL(/q=%C4%B1%C5%9F%C4%B1l/);
    await expect(page.getByTestId('salon-card')).toHaveCount(1);
    await expect(page.getByTestId('salon-card')).toContainText('Işıl Güzellik Salonu');

    await page.getByLabel('Salon adı').fill('bulunmayan salon');
    await expect(page.getByText('Seçtiğiniz kriterlere uygun salon bulunamadı')).toBeVisible();
  });

  test("searching with nothing chosen asks for a city", async ({ page }) => {
    await page.goto('/salonlar');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Lütfen bir il seçin' })).toBeVisible();
  });

  test('city pages have readable URLs', async ({ page }) => {
    await page.goto('/salonlar/istanbul');
    await page.getByRole('navigation', { name: 'İl ve ilçeler' }).getByRole('link', { name: /Kadıköy/ }).click();
    await expect(page).toHaveURL(/\/salonlar\/istanbul\/kadikoy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kadıköy, İstanbul Salonları');
    await expect(page.getByTestId('salon-card').filter({ hasText: 'Moda Güzellik Merkezi' })).toHaveCount(1);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/salonlar', 'salon', '/kvkk', '/kvkk/salon']) {
    test(`no serious or critical axe violations on ${path === 'salon' ? '/salon/{id}' : path}`, async ({ page }) => {
      if (path === 'salon') {
        await page.goto('/salonlar?cityId=34');
        await page.getByRole('link', { name: 'İnci Kuaför' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('İnci Kuaför');
      } else {
        await page.goto(path);
      }
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
});
