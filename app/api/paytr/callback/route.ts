// POST /api/paytr/callback — PayTR's server-to-server notification (the Bildirim URL). The
// hash is checked in constant time; a valid one is applied exactly once and answered with the
// plain text OK. Bad input or hash → 400 and nothing changes; database trouble → 503 so
// PayTR retries. No session, no cookies: PayTR calls it, not a browser. A merchant_oid of a
// salon's renewal order (subscription_orders, features/subscriptions/server/renewal.ts) extends that
// salon's subscription; any other is a paid registration's.
import { z } from 'zod';
import { revalidateSalonLists } from '@/platform/cache/revalidate';
import { getDb } from '@/platform/db';
import { getActivePaytrMerchant } from '@/features/payments/server/paytr-settings';
import { readBodyLimited } from '@/platform/http/json';
import { isNotificationHashValid } from '@/features/payments/rules/hash';
import { MERCHANT_OID_PATTERN } from '@/features/payments/rules/merchant-oid';
import { applyPaytrNotification } from '@/features/registration/server/paytr-notification';
import { attachStagedLogo } from '@/features/registration/server/register';
import { afterRenewal, applyRenewalNotification } from '@/features/subscriptions/server/renewal';

export const runtime = 'nodejs';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

const notificationSchema = z.object({
  merchant_oid: z.string().regex(MERCHANT_OID_PATTERN),
  status: z.enum(['success', 'failed']),
  total_amount: z.string().regex(/^[0-9]{1,12}$/),
  hash: z.string().min(1).max(200),
  failed_reason_code: z.string().max(20).optional(),
  failed_reason_msg: z.string().max(500).optional(),
});

async function readFields(request: Request): Promise<Record<string, string> | null> {
  const bytes = await readBodyLimited(request, 16 * 1024);
  if (!bytes) return null;
  const type = request.headers.get('content-type') ?? '';
  try {
    // urlencoded (what PayTR sends) or multipart; both decode '%2B' back to '+' correctly.
    const params = type.toLowerCase().startsWith('multipart/form-data')
      ? await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData()
      : new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const out: Record<string, string> = {};
    for (const [key, value] of params) if (typeof value === 'string' && !(key in out)) out[key] = value;
    return out;
  } catch {
    return null;
  }
}

export async function POST(request: Request): Promise<Response> {
  const fields = await readFields(request);
  const parsed = fields ? notificationSchema.safeParse(fields) : null;
  if (!parsed?.success) return text('PAYTR notification failed: invalid body', 400);
  const n = parsed.data;

  let outcome;
  try {
    const merchant = await getActivePaytrMerchant();
    // Without settings we cannot tell a real notification from a forged one: let PayTR retry.
    if (!merchant) return text('PAYTR notification failed: not configured', 503);
    if (!isNotificationHashValid(n, merchant.merchantKey, merchant.merchantSalt)) {
      console.warn('[paytr] bad hash for', n.merchant_oid);
      return text('PAYTR notification failed: bad hash', 400);
    }
    const db = await getDb();
    const renewal = await applyRenewalNotification(db, n);
    if (renewal.kind !== 'unknown') {
      if (renewal.kind === 'review') console.warn('[paytr] renewal needs review:', n.merchant_oid, renewal.note);
      afterRenewal(renewal);
      return text('OK', 200);
    }
    outcome = await applyPaytrNotification(db, n);
  } catch (error) {
    console.error('[paytr] notification not recorded', error);
    return text('PAYTR notification failed: try again', 503);
  }

  if (outcome.kind === 'unknown') console.warn('[paytr] notification for unknown order', n.merchant_oid);
  if (outcome.kind === 'review') console.warn('[paytr] needs review:', n.merchant_oid, outcome.note);
  if (outcome.kind === 'completed') {
    await attachStagedLogo(outcome.salonId, outcome.salonCode, outcome.logoKey);
    revalidateSalonLists();
  }
  return text('OK', 200);
}
