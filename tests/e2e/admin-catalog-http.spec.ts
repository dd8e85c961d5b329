// The salons, subscriptions, plans and reviews server actions over real HTTP, called the way
// the browser calls them (POST with the Next-Action id from the build's manifest): without a
// session every one is turned away to /admin/login; a moderator is refused ('Bu işlem için
// yetkiniz yok') on the admin-level ones and let through on review moderation (DESIGN.md);
// nothing is changed by a refused call.
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { callAction as postAction, redirectOf, serverActions, type ActionRef } from './admin-action-http';
import { createAdminAccount, newAdminEmail, signInWithApi, signInWithForm, SUPERADMIN } from './admin-helpers';

const FILES: Record<string, string> = {
  'features/salons/actions.admin.ts': '/admin/salons',
  'features/subscriptions/actions.admin.ts': '/admin/salons',
  'features/subscriptions/actions.plans.admin.ts': '/admin/subscription-plans',
  'features/reviews/actions.admin.ts': '/admin/reviews',
};
const MODERATOR_ALLOWED = new Set(['features/reviews/actions.admin.ts']);
const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** A well-formed input for each action, aimed at `salonId` where the action takes a salon. */
function inputFor(name: string, salonId: string): unknown {
  switch (name) {
    case 'deleteSalonAction': return { id: salonId };
    case 'setSalonActiveAction': return { id: salonId, isActive: false };
    case 'updateSalonAction': return { id: salonId, name: 'Ele Geçirildi', address: 'x', cityId: '34', districtId: '1', phone: '05321112233', email: 'a@b.co', openTime: '09:00', closeTime: '18:00', currency: 'TRY', taxRate: '18', isActive: false, logoKey: null };
    case 'createSalonAction': return { name: 'Ele Geçirildi', address: 'x', cityId: '34', districtId: '1', phone: '05321112233', email: 'a@b.co', openTime: '09:00', closeTime: '18:00', currency: 'TRY', taxRate: '18', isActive: true, logoKey: null, planId: NOWHERE, ownerUsername: 'korsan', ownerPassword: 'gizli12', ownerEmail: 'k@b.co', ownerFirstName: 'K', ownerLastName: 'K', ownerPhone: '05321112234' };
    case 'saveSubscriptionAction': return { salonId, planId: NOWHERE, type: 'monthly', startDate: '2026-01-01', endDate: '2026-02-01' };
    case 'cancelSubscriptionAction': return { id: NOWHERE };
    case 'savePlanAction': return { name: 'Ele Geçirildi', description: '', price: '0', currency: 'TRY', interval: 'monthly', features: [], active: true };
    case 'setPlanActiveAction': return { id: NOWHERE, active: false };
    case 'deletePlanAction': return { id: NOWHERE };
    case 'moveReviewAction': return { id: NOWHERE, move: 'approve' };
    case 'deleteReviewAction': return { id: NOWHERE };
    case 'removeReplyAction': return { id: NOWHERE };
    default: throw new Error(`No input for ${name}`);
  }
}

const callAction = (api: APIRequestContext, baseURL: string, ref: ActionRef, input: unknown, cookie?: string) =>
  postAction(api, baseURL, FILES[ref.file], ref, input, cookie);

async function someSalonId(api: APIRequestContext): Promise<string> {
  const html = await (await api.get('/salonlar')).text();
  const id = /\/salon\/([0-9a-f-]{36})/.exec(html)?.[1];
  expect(id).toBeTruthy();
  return id!;
}

test('every salons/subscriptions/plans/reviews action refuses a caller without a session and a moderator where it must', async ({ baseURL, page }) => {
  const refs = serverActions(Object.keys(FILES));
  expect(refs.map((r) => r.name).sort()).toEqual([
    'cancelSubscriptionAction', 'createSalonAction', 'deletePlanAction', 'deleteReviewAction', 'deleteSalonAction', 'moveReviewAction',
    'removeReplyAction', 'savePlanAction', 'saveSubscriptionAction', 'setPlanActiveAction', 'setSalonActiveAction', 'updateSalonAction',
  ]);
  const api = await playwrightRequest.newContext({ baseURL });
  const salonId = await someSalonId(api);

  for (const ref of refs) {
    const anonymous = await callAction(api, baseURL!, ref, inputFor(ref.name, salonId));
    const where = `${ref.name} without a session (${anonymous.status})`;
    expect(anonymous.body, where).not.toContain('"ok":true');
    expect(redirectOf(anonymous), where).toContain('/admin/login');
    const forged = await callAction(api, baseURL!, ref, inputFor(ref.name, salonId), `admin_session=${'b'.repeat(64)}`);
    expect(redirectOf(forged), `${ref.name} forged`).toContain('/admin/login');
  }

  const email = newAdminEmail('katalog-moderator');
  await signInWithForm(page, SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await createAdminAccount(page, { email, fullName: 'Katalog Moderatör', role: 'Moderatör', password: 'moderator-sifre' });
  const moderator = await signInWithApi(api, email, 'moderator-sifre');
  for (const ref of refs) {
    const result = await callAction(api, baseURL!, ref, inputFor(ref.name, salonId), moderator);
    const where = `${ref.name} as a moderator (${result.status})`;
    expect(result.body, where).not.toContain('"ok":true');
    if (MODERATOR_ALLOWED.has(ref.file)) {
      // Let through to the data, which has no such review.
      expect(result.body, where).toMatch(/Yorum (onaylanırken|silinirken) bir hata oluştu\.|Yanıt bulunamadı/);
    } else {
      expect(result.body, where).toContain('Bu işlem için yetkiniz yok');
    }
  }

  // The salon the refused calls aimed at is untouched: still public and active.
  expect((await api.get(`/salon/${salonId}`)).status()).toBe(200);
  await api.dispose();
});
