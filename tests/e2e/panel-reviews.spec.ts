// A salon answers its reviews, on a 390 px phone: the owner of a demo salon opens 'Yorumlar'
// in the panel, replies to the newest review, and the public salon page (already in the cache)
// shows the reply under that review as 'Salonun yanıtı' on the next request; an edit shows
// there too, and after a confirmed removal the reply is gone. Over real HTTP, the reply action
// refuses an unknown review (404) and an empty reply with Turkish messages.
// 'Bahar Kuaför' (DEMO27): a demo salon no other journey changes.
import { expect, test, type Page } from '@playwright/test';
import { callAction, serverActions } from './admin-action-http';
import { toasts } from './account-helpers';
import { expectNoSidewaysScroll, unique } from './panel-helpers';
import { cachedAnswer } from './network-helpers';

const SALON = { code: 'DEMO27', username: 'sahip_demo27', password: 'demo1234' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The public page's review that carries this reply text (none when the text shows nowhere). */
function publicReviewWith(page: Page, text: string) {
  return page.getByTestId('public-review').filter({ has: page.getByTestId('review-reply').filter({ hasText: text }) });
}

test('the owner answers a review in the panel and the reply shows under it on the salon page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/panel/giris');
  await page.getByLabel('Salon Kodu').fill(SALON.code);
  await page.getByLabel('Kullanıcı Adı').fill(SALON.username);
  await page.getByLabel('Şifre', { exact: true }).fill(SALON.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/panel$/);

  // The salon's public page, put in the cache before the reply is written.
  await page.goto('/panel/salon');
  const salonPath = (await page.getByRole('link', { name: 'Salon sayfanızı görün' }).getAttribute('href'))!;
  expect(salonPath).toMatch(/^\/salon\/[0-9a-f-]{36}$/);
  await cachedAnswer(page.request, salonPath);

  // 'Yorumlar' from the phone menu.
  await page.goto('/panel/menu');
  await page.getByRole('link', { name: /Yorumlar/ }).first().click();
  await expect(page).toHaveURL(/\/panel\/yorumlar$/);
  await expect(page.getByRole('heading', { name: 'Yorumlar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rating-count')).toContainText('değerlendirme');
  const card = page.getByTestId('panel-review').first();
  await expect(card).toBeVisible();
  const comment = (await card.getByTestId('review-comment').textContent())!;
  await expectNoSidewaysScroll(page);

  // Write the reply: two lines and a long word, which wraps instead of widening the page.
  const tag = unique();
  const reply = `Değerli yorumunuz için teşekkürler ${tag}!\nSizi yeniden ağırlamayı ${'çok'.repeat(30)} isteriz.`;
  await card.getByRole('button', { name: /^Yanıtla: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Yorumu Yanıtla' });
  await dialog.getByLabel('Salonun yanıtı').fill(reply);
  await dialog.getByRole('button', { name: 'Yayınla' }).click();
  await expect(toasts(page).getByText('Yanıtınız yayınlandı')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('review-reply')).toContainText(tag);
  await expectNoSidewaysScroll(page);

  // The next request of the cached public page shows it under that review.
  await page.goto(salonPath);
  const answered = publicReviewWith(page, tag);
  await expect(answered).toHaveCount(1);
  await expect(answered).toContainText(comment.trim());
  await expect(answered.getByTestId('review-reply')).toContainText('Salonun yanıtı');
  await expect(answered.getByTestId('review-reply').locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expectNoSidewaysScroll(page);

  // Edit it: the page shows the new text only.
  await page.goto('/panel/yorumlar');
  await card.getByRole('button', { name: /^Yanıtı Düzenle: / }).click();
  const editDialog = page.getByRole('dialog', { name: 'Yanıtı Düzenle' });
  await expect(editDialog.getByLabel('Salonun yanıtı')).toHaveValue(reply);
  await editDialog.getByLabel('Salonun yanıtı').fill(`Düzenlenmiş yanıt ${tag}`);
  await editDialog.getByRole('button', { name: 'Yayınla' }).click();
  await expect(card.getByTestId('review-reply')).toContainText(`Düzenlenmiş yanıt ${tag}`);
  await page.goto(salonPath);
  await expect(publicReviewWith(page, `Düzenlenmiş yanıt ${tag}`)).toHaveCount(1);
  await expect(page.getByText('Değerli yorumunuz için teşekkürler')).toHaveCount(0);

  // Remove it, after the confirmation: gone from the panel and the public page, the review stays.
  await page.goto('/panel/yorumlar');
  await card.getByRole('button', { name: /^Yanıtı Kaldır: / }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Yanıt kaldırılsın mı?');
  await confirm.getByRole('button', { name: 'Yanıtı Kaldır' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByTestId('review-reply')).toHaveCount(0);
  await page.goto(salonPath);
  await expect(page.getByText(tag)).toHaveCount(0);
  await expect(page.getByTestId('public-review').filter({ hasText: comment.trim() }).first()).toBeVisible();

  // Over HTTP with the same session: an unknown review is a 404, an empty reply a 400, both in Turkish.
  const cookie = (await page.context().cookies()).filter((c) => c.name === 'salon_session').map((c) => `${c.name}=${c.value}`).join('; ');
  const [save] = serverActions(['features/reviews/actions.panel.ts']).filter((a) => a.name === 'saveReviewReplyAction');
  const unknown = await callAction(page.request, baseURL!, '/panel/yorumlar', save,
    { reviewId: '00000000-0000-4000-8000-000000000000', reply: 'Merhaba' }, cookie);
  expect(unknown.body).toContain('Yorum bulunamadı');
  expect(unknown.body).toContain('"status":404');
  const empty = await callAction(page.request, baseURL!, '/panel/yorumlar', save,
    { reviewId: '00000000-0000-4000-8000-000000000000', reply: '   ' }, cookie);
  expect(empty.body).toContain('Lütfen yanıtınızı yazın');
  expect(empty.body).not.toContain('"ok":true');
});
