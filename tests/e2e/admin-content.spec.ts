// Content journeys against the production build: an admin edits the hero title, a feature
// card, a testimonial and the contact info in the back-office; each shows on `/` at the next
// request (the landing page's cache is expired by the save).
import { expect, test, type Page } from '@playwright/test';
import { signInWithForm, SUPERADMIN } from './admin-helpers';

test.describe.configure({ mode: 'serial' });
const tag = Date.now().toString(36);

async function signIn(page: Page) {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

test('hero title and a feature card show on the landing page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/content?tab=hero');
  const title = `Randevu Kolaylığı ${tag}`;
  await page.getByLabel('Başlık', { exact: true }).fill(title);
  await expect(page.getByRole('complementary', { name: 'Önizleme' })).toContainText(title);
  await page.getByLabel('Slayt geçiş süresi (ms)').fill('1500');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Geçiş süresi 1000 ms\'nin katı olmalıdır').first()).toBeVisible();
  await page.getByLabel('Slayt geçiş süresi (ms)').fill('4000');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ana sayfa içeriği kaydedildi').first()).toBeVisible();

  await page.goto('/admin/content');
  await expect(page.getByRole('link', { name: 'Temel Özellikler' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Yeni Kart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kart' });
  await dialog.getByLabel('Başlık').fill(`Akıllı Ajanda ${tag}`);
  await dialog.getByLabel('Açıklama').fill('Tüm randevular tek ekranda');
  await dialog.getByLabel('Simge').selectOption('Heart');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('feature-card').filter({ hasText: `Akıllı Ajanda ${tag}` });
  await card.getByRole('button', { name: /kartını düzenle/ }).click();
  const edit = page.getByRole('dialog', { name: 'Kartı Düzenle' });
  await edit.getByLabel('Başlık').fill(`Akıllı Takvim ${tag}`);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText(`Akıllı Takvim ${tag}`)).toBeVisible();

  // Delete, confirmed: gone from `/`.
  await page.goto('/admin/content');
  await page.getByTestId('feature-card').filter({ hasText: `Akıllı Takvim ${tag}` }).getByRole('button', { name: /kartını sil/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('feature-card').filter({ hasText: `Akıllı Takvim ${tag}` })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(`Akıllı Takvim ${tag}`)).toHaveCount(0);
});

test('a testimonial and the contact info show on the landing page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: 'Yeni Yorum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Yorum' });
  await dialog.getByLabel('Ad Soyad').fill(`Gülşen Yılmaz ${tag}`);
  await dialog.getByLabel('Şirket').fill('Gülşen Kuaför');
  await dialog.getByLabel('Puan').selectOption('4');
  await dialog.getByLabel('Yorum').fill(`Müşterilerimiz çok memnun ${tag}`);
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('testimonial-card').filter({ hasText: `Gülşen Yılmaz ${tag}` })).toContainText('Görünür');
  await page.goto('/');
  await expect(page.getByText(`Müşterilerimiz çok memnun ${tag}`)).toBeVisible();

  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: `Gülşen Yılmaz ${tag} yorumunu gizle` }).click();
  await expect(page.getByTestId('testimonial-card').filter({ hasText: `Gülşen Yılmaz ${tag}` })).toContainText('Gizli');
  await page.goto('/');
  await expect(page.getByText(`Müşterilerimiz çok memnun ${tag}`)).toHaveCount(0);

  await page.goto('/admin/content?tab=contact');
  await page.getByLabel('Telefon').fill('');
  await page.getByLabel('E-posta').fill('');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Telefon numarası gereklidir').first()).toBeVisible();
  await expect(page.getByText('E-posta adresi gereklidir').first()).toBeVisible();
  await page.getByLabel('Telefon').fill('0 216 321 00 00');
  await page.getByLabel('E-posta').fill(`iletisim-${tag}@ornek.com`);
  await page.getByLabel('Çalışma saatleri').fill(`Her gün 10:00 - 20:00 ${tag}`);
  await expect(page.getByRole('complementary', { name: 'Önizleme' })).toContainText(`iletisim-${tag}@ornek.com`);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('İletişim bilgileri başarıyla kaydedildi').first()).toBeVisible();
  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact).toContainText(`iletisim-${tag}@ornek.com`);
  await expect(contact).toContainText('0 216 321 00 00');
  await expect(contact).toContainText(`Her gün 10:00 - 20:00 ${tag}`);
});
