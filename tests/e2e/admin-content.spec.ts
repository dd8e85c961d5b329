// Content journeys against the production build: an admin edits the hero title, a feature
// card, a detailed ("Güçlü Özellikler") card, a testimonial, the contact info and the KVKK
// controller in the back-office; each shows on `/` (the controller on /kvkk) at the next request
// (the page's cache is expired by the save), or within 3 s when another journey's render of `/`
// was in flight (gotoLandingShowing).
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { GIF_1X1, PNG_1X1 } from '../support/images';
import { createAdminAccount, gotoLandingShowing, newAdminEmail, signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';

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
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Geçiş süresi 1000 ms\'nin katı olmalıdır').first()).toBeVisible();
  await page.getByLabel('Slayt geçiş süresi (ms)').fill('4000');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
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
  // Reopened without a reload, the dialog shows what was saved, not the values before the save
  // (issue 24 item 1: saving again would have undone the rename).
  await page.getByTestId('feature-card').filter({ hasText: `Akıllı Takvim ${tag}` }).getByRole('button', { name: /kartını düzenle/ }).click();
  await expect(edit.getByLabel('Başlık')).toHaveValue(`Akıllı Takvim ${tag}`);
  await edit.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(edit).toBeHidden();

  await gotoLandingShowing(page, `Akıllı Takvim ${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText(`Akıllı Takvim ${tag}`)).toBeVisible();

  // Delete, confirmed: gone from `/`.
  await page.goto('/admin/content');
  await page.getByTestId('feature-card').filter({ hasText: `Akıllı Takvim ${tag}` }).getByRole('button', { name: /kartını sil/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('feature-card').filter({ hasText: `Akıllı Takvim ${tag}` })).toHaveCount(0);
  await gotoLandingShowing(page, `Akıllı Takvim ${tag}`, false);
  await expect(page.getByText(`Akıllı Takvim ${tag}`)).toHaveCount(0);
});

test('a detailed feature card shows in the "Güçlü Özellikler" section of `/`, and not once hidden', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/content?tab=detailed-features');
  await page.getByRole('button', { name: 'Yeni Kart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kart' });
  await dialog.getByLabel('Başlık').fill(`Cepten Yönetim ${tag}`);
  await dialog.getByLabel('Açıklama').fill(`Randevuları telefondan onaylayın ${tag}`);
  await dialog.getByLabel('Simge').selectOption('Smartphone');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog).toBeHidden();

  await gotoLandingShowing(page, `Cepten Yönetim ${tag}`);
  const section = page.locator('#detailed-features');
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
  const card = section.getByTestId('detailed-feature').filter({ hasText: `Cepten Yönetim ${tag}` });
  await expect(card).toContainText(`Randevuları telefondan onaylayın ${tag}`);
  await expect(card.locator('svg.lucide-smartphone')).toBeAttached();

  await page.goto('/admin/content?tab=detailed-features');
  const adminCard = page.getByTestId('feature-card').filter({ hasText: `Cepten Yönetim ${tag}` });
  await adminCard.getByRole('button', { name: /kartını düzenle/ }).click();
  const edit = page.getByRole('dialog', { name: 'Kartı Düzenle' });
  await edit.getByLabel('Görünür').uncheck();
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  // Reopened without a reload (once the list shows the save), the dialog shows the card hidden:
  // saving it again must not make it visible (issue 24 item 1).
  await expect(adminCard).toContainText('Gizli');
  await adminCard.getByRole('button', { name: /kartını düzenle/ }).click();
  await expect(edit.getByLabel('Görünür')).not.toBeChecked();
  await expect(edit.getByLabel('Başlık')).toHaveValue(`Cepten Yönetim ${tag}`);
  await edit.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(edit).toBeHidden();
  await gotoLandingShowing(page, `Cepten Yönetim ${tag}`, false);
  await expect(page.getByText(`Cepten Yönetim ${tag}`)).toHaveCount(0);

  await page.goto('/admin/content?tab=detailed-features');
  await adminCard.getByRole('button', { name: /kartını sil/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(adminCard).toHaveCount(0);
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
  await gotoLandingShowing(page, `Müşterilerimiz çok memnun ${tag}`);
  await expect(page.getByText(`Müşterilerimiz çok memnun ${tag}`)).toBeVisible();

  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: `Gülşen Yılmaz ${tag} yorumunu gizle` }).click();
  await expect(page.getByTestId('testimonial-card').filter({ hasText: `Gülşen Yılmaz ${tag}` })).toContainText('Gizli');
  await gotoLandingShowing(page, `Müşterilerimiz çok memnun ${tag}`, false);
  await expect(page.getByText(`Müşterilerimiz çok memnun ${tag}`)).toHaveCount(0);

  await page.goto('/admin/content?tab=contact');
  await page.getByLabel('Telefon').fill('');
  await page.getByLabel('E-posta').fill('');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Telefon numarası gereklidir').first()).toBeVisible();
  await expect(page.getByText('E-posta adresi gereklidir').first()).toBeVisible();
  await page.getByLabel('Telefon').fill('0 216 321 00 00');
  await page.getByLabel('E-posta').fill(`iletisim-${tag}@ornek.com`);
  await page.getByLabel('Çalışma saatleri').fill(`Her gün 10:00 - 20:00 ${tag}`);
  await expect(page.getByRole('complementary', { name: 'Önizleme' })).toContainText(`iletisim-${tag}@ornek.com`);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('İletişim bilgileri başarıyla kaydedildi').first()).toBeVisible();
  await gotoLandingShowing(page, `iletisim-${tag}@ornek.com`);
  const contact = page.locator('#contact');
  await expect(contact).toContainText(`iletisim-${tag}@ornek.com`);
  await expect(contact).toContainText('0 216 321 00 00');
  await expect(contact).toContainText(`Her gün 10:00 - 20:00 ${tag}`);
});

test('the KVKK controller saved in the content editor shows on both notices at their next request', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/content?tab=kvkk');
  await expect(page.getByRole('link', { name: 'KVKK Veri Sorumlusu' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('MERSİS no (isteğe bağlı)').fill('123');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('MERSİS numarası 16 rakamdan oluşmalıdır').first()).toBeVisible();

  const name = `Örnek Teknoloji A.Ş. ${tag}`;
  const kep = `ornek-${tag}@hs01.kep.tr`;
  await page.getByLabel('Unvan').fill(name);
  await page.getByLabel('KEP adresi (isteğe bağlı)').fill(kep);
  await page.getByLabel('MERSİS no (isteğe bağlı)').fill('0123 4567 8901 2345');
  await expect(page.getByRole('complementary', { name: 'Önizleme' })).toContainText(name);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Veri sorumlusu bilgileri kaydedildi').first()).toBeVisible();

  // Both notices are cached pages: the save expires them ('site-content'), as it does '/'.
  for (const path of ['/kvkk', '/kvkk/salon']) {
    const shows = async () => (await (await page.request.get(path)).text()).replaceAll('<!-- -->', '').includes(kep);
    await expect.poll(shows, { message: `${kep} on ${path}`, timeout: 8_000 }).toBe(true);
  }
  await page.goto('/kvkk');
  const controller = page.locator('#veri-sorumlusu');
  await expect(controller).toContainText(name);
  await expect(controller).toContainText('0123456789012345');
  await expect(page.locator('#basvuru')).toContainText(kep);
});

test('uploads: the bytes decide the type, 2 MB at most, admins only', async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const post = (cookie: string | null, name: string, buffer: Buffer, mimeType = 'image/png') => api.post('/api/admin/uploads?kind=hero-images', {
    headers: cookie ? { cookie } : {}, multipart: { file: { name, mimeType, buffer } },
  });
  expect((await post(null, 'a.png', PNG_1X1)).status()).toBe(401);
  const cookie = await signInWithApi(api, SUPERADMIN.email, SUPERADMIN.password);
  // A PNG named .gif is stored as a PNG.
  const renamed = await post(cookie, 'resim.gif', PNG_1X1, 'image/gif');
  expect(renamed.status()).toBe(201);
  const { url } = await renamed.json();
  expect(url).toMatch(/^\/api\/files\/hero-images\/[\w-]+\.png$/);
  const served = await api.get(url);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body())).toEqual(PNG_1X1);
  expect((await (await post(cookie, 'kucuk.gif', GIF_1X1, 'image/gif')).json()).url).toMatch(/\.gif$/);
  // Text named .png is refused; so is anything over 2 MB.
  const text = await post(cookie, 'sahte.png', Buffer.from('bu bir resim değil'));
  expect(text.status()).toBe(400);
  expect(await text.json()).toEqual({ error: 'Sadece resim dosyaları yüklenebilir.' });
  const big = await post(cookie, 'buyuk.png', Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]));
  expect(big.status()).toBe(400);
  expect(await big.json()).toEqual({ error: 'Dosya boyutu 2MB\'dan küçük olmalıdır.' });
  await api.dispose();
});

test('a hero image uploaded in the editor shows on the landing page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/content?tab=hero');
  await page.getByLabel(/Görsel yükle/).setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const item = page.getByTestId('hero-image').last();
  await expect(item).toBeVisible();
  await item.getByLabel('Alternatif metin').fill(`Salon içi ${tag}`);
  await page.getByRole('button', { name: 'Görselleri Kaydet' }).click();
  await expect(page.getByText('Görseller kaydedildi').first()).toBeVisible();
  await page.getByLabel(/Görsel yükle/).setInputFiles({ name: 'not.png', mimeType: 'image/png', buffer: Buffer.from('metin') });
  await expect(page.getByText('Sadece resim dosyaları yüklenebilir.')).toBeVisible();
  await gotoLandingShowing(page, `Salon içi ${tag}`);
  await expect(page.getByRole('img', { name: `Salon içi ${tag}` })).toBeAttached();
});

test('a moderator can neither open the content screens nor save through them', async ({ page, context, baseURL }) => {
  const email = newAdminEmail('icerik');
  await signIn(page);
  await createAdminAccount(page, { email, fullName: 'İçerik Moderatörü', role: 'Moderatör', password: 'moderator-sifre' });
  const api = await playwrightRequest.newContext({ baseURL });
  const moderatorCookie = await signInWithApi(api, email, 'moderator-sifre');
  for (const path of ['/admin/content', '/admin/testimonials', '/admin/email-test']) {
    expect((await api.get(path, { headers: { cookie: moderatorCookie } })).status(), path).toBe(403);
  }
  const upload = await api.post('/api/admin/uploads?kind=hero-images', { headers: { cookie: moderatorCookie }, multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: PNG_1X1 } } });
  expect(upload.status()).toBe(403);
  await api.dispose();

  await page.goto('/admin/content?tab=contact');
  await page.getByLabel('Telefon').fill('0 999 999 99 99');
  const real = (await context.cookies()).find((c) => c.name === 'admin_session')!;
  await context.addCookies([{ ...real, value: moderatorCookie.split('=')[1] }]);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Bu işlem için yetkiniz yok').first()).toBeVisible();
  await context.addCookies([real]);
  await page.goto('/');
  await expect(page.locator('#contact')).not.toContainText('0 999 999 99 99');
});

/** Which slide is current (its indicator's position), after the page's pending renders. */
async function currentSlide(page: Page, dots: Locator): Promise<number> {
  // A turn's render is queued (as React queues it) behind the timer that fired: let it run.
  await page.evaluate(() => new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  }));
  return dots.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
}

test('the hero slideshow turns at the saved interval, answers the keyboard and stays still for reduced motion', async ({ page, browser, baseURL }) => {
  // The journeys run with reduced motion (playwright.config.ts); this visitor has no such wish.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signIn(page);
  await page.goto('/admin/content?tab=hero');
  await page.getByLabel('Slayt geçiş süresi (ms)').fill('2000');
  await page.getByLabel('Slayt göstergelerini göster').check();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Ana sayfa içeriği kaydedildi').first()).toBeVisible();
  const items = page.getByTestId('hero-image');
  const before = await items.count();
  for (const [file, alt] of [['bir.png', `Slayt bir ${tag}`], ['iki.png', `Slayt iki ${tag}`]]) {
    await page.getByLabel(/Görsel yükle/).setInputFiles({ name: file, mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(items).toHaveCount(before + (alt.includes('bir') ? 1 : 2));
    await items.last().getByLabel('Alternatif metin').fill(alt);
  }
  await page.getByRole('button', { name: 'Görselleri Kaydet' }).click();
  await expect(page.getByText('Görseller kaydedildi').first()).toBeVisible();

  // The page's clock stands still from its first moment; the journey lets time pass (page.clock),
  // so the interval is checked to the millisecond on any machine.
  await page.clock.install();
  await page.clock.pauseAt(new Date('2026-12-01T10:00:00+03:00'));
  await gotoLandingShowing(page, `Slayt iki ${tag}`);
  const slides = page.getByRole('region', { name: 'Salon görselleri' });
  const dots = slides.getByRole('button', { name: /^\d+\. görsel$/ });
  expect(await dots.count()).toBeGreaterThanOrEqual(2);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  const count = await dots.count();
  for (const turn of [1, 2]) {
    await page.clock.runFor(1_999);
    expect(await currentSlide(page, dots), 'not yet at 1999 ms').toBe((turn - 1) % count);
    await page.clock.runFor(1);
    await expect(dots.nth(turn % count)).toHaveAttribute('aria-current', 'true');
  }

  // Keyboard: the indicators are buttons in the tab order; Enter picks a slide, and the show
  // holds still while focus is inside it, then turns again once focus leaves.
  await dots.first().focus();
  await page.keyboard.press('Tab');
  await expect(dots.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(6_000);
  expect(await currentSlide(page, dots), 'no turn while focused').toBe(1);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(2_000);
  await expect(dots.nth(2 % count)).toHaveAttribute('aria-current', 'true');

  // A visitor who asks for reduced motion: no turning on its own, the indicators still work.
  const calm = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const calmPage = await calm.newPage();
  await calmPage.clock.install();
  await calmPage.clock.pauseAt(new Date('2026-12-01T10:00:00+03:00'));
  await calmPage.goto('/');
  const calmSlides = calmPage.getByRole('region', { name: 'Salon görselleri' });
  const calmDots = calmSlides.getByRole('button', { name: /^\d+\. görsel$/ });
  await expect(calmDots.first()).toHaveAttribute('aria-current', 'true');
  await calmPage.clock.runFor(10_000);
  expect(await currentSlide(calmPage, calmDots), 'no turn with reduced motion').toBe(0);
  await calmDots.last().click();
  await expect(calmDots.last()).toHaveAttribute('aria-current', 'true');
  // Only the current slide is exposed to assistive technology.
  await expect(calmSlides.getByRole('img')).toHaveCount(1);
  await expect(calmSlides.getByRole('img')).toHaveAccessibleName(`Slayt iki ${tag}`);
  await calm.close();

  // Back as it was: the two slides removed, the default interval (the back-office's own timers run).
  await page.clock.resume();
  await page.goto('/admin/content?tab=hero');
  for (const alt of [`Slayt iki ${tag}`, `Slayt bir ${tag}`]) {
    await expect(items.last().getByLabel('Alternatif metin')).toHaveValue(alt);
    await items.last().getByRole('button', { name: 'Görseli kaldır' }).click();
  }
  await page.getByRole('button', { name: 'Görselleri Kaydet' }).click();
  await expect(page.getByText('Görseller kaydedildi').first()).toBeVisible();
  await page.getByLabel('Slayt geçiş süresi (ms)').fill('5000');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Ana sayfa içeriği kaydedildi').first()).toBeVisible();
});
