import 'server-only';
// Server side of the wizard: the trial registration (POST /api/registrations) and the start
// of a paid one (POST /api/paytr/token). Both validate the same way; a paid registration is
// only written as a pending row here and completed by PayTR's notification.
import { hashPassword } from '@/platform/access/password';
import { revalidateSalon, revalidateSalonLists } from '@/platform/cache/revalidate';
import { getDb } from '@/platform/db';
import { getActivePaytrMerchant } from '@/features/payments/server/paytr-settings';
import {
  districtBelongsToCity, expireStalePendingRegistrations, findActivePlan, findFallbackTrialPlan, insertPendingRegistration,
  isOwnerValueTaken, markPendingFailed, setSalonLogo, takenSalonContactField, type RegistrationPlan,
} from '@/features/registration/server/registrations';
import { env } from '@/platform/env';
import { priceToKurus } from '@/features/payments/rules/basket';
import { paytrIframeUrl, requestPaytrToken, SETTINGS_MISSING_MESSAGE } from '@/features/payments/server/get-token';
import { priceChangeSince } from '@/features/payments/server/confirmed-price';
import { newMerchantOid } from '@/features/payments/rules/merchant-oid';
import { promoteStagedImage } from '@/platform/storage';
import { clashMessage, TAKEN_MESSAGES, type OwnerClashField } from './clash';
import { createSalonWithOwner } from './create-salon';
import { SalonCodeGenerationError } from '../rules/salon-code';
import { FALLBACK_TRIAL_PLAN_ID, PLAN_REQUIRED_MESSAGE, type RegistrationInput } from '../schema';

export const REGISTRATION_FAILED_MESSAGE = 'Salon kaydedilirken hata oluştu. Lütfen tekrar deneyin.';
export const PAID_PLAN_HERE_MESSAGE = 'Ücretli planlar ödeme ile kaydedilir';
export const TRIAL_PLAN_HERE_MESSAGE = 'Ücretsiz deneme planı ödeme gerektirmez';

export type ApiResult<T> =
  | { status: 200 | 201; body: T }
  /** `price`: the plan's new price (TL) when it differs from the one the owner confirmed. */
  | { status: number; body: { error: string; fieldErrors?: Record<string, string>; price?: number } };

const fail = (status: number, error: string, fieldErrors?: Record<string, string>) => ({ status, body: fieldErrors ? { error, fieldErrors } : { error } });

function clash(field: OwnerClashField, input: RegistrationInput) {
  return fail(409, clashMessage(field, input.owner[field]), { [`owner.${field}`]: TAKEN_MESSAGES[field] });
}

type CheckedPlan = Omit<RegistrationPlan, 'id'> & { id: string | null };

/**
 * Checks the server alone can make: the plan exists and is active, the district is the city's,
 * the salon's phone and e-mail belong to no owner or salon yet (step 1's live check, issue 24).
 */
async function checkReferences(input: RegistrationInput): Promise<{ plan: CheckedPlan } | { error: ReturnType<typeof fail> }> {
  const [plan, districtOk, salonClash] = await Promise.all([
    input.planId === FALLBACK_TRIAL_PLAN_ID ? findFallbackTrialPlan() : findActivePlan(input.planId),
    districtBelongsToCity(input.salon.cityId, input.salon.districtId),
    takenSalonContactField(input.salon),
  ]);
  if (!plan) return { error: fail(400, PLAN_REQUIRED_MESSAGE, { planId: PLAN_REQUIRED_MESSAGE }) };
  if (!districtOk) return { error: fail(400, 'İlçe seçimi gereklidir', { 'salon.districtId': 'İlçe seçimi gereklidir' }) };
  if (salonClash) {
    return { error: fail(409, clashMessage(salonClash, input.salon[salonClash]), { [`salon.${salonClash}`]: TAKEN_MESSAGES[salonClash] }) };
  }
  return { plan };
}

