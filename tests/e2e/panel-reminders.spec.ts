// The salon chooses when its customers are reminded (issue 23): on a phone the owner opens
// Salon Bilgileri, sees the default (24 hours), picks 2 hours in 'Hatırlatma Ayarı', and the page
// shows the new choice after saving and after a reload.
import { expect, test } from '@playwright/test';
import { panelSignInWithApi, registerTrialSalon } from './panel-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the owner switches the reminder e-mail to 2 hours before the appointment', async ({ page, context, baseURL }) => {
  const salon = await registerTrialSalon(page);
  const cookie = await panelSignInWithApi(page.request, salon);
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseURL! }]);

  await page.goto('/panel/salon');
  await expect(page.getByText('Randevudan 24 saat önce')).toBeVisible();
  await page.getByRole('button', { name: 'Hatırlatma Ayarı' }).click();
  const dialog = page.getByRole('dialog', { name: 'Randevu Hatırlatması' });
  await dialog.getByLabel('Hatırlatma zamanı').selectOption({ label: 'Randevudan 2 saat önce' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Hatırlatma ayarı kaydedildi').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Randevudan 2 saat önce')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Randevudan 2 saat önce')).toBeVisible();
  // The page fits a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
