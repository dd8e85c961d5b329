// KVKK at the salon (issue 33) on a 390 px phone: the owner erases one of the salon's guest
// customers from her card. The confirmation says what happens before anything does; afterwards
// the list no longer shows the customer and her page is gone. Ela Nail Studio (DEMO34) is this
// journey's alone.
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, panelSignIn } from './panel-helpers';
import { waitForHydration } from './ready';

const SALON = { code: 'DEMO34', username: 'sahip_demo34', password: 'demo1234' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the owner erases a guest customer's data from her salon", async ({ page }) => {
  await panelSignIn(page, SALON.code, SALON.username, SALON.password);
  await page.goto('/panel/musteriler');
  const guestCard = page.getByTestId('customer-card').filter({ hasText: 'Misafir' }).first();
  const link = guestCard.getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/panel\/musteriler\/0\d{10}$/);
  const customerUrl = page.url();

  const erase = page.getByRole('button', { name: 'Müşteriyi Sil' });
  await waitForHydration(erase);
  await expectNoSidewaysScroll(page);
  await erase.click();
  const confirm = page.getByRole('alertdialog', { name: `${name} silinsin mi?` });
  await expect(confirm).toContainText('Yalnızca salonunuzdaki kayıtlar silinir; bu işlem geri alınamaz.');
  await confirm.getByRole('button', { name: 'Müşteriyi Sil' }).click();

  await expect(page).toHaveURL(/\/panel\/musteriler$/);
  await expect(page.getByTestId('customer-card').first()).toBeVisible();
  await expect(page.locator(`a[href="${new URL(customerUrl).pathname}"]`)).toHaveCount(0);
  // Her page is gone (the screen streams, so the answer says so in its body, not its status).
  await page.goto(customerUrl);
  await expect(page.getByRole('heading', { name: 'Kayıt bulunamadı' })).toBeVisible();
});
