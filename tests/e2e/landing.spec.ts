import { expect, test } from '@playwright/test';

test('the landing page greets visitors in Turkish', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Randevu Al/ }).first()).toBeVisible();
  await expect(page).toHaveTitle(/SalonRandevu/);
});
