// Salon registration in Chromium against the built app: a trial with every step's validation,
// a live clash and a logo that then shows on the salon's page; paid registrations through the
// local PayTR double (pay → completion page with the code; fail → data kept, retry succeeds).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PNG_1X1 } from '../support/images';
import { kadikoyId, trialPlanId } from './panel-helpers';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const phoneFor = (n: string) => `0533${String(parseInt(n, 36) % 10_000_000).padStart(7, '0')}`;

async function fillSalonStep(page: Page, id: string, opts: { logo?: boolean } = {}) {
  await page.getByLabel('Salon Adı').fill(`E2E Salon ${id}`);
  await page.getByLabel('Adres').fill('Moda Cad. No: 7');
  await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  await page.getByLabel('İlçe').selectOption({ label: 'Kadıköy' });
  await page.getByLabel('Telefon').pressSequentially(phoneFor(id));
  await page.getByLabel('E-posta').fill(`salon-${id}@example.com`);
  if (opts.logo) {
    await page.getByLabel('Logo (isteğe bağlı)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByAltText('Yüklenen logo')).toBeVisible();
  }
}

async function fillOwnerStep(page: Page, id: string) {
  await page.getByLabel('Kullanıcı Adı').fill(`sahip${id}`);
  await page.getByLabel('Şifre', { exact: true }).fill('sifre123');
  await page.getByLabel('Ad', { exact: true }).fill('Işıl');
  await page.getByLabel('Soyad').fill('Çelik');
}

const next = (page: Page) => page.getByRole('button', { name: 'İleri' }).click();

test('trial registration with validation, a live clash and a logo on the salon page', async ({ page }) => {
  // Someone already registered with this username (through the machine contract).
  const taken = unique();
  const [districtId, planId] = [await kadikoyId(page), await trialPlanId(page)];
  const register = await page.request.post('/api/registrations', { data: {
    salon: { name: `Rakip ${taken}`, address: 'Adres 1', cityId: 34, districtId, phone: phoneFor(taken), email: `r-${taken}@example.com` },
    owner: { username: `rakip${taken}`, password: 'sifre123', email: `r-${taken}@example.com`, firstName: 'Rakip', lastName: 'Sahip', phone: phoneFor(taken) },
    planId,
  } });
  expect(register.status()).toBe(201);

  await page.goto('/salon-registration');
  await expect(page).toHaveURL(/\/salon-kayit$/);
  await expect(page.getByRole('navigation', { name: 'Kayıt adımları' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Geri' })).toBeDisabled();

  // Step 1 in the spec's order.
  await next(page);
  await expect(page.getByText('Salon adı gereklidir')).toBeVisible();
  await expect(page.getByLabel('Salon Adı')).toBeFocused();
  await expect(page.getByText('Şehir seçimi gereklidir')).toBeVisible();
  await expect(page.getByLabel('İlçe')).toBeDisabled();
  const id = unique();
  await fillSalonStep(page, id, { logo: true });
  await expect(page.getByLabel('Telefon')).toHaveValue(/^0 \(533\) \d{3} \d{2} \d{2}$/);
  await page.getByLabel('Şehir').selectOption({ label: 'Ankara' });
  await expect(page.getByLabel('İlçe')).toHaveValue(''); // changing the city clears the district
  await page.getByLabel('İlçe').selectOption({ index: 1 });
  await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  await page.getByLabel('İlçe').selectOption({ label: 'Kadıköy' });
  // A salon of the same name in the district is said, and does not block.
  await page.getByLabel('Salon Adı').fill(`RAKİP ${taken}`);
  await expect(page.getByRole('status').filter({ hasText: 'Bu ilçede aynı adla kayıtlı bir salon var' })).toBeVisible();
  await page.getByLabel('Salon Adı').fill(`E2E Salon ${id}`);
  await expect(page.getByText('Bu ilçede aynı adla kayıtlı bir salon var')).toBeHidden();
  await next(page);

  // Step 2: e-mail and phone prefilled; validation; a live clash.
  await expect(page.getByRole('heading', { name: 'Adım 2: Sahip Bilgileri' })).toBeFocused();
  await expect(page.getByLabel('E-posta')).toHaveValue(`salon-${id}@example.com`);
  await next(page);
  await expect(page.getByText('Kullanıcı adı gereklidir')).toBeVisible();
  await expect(page.getByText('Şifre en az 6 karakter olmalıdır')).toBeVisible();

  await page.getByLabel('Kullanıcı Adı').fill(`rakip${taken}`);
  await expect(page.getByText('Bu kullanıcı adı zaten kullanılıyor')).toBeVisible();
  await fillOwnerStep(page, id);
  await expect(page.getByText('Bu kullanıcı adı zaten kullanılıyor')).toBeHidden();

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page.getByLabel('Salon Adı')).toHaveValue(`E2E Salon ${id}`);
  await next(page);
  await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue(`sahip${id}`);
  await next(page);

  // Step 3: trial first, yearly marked popular, saying '10 ay' once. No plan yet: the button
  // promises no trial.
  const cards = page.getByTestId('wizard-plan');
  await expect(cards.first()).toContainText('Deneme');
  await expect(cards.filter({ hasText: 'En Popüler' })).toContainText('Yıllık');
  expect((await cards.filter({ hasText: 'Yıllık' }).innerText()).match(/10 ay/g)).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Ücretsiz Denemeyi Başlat' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Kaydı Tamamla' }).click();
  await expect(page.getByText('Lütfen bir plan seçin')).toBeVisible();
  await cards.first().click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/registrations') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Ücretsiz Denemeyi Başlat' }).click();
  const { salonId, salonCode } = await (await created).json();
  await expect(page.getByText('Salonunuz başarıyla kaydedildi! 14 günlük ücretsiz deneme süreniz başladı.')).toBeVisible();
  await expect(page.getByTestId('salon-code')).toHaveText(salonCode);

  await page.goto(`/salon/${salonId}`);
  const logo = page.getByAltText(`E2E Salon ${id} logosu`);
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

const asksBeforeLeaving = (page: Page) => page.evaluate(() => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
});

