// A paid order that activated nothing, end to end in Chromium (issue 24 §2, §3): the owner
// goes back from the payment ('Ödemeden vazgeç ve geri dön' cancels the order), then pays the
// old PayTR page anyway. The money is taken but no salon is made; the owner is told
// 'Ödemeniz alındı, kaydınız inceleniyor', the operator finds it from the bell on
// 'İncelenecek Ödemeler' with what happened, and completes it under another username; the
// owner's page then shows the salon code.
import { expect, test, type Page } from '@playwright/test';
import { SUPERADMIN, signInWithForm } from './admin-helpers';
import { phoneFor, unique } from './panel-helpers';
import { waitForHydration } from './ready';

async function toPlanStep(page: Page, id: string) {
  await page.goto('/salon-kayit');
  await page.getByLabel('Salon Adı').fill(`E2E Ödeme ${id}`);
  await page.getByLabel('Adres').fill('Moda Cad. No: 9');
  await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  await page.getByLabel('İlçe').selectOption({ label: 'Kadıköy' });
  await page.getByLabel('Telefon').pressSequentially(phoneFor(id));
  await page.getByLabel('E-posta').fill(`odeme-${id}@example.com`);
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByLabel('Kullanıcı Adı').fill(`odeme${id}`);
  await page.getByLabel('Şifre', { exact: true }).fill('sifre123');
  await page.getByLabel('Ad', { exact: true }).fill('Işıl');
  await page.getByLabel('Soyad').fill('Çelik');
  await page.getByRole('button', { name: 'İleri' }).click();
}

test('a cancelled order paid anyway goes to review, the owner is told the truth, an operator completes it', async ({ page, context }) => {
  const id = unique();
  await toPlanStep(page, id);
  await page.getByTestId('wizard-plan').filter({ hasText: 'Aylık' }).click();
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
  const frameUrl = await page.locator('#paytriframe').getAttribute('src');
  expect(frameUrl).toBeTruthy();

  // Going back cancels the order; the wizard keeps everything on step 3.
  await page.getByRole('button', { name: 'Ödemeden vazgeç ve geri dön' }).click();
  await expect(page.getByRole('heading', { name: /Adım 3/ })).toBeVisible();

  // The old PayTR page is paid anyway (another tab): PayTR takes the money and notifies us.
  const paytr = await context.newPage();
  await paytr.goto(frameUrl!);
  await paytr.getByRole('button', { name: 'Ödeme Yap' }).click();
  await expect(paytr).toHaveURL(/\/kayit-tamamlandi\?merchant_oid=SR[A-Za-z0-9]+/);
  const statusUrl = paytr.url();
  // The notification may arrive after the redirect: look again until it has.
  await expect(async () => {
    await paytr.goto(statusUrl);
    await expect(paytr.getByRole('heading', { name: 'Ödemeniz alındı, kaydınız inceleniyor' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(paytr.getByText('Ödeme Başarısız')).toHaveCount(0);

  // The operator: the bell, then the screen, with what happened.
  const admin = await context.browser()!.newContext();
  const operator = await admin.newPage();
  await signInWithForm(operator, SUPERADMIN.email, SUPERADMIN.password);
  await expect(operator).toHaveURL(/\/admin$/);
  // A tap before React owns the bell opens nothing (run X: the menu never came).
  const bell = operator.getByRole('button', { name: /^Bildirimler/ });
  await waitForHydration(bell);
  await bell.click();
  await operator.getByText('İncelenecek ödemeler', { exact: true }).click();
  await expect(operator).toHaveURL(/\/admin\/odemeler$/);
  await expect(operator.getByRole('heading', { name: 'İncelenecek Ödemeler' })).toBeVisible();
  const item = operator.getByTestId('payment-review').filter({ hasText: `E2E Ödeme ${id}` });
  await expect(item).toContainText('Ödemeden vazgeçildi.');
  await expect(item).toContainText('₺29,90');

  await item.getByRole('button', { name: `E2E Ödeme ${id} kaydını tamamla` }).click();
  const dialog = operator.getByRole('dialog');
  await expect(dialog.getByLabel('Kullanıcı adı')).toHaveValue(`odeme${id}`);
  await dialog.getByLabel('Kullanıcı adı').fill(`yeni${id}`);
  await dialog.getByRole('button', { name: 'Kaydı Tamamla' }).click();
  await expect(operator.getByText(/Kayıt tamamlandı: salon kodu [A-Z0-9]{6}, kullanıcı adı yeni/).first()).toBeVisible();
  await expect(item).toHaveCount(0);
  await admin.close();

  // The owner's page now shows the salon under the new username.
  await paytr.goto(statusUrl);
  await expect(paytr.getByTestId('salon-code')).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(paytr.getByText(`yeni${id}`)).toBeVisible();
});
