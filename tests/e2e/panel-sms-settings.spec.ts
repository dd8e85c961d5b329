// The salon chooses how its messages go (issue 32): on a phone the owner opens Salon Bilgileri,
// sees the defaults in 'Bildirimler' (confirmation and reminder by SMS and e-mail, the rest by
// e-mail, no salon phone, nothing used this month), is refused a landline as the salon's SMS
// phone, then switches the reminder to SMS with a mobile number; the page shows the saved choice
// after saving and after a reload. A freshly registered salon, so no other journey sees its choices.
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, panelSignInWithApi, registerTrialSalon } from './panel-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the owner sends the reminder by SMS and sets the salon phone', async ({ page, context, baseURL }) => {
  const salon = await registerTrialSalon(page);
  const cookie = await panelSignInWithApi(page.request, salon);
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseURL! }]);

  await page.goto('/panel/salon');
  const card = page.getByTestId('sms-settings');
  await expect(card.getByRole('heading', { name: 'Bildirimler' })).toBeVisible();
  await expect(card.getByTestId('sms-usage')).toHaveText(/^Bu ay: 0 \/ [\d.]+ SMS$/);
  await expect(card.getByTestId('sms-channel-confirmation')).toContainText('SMS ve e-posta');
  await expect(card.getByTestId('sms-channel-reminder')).toContainText('SMS ve e-posta');
  await expect(card.getByTestId('sms-channel-newBooking')).toContainText('E-posta');
  await expect(card.getByTestId('sms-phone')).toHaveText('—');
  await expect(card.getByText('21:00 ile 09:00 arasında gönderilmez')).toBeVisible();

  await card.getByRole('button', { name: 'Bildirim Ayarları' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bildirimler' });
  const reminder = dialog.getByLabel('Randevu hatırlatması');
  await expect(reminder).toHaveValue('both');
  await reminder.selectOption({ label: 'SMS' });
  const phone = dialog.getByLabel('SMS bildirimleri için salon telefonu');

  // A landline cannot receive a text: refused on its field, the dialog stays open.
  await phone.fill('0216 123 45 67');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('SMS yalnızca cep telefonlarına gönderilebilir: 05 ile başlayan bir numara girin')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  await phone.fill('0532 123 45 67');
  await expect(phone).toHaveValue('0 532 123 45 67');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bildirim ayarları kaydedildi').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('sms-channel-reminder')).toContainText('SMS');
  await expect(card.getByTestId('sms-channel-reminder')).not.toContainText('e-posta');
  await expect(card.getByTestId('sms-phone')).toHaveText('0 532 123 45 67');

  await page.reload();
  await expect(card.getByTestId('sms-channel-reminder')).toHaveText(/SMS$/);
  await expect(card.getByTestId('sms-channel-confirmation')).toContainText('SMS ve e-posta');
  await expect(card.getByTestId('sms-phone')).toHaveText('0 532 123 45 67');
  // The dialog opens on the saved values.
  await card.getByRole('button', { name: 'Bildirim Ayarları' }).click();
  await expect(dialog.getByLabel('Randevu hatırlatması')).toHaveValue('sms');
  await expect(dialog.getByLabel('SMS bildirimleri için salon telefonu')).toHaveValue('0 532 123 45 67');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
  // The page fits a phone.
  await expectNoSidewaysScroll(page);
});
