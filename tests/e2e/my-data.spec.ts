// KVKK's rights for a signed-in customer (issue 33): 'Verilerim' shows what we (read on a 390 px phone)
// hold and downloads it as JSON (no password hash in it); 'Hesabımı Kapat' asks first, then
// erases the account: the home page opens signed out and the phone and password no longer sign in.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { login, newCustomer, openAuthDialogFromNavbar, register, toasts, userMenuButton } from './account-helpers';
import { expectNoSidewaysScroll } from './panel-helpers';
import { waitForHydration } from './ready';

test('a customer reads and downloads her data, then closes her account', async ({ page }) => {
  const customer = newCustomer('Derya', 'Kvkk');
  await page.goto('/');
  await register(page, customer);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/verilerim');
  await expect(page.getByRole('heading', { name: 'Verilerim', level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-data-profile')).toContainText(customer.email);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Verilerimi İndir (JSON)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const json = await readFile((await download.path())!, 'utf8');
  expect(JSON.parse(json)).toMatchObject({ profile: { phone: customer.phone, email: customer.email } });
  expect(json).not.toMatch(/password|\$2[aby]\$/i);

  // Nothing happens until she confirms.
  const close = page.getByRole('button', { name: 'Hesabımı Kapat' });
  await waitForHydration(close);
  await close.click();
  const confirm = page.getByRole('alertdialog', { name: 'Hesabınız kapatılsın mı?' });
  await expect(confirm).toContainText('Bu işlem geri alınamaz.');
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(userMenuButton(page, customer)).toBeVisible();

  await close.click();
  await confirm.getByRole('button', { name: 'Hesabımı Kapat' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText(/Hesabınız kapatıldı/)).toBeVisible();
  await expect(userMenuButton(page, customer)).toBeHidden();

  // The phone and password she used no longer sign in.
  await openAuthDialogFromNavbar(page);
  await login(page, customer.phone, customer.password);
  await expect(page.getByRole('alertdialog', { name: 'Giriş Başarısız' })).toBeVisible();
  await expect(userMenuButton(page, customer)).toBeHidden();
});