test('each step is a history entry and the draft survives a reload, without the password', async ({ page }) => {
  const id = unique();
  await page.goto('/salon-kayit');
  expect(await asksBeforeLeaving(page)).toBe(false); // nothing typed yet
  await fillSalonStep(page, id, { logo: true });
  await expect.poll(() => asksBeforeLeaving(page)).toBe(true);
  await next(page);
  const step2 = page.getByRole('heading', { name: 'Adım 2: Sahip Bilgileri' });
  await expect(step2).toBeFocused();
  await expect(page).toHaveURL(/\/salon-kayit\?adim=2$/);

  // Step 2's fields stand in the order they are checked, so focus never jumps upward…
  const ids = await page.locator('form input[id^="owner-"]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual(['owner-username', 'owner-password', 'owner-first-name', 'owner-last-name', 'owner-email', 'owner-phone']);

  // …and its rows keep even gaps whether a live check is under way (e-mail, phone) or not.
  const gaps = await page.evaluate((fieldIds) => {
    const rows = new Map<number, { top: number; bottom: number }>();
    for (const fieldId of fieldIds) {
      const box = document.getElementById(fieldId)!.getBoundingClientRect();
      const row = rows.get(Math.round(box.top));
      rows.set(Math.round(box.top), { top: box.top, bottom: Math.max(row?.bottom ?? 0, box.bottom) });
    }
    const list = [...rows.values()].sort((a, b) => a.top - b.top);
    return list.slice(1).map((r, i) => Math.round(r.top - list[i].bottom));
  }, ids);
  expect(gaps).toHaveLength(3);
  expect(new Set(gaps).size).toBe(1);
  await page.getByLabel('Kullanıcı Adı').fill(`sahip${id}`);
  await page.getByLabel('Şifre', { exact: true }).fill('sifre123');
  await next(page);
  await expect(page.getByLabel('Ad', { exact: true })).toBeFocused(); // the first one missing

  // The browser's Back returns to step 1 with its data; Forward to step 2 with its own.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Adım 1: Salon Bilgileri' })).toBeVisible();
  await expect(page).toHaveURL(/\/salon-kayit$/);
  await expect(page.getByLabel('Salon Adı')).toHaveValue(`E2E Salon ${id}`);
  await expect(page.getByAltText('Yüklenen logo')).toBeVisible();
  await page.goForward();
  await expect(step2).toBeVisible();
  await expect(page).toHaveURL(/\/salon-kayit\?adim=2$/);
  await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue(`sahip${id}`);

  // A reload (the browser asks first; accepted) keeps everything typed but the password.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(step2).toBeVisible();
  await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue(`sahip${id}`);
  await expect(page.getByLabel('E-posta')).toHaveValue(`salon-${id}@example.com`);
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('sifre123');
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page.getByLabel('Salon Adı')).toHaveValue(`E2E Salon ${id}`);
  await expect(page.getByLabel('Adres')).toHaveValue('Moda Cad. No: 7');
  await expect(page.getByLabel('İlçe')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Telefon')).toHaveValue(/^0 \(533\) \d{3} \d{2} \d{2}$/);
  await expect(page.getByAltText('Yüklenen logo')).toBeVisible();
});

async function toPlanStep(page: Page, id: string) {
  await page.goto('/salon-kayit');
  await fillSalonStep(page, id);
  await next(page);
  await fillOwnerStep(page, id);
  await next(page);
}

test('paid registration through PayTR: pay, then the completion page shows the code', async ({ page }) => {
  const id = unique();
  await toPlanStep(page, id);
  await page.getByTestId('wizard-plan').filter({ hasText: 'Aylık' }).click();
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
  const frame = page.frameLocator('#paytriframe');
  await expect(frame.getByText('29.90 TL')).toBeVisible();
  await frame.getByRole('button', { name: 'Ödeme Yap' }).click();
  await expect(page).toHaveURL(/\/kayit-tamamlandi\?merchant_oid=SR[A-Za-z0-9]+/);
  await expect(page.getByText('Aylık Plan aboneliğiniz etkinleştirildi')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('salon-code')).toHaveText(/^[A-Z0-9]{6}$/);
  // The page says it; no toast repeats it over a phone's navbar.
  await expect(page.getByText('Ödeme Başarılı!')).toHaveCount(0);
});

test('paid registration through PayTR: a failed payment keeps the data and a retry succeeds', async ({ page }) => {
  const id = unique();
  await toPlanStep(page, id);
  await page.getByTestId('wizard-plan').filter({ hasText: 'Yıllık' }).click();
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
  await page.frameLocator('#paytriframe').getByRole('button', { name: 'Ödeme başarısız (kod 0)' }).click();
  await expect(page.getByText('Ödeme Başarısız', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Kartın limiti yetersiz.' })).toBeVisible();
  await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue(`sahip${id}`);
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Şifre', { exact: true })).toBeFocused();

  await page.getByLabel('Şifre', { exact: true }).fill('sifre123');
  await next(page);
  await expect(page.getByTestId('wizard-plan').filter({ hasText: 'Yıllık' }).locator('input')).toBeChecked();
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
  await page.frameLocator('#paytriframe').getByRole('button', { name: 'Ödeme Yap' }).click();
  await expect(page.getByText('Yıllık Plan aboneliğiniz etkinleştirildi')).toBeVisible({ timeout: 20_000 });
});

test('completion page without or with an unknown order id', async ({ page }) => {
  await page.goto('/kayit-tamamlandi');
  await expect(page.getByRole('heading', { name: 'Ödeme bilgisi bulunamadı.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await page.goto('/kayit-tamamlandi?merchant_oid=SRunknown123');
  await expect(page.getByRole('heading', { name: 'Kayıt verileri bulunamadı' })).toBeVisible();
});

test('the wizard works on a phone screen with the keyboard and has no serious axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const id = unique();
  await page.goto('/salon-kayit');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const axe = async () => (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await axe()).toEqual([]);

  await fillSalonStep(page, id);
  await page.getByLabel('E-posta').press('Enter'); // Enter submits the step
  await expect(page.getByRole('heading', { name: 'Adım 2: Sahip Bilgileri' })).toBeFocused();
  await fillOwnerStep(page, id);
  await page.getByLabel('Soyad').press('Enter');
  await expect(page.getByRole('heading', { name: 'Adım 3: Plan Seçimi' })).toBeFocused();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await axe()).toEqual([]);
  // Plans are radio buttons: Tab reaches the group, arrows choose.
  await page.getByTestId('wizard-plan').first().locator('input').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('wizard-plan').nth(1).locator('input')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Ödemeye Geç' })).toBeVisible();
});

// A city chosen before the wizard's code runs was lost (the journeys had to choose again until
// it took): the server's page now has the wizard disabled, and it works once it is interactive.
test('the wizard is disabled in the server page and takes the first choice once it works', async ({ page, request }) => {
  const html = await (await request.get('/salon-kayit')).text();
  expect(/<fieldset[^>]*disabled/.test(html), 'the server page has the wizard disabled').toBe(true);
  expect(html.includes('Salon Adı'), 'and shows its fields').toBe(true);
  await page.goto('/salon-kayit');
  await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' }); // waits until enabled
  await expect(page.getByLabel('İlçe').locator('option', { hasText: 'Kadıköy' })).toHaveCount(1);
  await expect(page.getByLabel('Şehir')).toHaveValue('34');
});
