// The contact inbox journey (/admin/contacts) against the production build: visitors write
// through the landing form; the admin sees new rows highlighted, searches, opens one (→ read),
// keeps a selection across the 2-second refresh, archives and deletes in bulk (confirmed),
// replies by e-mail (→ 'Yanıtlandı'; without SMTP the reply waits queued) and exports CSV.
// The inbox's endpoints answer 401 without a session, and a forged session's bulk delete
// deletes nothing.
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';
import { closeWithEscape } from './ready';

test.describe.configure({ mode: 'serial' });

const tag = Date.now().toString(36);
const people = [
  { name: `Ayşe Çelik ${tag}`, email: `ayse-${tag}@example.com`, message: '=HYPERLINK("http://kötü") şüpheli; "alıntı"' },
  { name: `Mehmet Öz ${tag}`, email: `mehmet-${tag}@example.com`, message: 'Demo istiyorum, ğüşiöç' },
  { name: `Zeynep Işık ${tag}`, email: `zeynep-${tag}@example.com`, message: 'Fiyat bilgisi' },
];

async function sendFromLanding(page: Page, person: (typeof people)[number]) {
  // A different query each time: going to the same '/#contact' again would only scroll, keeping
  // the previous success message on screen.
  await page.goto(`/?form=${encodeURIComponent(person.email)}#contact`);
  await page.getByLabel('Ad Soyad').fill(person.name);
  await page.getByLabel('E-posta').fill(person.email);
  await page.getByLabel('Mesajınız').fill(person.message);
  await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
  await expect(page.getByText('Mesajınız başarıyla gönderildi!')).toBeVisible();
}

/** The inbox's next refresh (every 2 s) has come and been shown. */
async function refreshed(page: Page) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/contacts');
  await page.clock.runFor(2_000);
  await (await answer).finished();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('visitors write, the admin reads, keeps a selection through refreshes, archives and deletes', async ({ page }) => {
  for (const person of people) await sendFromLanding(page, person);
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.clock.install(); // so the journey can bring the inbox's 2-second refresh forward (refreshed below)
  await page.goto(`/admin/contacts?q=${tag}`);
  for (const person of people) await expect(row(page, person.name)).toHaveAttribute('data-status', 'new');

  // Search narrows on the server.
  await page.getByRole('searchbox').fill(`Mehmet Öz ${tag}`);
  await expect(row(page, people[0].name)).toHaveCount(0);
  await expect(row(page, people[1].name)).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  await expect(row(page, people[0].name)).toBeVisible();

  // Opening a new message marks it read; the open modal survives the refresh.
  await row(page, people[2].name).getByRole('button', { name: /mesajını aç/ }).click();
  const detail = page.getByRole('dialog', { name: people[2].name });
  await expect(detail.getByText('Fiyat bilgisi')).toBeVisible();
  await expect(detail.getByText('Okundu')).toBeVisible();
  await refreshed(page);
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, people[2].name)).toHaveAttribute('data-status', 'read');

  // A status from the row's dropdown.
  await row(page, people[2].name).getByRole('combobox').selectOption({ label: 'Demo Planlandı' });
  await expect(row(page, people[2].name)).toHaveAttribute('data-status', 'scheduled');

  // Select two; the selection is still there after two refreshes; archive, confirmed.
  await row(page, people[1].name).getByRole('checkbox').check();
  await row(page, people[2].name).getByRole('checkbox').check();
  await refreshed(page);
  await refreshed(page);
  await expect(page.getByText('2 mesaj seçildi')).toBeVisible();
  await expect(row(page, people[1].name).getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Seçilenleri Arşivle' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Arşivle' }).click();
  await expect(row(page, people[1].name)).toHaveAttribute('data-status', 'archived');
  await expect(row(page, people[2].name)).toHaveAttribute('data-status', 'archived');

  // The archived filter shows exactly those two.
  await page.getByRole('navigation', { name: 'Durum filtresi' }).getByRole('link', { name: /Arşivlendi/ }).click();
  await expect(row(page, people[0].name)).toHaveCount(0);
  await expect(row(page, people[1].name)).toBeVisible();

  // Delete one in bulk, confirmed; cancelling first changes nothing.
  await row(page, people[1].name).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Seçilenleri Sil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row(page, people[1].name)).toBeVisible();
  await page.getByRole('button', { name: 'Seçilenleri Sil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(row(page, people[1].name)).toHaveCount(0);
  await expect(row(page, people[2].name)).toBeVisible();
});

