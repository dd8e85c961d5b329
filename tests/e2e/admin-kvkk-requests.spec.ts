// KVKK requests (issue 33): a guest asks from /kvkk/basvuru. By e-mail she must prove the address
// with the mailed code first (a wrong one is refused with the tries left); by mobile phone with the
// same code by SMS, read here from the Netgsm double the app servers text through
// (scripts/sms-double, GET /__messages); by landline, which no text reaches, the request is
// recorded and says honestly that it is not verified yet. The operator finds them in /admin/kvkk
// with their 30-day deadlines, sees which contact is proven, and answers the landline's once.
import { expect, test } from '@playwright/test';
import { signInWithForm, SUPERADMIN } from './admin-helpers';
import { waitForHydration } from './ready';

/** What the Netgsm double received (playwright.config.ts: the app's port + 1100). */
const SMS_DOUBLE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200) + 1100}/__messages`;
/** '05321234567' as the back-office shows it: '0 532 123 45 67'. */
const spaced = (phone: string) => [phone.slice(0, 1), phone.slice(1, 4), phone.slice(4, 7), phone.slice(7, 9), phone.slice(9)].join(' ');

test('a guest asks by e-mail, by mobile and by landline; the operator answers the landline\'s request within its deadline', async ({ page, browser }) => {
  const stamp = String(Date.now()).slice(-8);
  const mobile = `053${stamp}`;
  const landline = `0212${stamp.slice(-7)}`;
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

  // By mobile phone: the same 6-digit code, by SMS.
  await guest.goto('/kvkk/basvuru');
  await waitForHydration(guest.getByRole('button', { name: 'Başvuruyu Gönder' }));
  await guest.getByLabel(/Verilerimin bir kopyası/).check();
  await guest.getByLabel(/^Telefon/).check();
  await expect(guest.getByTestId('kvkk-phone-note')).toContainText('yalnızca cep telefonlarına');
  await guest.getByLabel('Telefon numaranız').fill(mobile);
  await guest.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(guest.getByRole('heading', { name: 'Telefon numaranızı doğrulayın' })).toBeVisible();
  // Netgsm gets the 10-digit national number (features/sms/rules/recipients.ts).
  const codeTexts = async () => ((await (await fetch(SMS_DOUBLE)).json()) as { no: string; msg: string }[])
    .filter((m) => m.no === mobile.slice(1) && m.msg.startsWith('KVKK başvurunuz için doğrulama kodunuz:'));
  await expect.poll(async () => (await codeTexts()).length, { timeout: 30_000 }).toBe(1);
  const [codeText] = await codeTexts();
  expect(codeText.msg).toMatch(/^KVKK başvurunuz için doğrulama kodunuz: \d{6}\. Kod 15 dakika geçerlidir\. /);
  await guest.getByLabel('Doğrulama kodu').fill(/kodunuz: (\d{6})\./.exec(codeText.msg)![1]);
  await guest.getByRole('button', { name: 'Doğrula' }).click();
  const verified = guest.getByTestId('kvkk-request-done');
  await expect(verified).toContainText('Başvurunuz alındı');
  await expect(verified).toContainText('Telefon numaranız doğrulandı');

  // By landline: no text can reach it; recorded, not verified, and it says so.
  await guest.goto('/kvkk/basvuru');
  await waitForHydration(guest.getByRole('button', { name: 'Başvuruyu Gönder' }));
  await guest.getByLabel(/Verilerimin silinmesi/).check();
  await guest.getByLabel(/^Telefon/).check();
  await guest.getByLabel('Telefon numaranız').fill(landline);
  await guest.getByLabel('Açıklamanız (isteğe bağlı)').fill('Geçen yıl misafir olarak randevu aldım, kayıtlarımın silinmesini istiyorum.');
  await guest.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  const done = guest.getByTestId('kvkk-request-done');
  await expect(done).toContainText('Başvurunuz kaydedildi');
  await expect(done).toContainText('Sabit hatlara SMS gönderilemediği için');
  expect(((await (await fetch(SMS_DOUBLE)).json()) as { no: string }[]).filter((m) => m.no === landline.slice(1))).toEqual([]);
  await guest.context().close();

  // The operator: the request with its deadline, answered once with a note.
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/kvkk');
  // The mobile's request: proven by its SMS code.
  const mobileDetails = page.getByRole('button', { name: `${spaced(mobile)} başvurusunun ayrıntıları` });
  await waitForHydration(mobileDetails);
  await mobileDetails.click();
  const mobileDialog = page.getByRole('dialog', { name: 'Verilerimin bir kopyası' });
  await expect(mobileDialog).toContainText('SMS kodu girildi');
  await expect(mobileDialog).not.toContainText('Kimliği doğrulamadan');
  await page.keyboard.press('Escape');
  await expect(mobileDialog).toBeHidden();
  // The landline's: to be verified by a call, then answered once.
  const details = page.getByRole('button', { name: `${spaced(landline)} başvurusunun ayrıntıları` });
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
