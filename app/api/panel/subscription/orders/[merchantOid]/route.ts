// GET /api/panel/subscription/orders/{merchantOid} — a renewal order's state, polled by
// /panel/abonelik while PayTR's frame is open: { status: 'pending' | 'paid' | 'failed',
// endDate?, reason? }. The salon's own orders only (another salon's is a 404); no-store.
import { findRenewalOrderState } from '@/features/subscriptions/server/panel-subscription';
import { jsonError, jsonOk, withJsonErrors } from '@/platform/http/json';
import { requireSalonUserApi } from '@/platform/access/panel-session';
import { MERCHANT_OID_PATTERN } from '@/features/payments/rules/merchant-oid';

export const runtime = 'nodejs';

const NOT_FOUND_MESSAGE = 'Ödeme bulunamadı';

export const GET = withJsonErrors(async (_request: Request, ctx: { params: Promise<{ merchantOid: string }> }) => {
  const auth = await requireSalonUserApi('page.subscription');
  if (!auth.ok) return auth.response;
  const { merchantOid } = await ctx.params;
  if (!MERCHANT_OID_PATTERN.test(merchantOid)) return jsonError(404, NOT_FOUND_MESSAGE);
  const state = await findRenewalOrderState(auth.user.salonId, merchantOid);
  if (!state) return jsonError(404, NOT_FOUND_MESSAGE);
  return jsonOk(state);
});