test('reply by e-mail: send waits for all three fields, then the message is replied', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/contacts?q=${tag}`);
  await row(page, people[0].name).getByRole('button', { name: /mesajını yanıtla/ }).click();
  const dialog = page.getByRole('dialog', { name: 'E-posta ile Yanıtla' });
  const send = dialog.getByRole('button', { name: 'Gönder' });
  await expect(dialog.getByLabel('Alıcı')).toHaveValue(people[0].email);
  // The greeting is in the message itself, where the operator sees it (issue 29); alone it is not a reply.
  await expect(dialog.getByLabel('Mesaj')).toHaveValue(`Merhaba ${people[0].name},\n\n`);
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Mesaj').fill(`Merhaba ${people[0].name},\n\nDemo için sizi arayacağız.`);
  await dialog.getByLabel('Konu').fill('');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Konu').fill('Demo talebiniz');
  await expect(send).toBeEnabled();
  await send.click();
  // The e2e server has no SMTP: the reply is kept in the outbox, and the admin is told so.
  await expect(dialog.getByRole('status')).toContainText('SMTP ayarları yapılmadığı için yanıt giden kutusunda bekliyor.');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(row(page, people[0].name)).toHaveAttribute('data-status', 'replied');
  await expect(row(page, people[0].name).getByRole('combobox')).toHaveValue('replied');
  // The reply's own delivery state sits beside the status, in the row and in the detail modal.
  await expect(row(page, people[0].name).getByTestId('reply-delivery')).toHaveText('Yanıt: Kuyrukta');
  await row(page, people[0].name).getByRole('button', { name: /mesajını aç/ }).click();
  const detail = page.getByRole('dialog', { name: people[0].name });
  await expect(detail.getByRole('region', { name: 'E-posta yanıtı' })).toContainText(`${people[0].email} adresine gönderilmeyi bekliyor`);
  await closeWithEscape(detail);
});

test('CSV export of the filtered messages: BOM, quoting, formula cells neutralised, Turkish letters', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/contacts?q=${tag}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV Dışa Aktar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^iletisim-mesajlari-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Ad Soyad;E-posta;Telefon;Salon Adı;Mesaj;Durum;Gönderilme Tarihi;Okunma Tarihi');
  expect(lines).toHaveLength(3); // header + the two messages left after the delete
  const ayse = lines.find((l) => l.startsWith(people[0].name))!;
  expect(ayse).toContain(`"'=HYPERLINK(""http://kötü"") şüpheli; ""alıntı"""`);
  expect(ayse).toContain(';Yanıtlandı;');
  expect(text).toContain(`Zeynep Işık ${tag}`);
  // The filter applies: only archived ones.
  const archivedOnly = await page.request.get(`/api/admin/contacts/export?q=${tag}&filter=archived`);
  const archivedLines = (await archivedOnly.text()).trimEnd().split('\r\n');
  expect(archivedLines).toHaveLength(2);
  expect(archivedLines[1]).toContain(`Zeynep Işık ${tag}`);
});

test('the inbox endpoints refuse without a session; a forged session deletes nothing', async ({ page, context, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  for (const path of [`/api/admin/contacts?q=${tag}`, `/api/admin/contacts/export?q=${tag}`]) {
    for (const cookie of [null, `admin_session=${'c'.repeat(64)}`]) {
      const response = await api.get(path, { headers: cookie ? { cookie } : {} });
      expect(response.status(), path).toBe(401);
      const body = await response.text();
      expect(body).not.toContain(tag);
    }
  }
  const cookie = await signInWithApi(api, SUPERADMIN.email, SUPERADMIN.password);
  const listed = await api.get(`/api/admin/contacts?q=${tag}`, { headers: { cookie } });
  expect(listed.status()).toBe(200);
  expect((await listed.json()).total).toBe(2);
  await api.dispose();

  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/contacts?q=${tag}`);
  await row(page, people[0].name).getByRole('checkbox').check();
  const real = (await context.cookies()).find((c) => c.name === 'admin_session')!;
  await context.addCookies([{ ...real, value: 'd'.repeat(64) }]);
  await page.getByRole('button', { name: 'Seçilenleri Sil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await context.addCookies([real]);
  await page.goto(`/admin/contacts?q=${tag}`);
  await expect(row(page, people[0].name)).toBeVisible();
});
