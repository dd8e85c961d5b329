// Sends the finished wizard to the server: a trial registers at once, a paid plan gets a
// PayTR token for the payment frame. Errors come back in the API's { error, fieldErrors }.
import type { FieldErrors } from './types';

export type SubmitResult =
  | { kind: 'registered'; salonCode: string }
  | { kind: 'payment'; iframeUrl: string; merchantOid: string }
  /** The plan's price changed since the owner saw it: show the new one and ask again. */
  | { kind: 'price_changed'; price: number; error: string }
  | { kind: 'invalid'; error: string; fieldErrors: FieldErrors }
  | { kind: 'error'; error: string };

export const REGISTRATION_ERROR = 'Salon kaydedilirken hata oluştu. Lütfen tekrar deneyin.';

export async function submitRegistration(payload: unknown, paid: boolean): Promise<SubmitResult> {
  let res: Response;
  try {
    res = await fetch(paid ? '/api/paytr/token' : '/api/registrations', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload),
    });
  } catch {
    return { kind: 'error', error: paid ? 'Ödeme token oluşturulamadı' : REGISTRATION_ERROR };
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok && !paid && typeof body.salonCode === 'string') return { kind: 'registered', salonCode: body.salonCode };
  if (res.ok && paid && typeof body.iframeUrl === 'string' && typeof body.merchantOid === 'string') {
    return { kind: 'payment', iframeUrl: body.iframeUrl, merchantOid: body.merchantOid };
  }
  const error = typeof body.error === 'string' ? body.error : REGISTRATION_ERROR;
  if (paid && res.status === 409 && typeof body.price === 'number') return { kind: 'price_changed', price: body.price, error };
  if ((res.status === 400 || res.status === 409) && body.fieldErrors && typeof body.fieldErrors === 'object') {
    return { kind: 'invalid', error, fieldErrors: body.fieldErrors as FieldErrors };
  }
  return { kind: 'error', error };
}

/** Which wizard step shows a server field error: 'salon.*' → 1, 'owner.*' → 2, else 3. */
export function stepOfField(key: string): 1 | 2 | 3 {
  return key.startsWith('salon.') ? 1 : key.startsWith('owner.') ? 2 : 3;
}

/** The input id of a field key, for focusing the first error. */
export function inputIdOf(key: string): string {
  const ids: Record<string, string> = {
    'salon.name': 'salon-name', 'salon.address': 'salon-address', 'salon.cityId': 'salon-city', 'salon.districtId': 'salon-district',
    'salon.phone': 'salon-phone', 'salon.email': 'salon-email', 'owner.username': 'owner-username', 'owner.password': 'owner-password',
    'owner.firstName': 'owner-first-name', 'owner.lastName': 'owner-last-name', 'owner.email': 'owner-email', 'owner.phone': 'owner-phone',
  };
  return ids[key] ?? 'plan-error';
}