/** After commit: the wizard's staged logo becomes '{salonCode}-{timestamp}.{ext}'. A failure only loses the logo. */
export async function attachStagedLogo(salonId: string, salonCode: string, logoKey: string | null): Promise<void> {
  if (!logoKey) return;
  try {
    const stored = await promoteStagedImage(logoKey, 'salon-logos', `${salonCode}-${Date.now()}`);
    if (stored) {
      await setSalonLogo(salonId, stored.url);
      revalidateSalon(salonId);
    }
  } catch (error) {
    console.error('[registration] logo not attached', error);
  }
}

export async function registerTrial(input: RegistrationInput, now = new Date()): Promise<ApiResult<{ salonCode: string; salonId: string }>> {
  const checked = await checkReferences(input);
  if ('error' in checked) return checked.error;
  if (checked.plan.interval !== 'trial') return fail(400, PAID_PLAN_HERE_MESSAGE, { planId: PAID_PLAN_HERE_MESSAGE });

  const passwordHash = await hashPassword(input.owner.password);
  let created;
  try {
    created = await createSalonWithOwner(await getDb(), {
      salon: { ...input.salon, logoUrl: null },
      owner: { ...input.owner, passwordHash },
      plan: checked.plan,
      now,
    });
  } catch (error) {
    if (error instanceof SalonCodeGenerationError) {
      console.error('[registration]', error.message);
      return fail(503, REGISTRATION_FAILED_MESSAGE);
    }
    throw error;
  }
  if (!created.ok) return clash(created.clash, input);
  await attachStagedLogo(created.salonId, created.salonCode, input.salon.logoKey);
  revalidateSalonLists();
  return { status: 201, body: { salonCode: created.salonCode, salonId: created.salonId } };
}

export async function startPaidRegistration(
  input: RegistrationInput, userIp: string, now = new Date(),
): Promise<ApiResult<{ token: string; merchantOid: string; iframeUrl: string }>> {
  const checked = await checkReferences(input);
  if ('error' in checked) return checked.error;
  const { plan } = checked;
  if (plan.interval === 'trial' || plan.price <= 0 || !plan.id) return fail(400, TRIAL_PLAN_HERE_MESSAGE, { planId: TRIAL_PLAN_HERE_MESSAGE });
  // The price the owner confirmed must be the one charged; a changed price is shown first.
  const changed = input.price === undefined ? null : priceChangeSince(plan.price, input.price);
  if (changed) return { status: 409, body: { error: changed.message, price: changed.price } };

  // Say so before taking money; the constraints still decide at completion.
  for (const field of ['username', 'email', 'phone'] as const) {
    if (await isOwnerValueTaken(field, input.owner[field])) return clash(field, input);
  }
  const merchant = await getActivePaytrMerchant();
  if (!merchant) return fail(503, SETTINGS_MISSING_MESSAGE);

  await expireStalePendingRegistrations(now);
  const merchantOid = newMerchantOid();
  const paymentAmount = priceToKurus(plan.price); // from the database, whatever the client sent
  await insertPendingRegistration({
    merchantOid, planId: plan.id, paymentAmount, now,
    salon: { ...input.salon },
    owner: {
      username: input.owner.username, passwordHash: await hashPassword(input.owner.password), email: input.owner.email,
      firstName: input.owner.firstName, lastName: input.owner.lastName, phone: input.owner.phone,
    },
  });

  const returnUrl = (outcome: 'ok' | 'fail') =>
    `${env.SITE_URL.replace(/\/$/, '')}/kayit-tamamlandi?merchant_oid=${merchantOid}&sonuc=${outcome}`;
  const result = await requestPaytrToken(env.PAYTR_API_BASE, merchant, {
    merchantOid, userIp, email: input.owner.email, paymentAmount, productName: plan.name,
    userName: `${input.owner.firstName} ${input.owner.lastName}`,
    userAddress: input.salon.address, userPhone: input.owner.phone,
    okUrl: returnUrl('ok'), failUrl: returnUrl('fail'),
  });
  if (!result.ok) {
    await markPendingFailed(merchantOid, result.message, now);
    return fail(502, result.message);
  }
  return { status: 200, body: { token: result.token, merchantOid, iframeUrl: paytrIframeUrl(env.PAYTR_API_BASE, result.token) } };
}
