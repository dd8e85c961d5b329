// The e-mail test tool (/admin/email-test) against the production build, which has no SMTP
// server configured: the configuration says so (and never shows a password), a test message
// reports that it waits in the outbox, the outbox list shows it queued with its attempts, and
// 'Yeniden Dene' answers with the reason. (Delivery through a real SMTP server: the same page
// in admin-email-smtp.spec.ts, and tests/mail against the smtp-server package.)
import { expect, test } from '@playwright/test';
import { signInWithForm, SUPERADMIN } from './admin-helpers';

test('configuration, a test message and the outbox list', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/email-test');
  await expect(page.getByText('Ayarlanmamış (SMTP_HOST)')).toBeVisible();
  await expect(page.getByText('Yerel bir bilgisayardan', { exact: false })).toBeVisible();

  const send = page.getByRole('button', { name: 'Test E-postası Gönder' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Alıcı e-posta adresi').fill('gecersiz');
  await send.click();
  await expect(page.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();

  const to = `deneme-${Date.now().toString(36)}@example.com`;
  await page.getByLabel('Alıcı e-posta adresi').fill(to);
  await send.click();
  const outcome = page.getByRole('status').filter({ hasText: 'Sonuç' });
  await expect(outcome).toContainText('SMTP yapılandırılmamış');
  await expect(outcome).toContainText('İleti giden kutusunda bekliyor.');

  const row = page.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText('Kuyrukta');
  await row.getByRole('button', { name: 'Yeniden Dene' }).click();
  await expect(page.getByText('SMTP ayarları yapılmadığı için ileti giden kutusunda bekliyor').first()).toBeVisible();
});
