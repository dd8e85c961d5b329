// The salons table on a 1366 px laptop screen (issue 24 #13): a salon's name (and its phone and
// e-mail, issue 29 #16) is not broken in the middle of a word ('Ulud|ağ Mas|aj & Spa' when five
// stacked buttons took the width), and every action of a row is in its one actions menu,
// reachable with the keyboard; each dialog opened from the menu gives focus back to the menu's
// button when it closes. Nothing is changed here.
import { closeWithEscape } from './ready';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWithForm, SUPERADMIN } from './admin-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

/** The words of an element's text that are split over two lines (a Range per word). */
async function wordsBrokenAcrossLines(name: Locator): Promise<string[]> {
  return name.evaluate((node) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      for (const word of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

async function lineCount(name: Locator): Promise<number> {
  return name.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

async function openMenuWithKeyboard(page: Page, trigger: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('at 1366 px salon names stay whole and every row action is in one keyboard-accessible menu', async ({ page }) => {
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  // The first page of the table as an operator opens it: no name split inside a word.
  await page.goto('/admin/salons');
  const names = page.getByTestId('salon-name');
  await expect(names.first()).toBeVisible();
  for (const name of await names.all()) expect(await wordsBrokenAcrossLines(name), await name.innerText()).toEqual([]);
  // Nor a phone number or an e-mail address in the contact column (issue 29; an address may wrap before its '@').
  for (const contact of await page.getByTestId('salon-contact').all()) {
    expect(await wordsBrokenAcrossLines(contact), await contact.innerText()).toEqual([]);
  }
  // One menu button per row, no stacked buttons.
  const rows = page.getByRole('row').filter({ has: page.getByTestId('salon-name') });
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) await expect(row.getByRole('button')).toHaveCount(1);

  // The demo salon from the issue: on one line.
  const salon = 'Uludağ Masaj & Spa';
  await page.goto(`/admin/salons?q=${encodeURIComponent(salon)}`);
  const row = page.getByRole('row').filter({ hasText: salon });
  await expect(row).toHaveCount(1);
  expect(await lineCount(row.getByTestId('salon-name'))).toBe(1);

  const trigger = row.getByRole('button', { name: `${salon} işlemleri`, exact: true });
  let menu = await openMenuWithKeyboard(page, trigger);
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  expect(items[0]).toBe('Düzenle');
  expect(items).toEqual(expect.arrayContaining(['Düzenle', 'Abonelik', 'Sil']));
  expect(items.filter((t) => t === 'Pasif Yap' || t === 'Aktif Yap')).toHaveLength(1);
  await expect(menu.getByRole('menuitem', { name: 'Düzenle' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Düzenle: the edit dialog with the salon's data; Escape closes it and focus is back on the menu button.
  menu = await openMenuWithKeyboard(page, trigger);
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Salonu Düzenle' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Salon Adı')).toHaveValue(salon);
  await closeWithEscape(edit);
  await expect(trigger).toBeFocused();

  // Abonelik: the second item, reached with the arrow key.
  menu = await openMenuWithKeyboard(page, trigger);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Abonelik' })).toBeFocused();
  await page.keyboard.press('Enter');
  const subscription = page.getByRole('dialog', { name: /^(Aboneliği Düzenle|Yeni Abonelik)$/ });
  await expect(subscription).toBeVisible();
  await expect(subscription).toContainText(salon);
  await subscription.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(subscription).toBeHidden();

  // Every confirmation the menu offers opens, names the salon and is left with 'Vazgeç'.
  const confirmations: Record<string, string> = {
    'Aboneliği İptal Et': 'Abonelik iptal edilsin mi?',
    'Pasif Yap': 'Salon pasif yapılsın mı?',
    Sil: `${salon} silinsin mi?`,
  };
  for (const [item, title] of Object.entries(confirmations)) {
    if (!items.includes(item)) continue;
    await trigger.click();
    await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: title });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(salon);
    if (item === 'Sil') await expect(confirm).toContainText('kalıcı olarak silinecek');
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(confirm).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  await expect(row).toBeVisible();
});
