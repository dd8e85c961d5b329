// The contact inbox as an operator meets it (issue 24, items 10, 11, 15, 17), against the
// production build: a message written on the landing page while the inbox is open shows up in
// the rows and in the tab counts together (one read every 2 s); a 100-character name and a
// 300-character URL wrap inside the detail dialog, whose buttons stay inside it at 1366 px and
// at 390 px, and the sender column stays narrow; the reply's success panel names recipient,
// subject and status and 'Gönder' stays disabled after it. Also: the dashboard's title and the
// feature icon picker's Turkish names.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWithForm, SUPERADMIN } from './admin-helpers';

test.describe.configure({ mode: 'serial' });

const tag = Date.now().toString(36);
const longName = `Muhammedmustafaabdurrahmanyıldırımoğluçiçekgüzelsesliöztürkkaraağaçlıgil${tag}`;
const longUrl = `https://ornek-salon.example.com/${tag}/${'kampanya-'.repeat(40)}`.slice(0, 300);
const email = `uzun-${tag}@example.com`;

async function sendFromLanding(page: Page) {
  await page.goto(`/?form=${tag}#contact`);
  await page.getByLabel('Ad Soyad').fill(longName);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Mesajınız').fill(`Sitemiz: ${longUrl}`);
  await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
  await expect(page.getByText('Mesajınız başarıyla gönderildi!')).toBeVisible();
}

/** The number in a filter tab, e.g. 'Tümü(12)' → 12. */
async function tabCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('navigation', { name: 'Durum filtresi' }).getByRole('link', { name: new RegExp(`^${label}`) }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1] ?? NaN);
}

/**
 * The dialog is no wider than the viewport, and `inner` lies inside the dialog's box. Retried
 * for a moment: measured during the dialog's opening animation or a viewport change, the two
 * boxes are from different frames.
 */
async function expectInside(page: Page, dialog: Locator, inner: Locator) {
  await expect(async () => {
    const outer = (await dialog.boundingBox())!;
    const box = (await inner.boundingBox())!;
    expect(outer.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(box.x).toBeGreaterThanOrEqual(outer.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  }).toPass({ timeout: 5_000 });
}

test('a new message updates rows and counts together; long text wraps in the dialog; the reply panel tells what was sent', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle('Kontrol Paneli | Yönetici Paneli');

  await page.goto(`/admin/contacts?q=${tag}`);
  await expect(page.getByText('Aramanıza uyan mesaj bulunamadı')).toBeVisible();
  const allBefore = await tabCount(page, 'Tümü');
  const newBefore = await tabCount(page, 'Yeni');

  // A visitor writes while the inbox stays open: the row and the counts arrive in the same read.
  const visitor = await browser.newPage();
  await sendFromLanding(visitor);
  await visitor.close();
  const row = page.getByRole('row').filter({ hasText: longName });
  await expect(row).toHaveAttribute('data-status', 'new', { timeout: 10_000 });
  expect(await tabCount(page, 'Tümü')).toBeGreaterThan(allBefore);
  expect(await tabCount(page, 'Yeni')).toBeGreaterThan(newBefore);

  // The sender column does not grow with the name.
  const senderHeader = (await page.getByRole('columnheader', { name: 'Gönderen' }).boundingBox())!;
  expect(senderHeader.width).toBeLessThanOrEqual(300);

  await row.getByRole('button', { name: /mesajını aç/ }).click();
  const detail = page.getByRole('dialog', { name: longName });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(detail.getByText(longUrl)).toBeVisible();
    await expectInside(page, detail, detail.getByRole('heading', { name: longName }));
    await expectInside(page, detail, detail.getByText(longUrl));
    await expectInside(page, detail, detail.getByRole('button', { name: 'Sil' }));
    await expectInside(page, detail, detail.getByRole('button', { name: 'E-posta ile Yanıtla' }));
  }

  // The reply: its panel names recipient, subject and status; a second 'Gönder' is not offered.
  await detail.getByRole('button', { name: 'E-posta ile Yanıtla' }).click();
  const reply = page.getByRole('dialog', { name: 'E-posta ile Yanıtla' });
  await reply.getByLabel('Konu').fill(`Siteniz hakkında ${tag}`);
  await reply.getByLabel('Mesaj').fill('Merhaba, bağlantınızı inceledik.');
  await expectInside(page, reply, reply.getByRole('button', { name: 'Gönder' }));
  await reply.getByRole('button', { name: 'Gönder' }).click();
  const panel = reply.getByRole('status');
  await expect(panel).toContainText(`Alıcı${email}`);
  await expect(panel).toContainText(`KonuSiteniz hakkında ${tag}`);
  await expect(panel).toContainText('DurumKuyrukta');
  await expect(reply.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  await reply.getByRole('button', { name: 'Tamam' }).click();
  await expect(row).toHaveAttribute('data-status', 'replied');
});

test('the feature icon picker lists icons by Turkish names', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Yeni Kart' }).click();
  const options = page.getByRole('dialog', { name: 'Yeni Kart' }).getByLabel('Simge').locator('option');
  await expect(options).toHaveText(['Takvim', 'Kişi', 'Kredi kartı', 'Yıldız', 'Kalp', 'Kalkan']);
});
