import { expect, test } from '@playwright/test';

test('the back-office sends visitors without a session to the admin login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
});

test('a forged admin cookie is checked against the database and refused', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'admin_session', value: 'a'.repeat(64), url: baseURL! }]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
