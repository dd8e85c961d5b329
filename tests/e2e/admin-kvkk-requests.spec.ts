// KVKK requests (issue 33): a guest asks from /kvkk/basvuru. By e-mail she must prove the address
// with the mailed code first (a wrong one is refused with the tries left); by phone the request
// is recorded and says honestly that it is not verified yet. The operator finds it in
// /admin/kvkk with its 30-day deadline and answers it once.
import { expect, test } from '@playwright/test';
import { signInWithForm, SUPERADMIN } from './admin-helpers';
import { waitForHydration } from './ready';

test('a guest asks by e-mail and by phone; the operator answers the phone request within its deadline', async ({ page, browser }) => {
  const stamp = String(Date.now()).slice(-8);
  const phone = `053${stamp}`;
  const guest = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.33.${Number(stamp.slice(0, 2))}.${1 + (Number(stamp.slice(2, 4)) % 250)}` } })).newPage();

  // By e-mail: a code is asked for before anything else.
  await guest.goto('/kvkk/basvuru');
  const send = guest.getByRole('button', { name: 'Başvuruyu Gönder' });
  await waitForHydration(send);
  await guest.getByLabel(/Verilerimin bir kopyası/).check();
  await guest.getByLabel('E-posta adresiniz').fill(`kvkk.${stamp}@example.com`);
  await send.click();
  await expect(guest.getByRole('heading', { name: 'E-posta adresinizi doğrulayın' })).toBeVisible();
  await guest.getByLabel('Doğrulama kodu').fill('000000');
  await guest.getByRole('button', { name: 'Doğrula' }).click();
  await expect(guest.getByText('Kod hatalı. 4 deneme hakkınız kaldı.')).toBeVisible();

  // By phone: recorded, not verified, and it says so.
  await guest.goto('/kvkk/basvuru');
  await waitForHydration(guest.getByRole('button', { name: 'Başvuruyu Gönder' }));
  await guest.getByLabel(/Verilerimin silinmesi/).check();
  await guest.getByLabel(/^Telefon/).check();
  await expect(guest.getByTestId('kvkk-phone-note')).toContainText('SMS gönderilmez');
  await guest.getByLabel('Telefon numaranız').fill(phone);
  await guest.getByLabel('Açıklamanız (isteğe bağlı)').fill('Geçen yıl misafir olarak randevu aldım, kayıtlarımın silinmesini istiyorum.');
  await guest.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  const done = guest.getByTestId('kvkk-request-done');
  await expect(done).toContainText('Başvurunuz kaydedildi');
  await expect(done).toContainText('SMS gönderilmedi');
  await guest.context().close();

  // The operator: the request with its deadline, answered once with a note.
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/kvkk');
  const spaced = [phone.slice(0, 1), phone.slice(1, 4), phone.slice(4, 7), phone.slice(7, 9), phone.slice(9)].join(' ');
  const details = page.getByRole('button', { name: `${spaced} başvurusunun ayrıntıları` });
  await waitForHydration(details);
  await details.click();
  const dialog = page.getByRole('dialog', { name: 'Verilerimin silinmesi' });
  await expect(dialog).toContainText('Kimliği doğrulamadan veri paylaşmayın veya silmeyin.');
  await expect(dialog).toContainText('Son tarih');
  await dialog.getByRole('button', { name: 'Tamamlandı' }).click();
  const resolve = page.getByRole('dialog', { name: 'Başvuru tamamlandı' });
  await resolve.getByLabel('Ne yapıldı?').fill('Telefonla arandı, kimlik doğrulandı; misafir randevu kayıtları anonimleştirildi.');
  await resolve.getByRole('button', { name: 'Tamamlandı olarak kaydet' }).click();
  await expect(page.getByText('Başvuru tamamlandı olarak kaydedildi').first()).toBeVisible();
  await expect(resolve).toBeHidden();
});
