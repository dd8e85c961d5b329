// Steps shared by the salons/subscriptions/plans/reviews journeys: creating a salon through the
// 'Salon Ekle' modal as an operator would, and the row of a salon on /admin/salons.
import { expect, type Locator, type Page } from '@playwright/test';

let counter = 0;
export function uniqueSalon() {
  counter += 1;
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0') + String(counter % 10);
  return {
    name: `Yeni Işıltı Salon ${n}`,
    phone: `0532${n.slice(-7)}`,
    ownerPhone: `0533${n.slice(-7)}`,
    username: `e2esahip${n}`,
    email: `salon${n}@e2e.test`,
    ownerEmail: `sahip${n}@e2e.test`,
  };
}
export type NewSalon = ReturnType<typeof uniqueSalon>;

export async function fillSalonModal(page: Page, salon: NewSalon) {
  await page.goto('/admin/salons');
  await page.getByRole('button', { name: 'Salon Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Salon' });
  await dialog.getByLabel('Salon Adı').fill(salon.name);
  await dialog.getByLabel('Adres').fill('Moda Cad. No: 5');
  await expect(dialog.getByLabel('İlçe')).toBeDisabled();
  await dialog.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  await expect(dialog.getByLabel('İlçe')).toBeEnabled();
  await dialog.getByLabel('İlçe').selectOption({ label: 'Kadıköy' });
  await dialog.getByLabel('Telefon', { exact: true }).fill(salon.phone);
  await dialog.getByLabel('E-posta', { exact: true }).fill(salon.email);
  await dialog.getByLabel('Ad', { exact: true }).fill('Işıl');
  await dialog.getByLabel('Soyad').fill('Çelik');
  await dialog.getByLabel('Kullanıcı Adı').fill(salon.username);
  await dialog.getByLabel('Şifre', { exact: true }).fill('gizli1');
  await dialog.getByLabel('Sahip E-postası').fill(salon.ownerEmail);
  await dialog.getByLabel('Sahip Telefonu').fill(salon.ownerPhone);
  return dialog;
}

export async function createSalon(page: Page, salon: NewSalon) {
  const dialog = await fillSalonModal(page, salon);
  await dialog.getByRole('button', { name: 'Salonu Oluştur' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  return salonRow(page, salon.name);
}

/** The salon's row on /admin/salons, found through the search box (the URL keeps it). */
export async function salonRow(page: Page, name: string): Promise<Locator> {
  await page.goto(`/admin/salons?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

/** Chooses one of a salon row's actions from its actions menu (one menu per row). */
export async function salonAction(page: Page, row: Locator, salonName: string, item: string) {
  await row.getByRole('button', { name: `${salonName} işlemleri`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}
