// GET /api/registrations/{merchantOid} — a paid registration's state for the completion page:
// { status: 'pending' | 'completed' | 'failed', salonCode?, username?, planName?, reason? }; 404
// unknown. The unguessable merchant_oid is the only key: see getRegistrationStatus.
import { getRegistrationStatus } from '@/features/registration/server/registrations';
import { jsonError, jsonOk, withJsonErrors } from '@/platform/http/json';
import { MERCHANT_OID_PATTERN } from '@/features/payments/rules/merchant-oid';

export const runtime = 'nodejs';

const NOT_FOUND_MESSAGE = 'Kayıt verileri bulunamadı';

export const GET = withJsonErrors(async (_request: Request, ctx: { params: Promise<{ merchantOid: string }> }) => {
  const { merchantOid } = await ctx.params;
  if (!MERCHANT_OID_PATTERN.test(merchantOid)) return jsonError(400, 'Geçersiz sipariş numarası');
  const status = await getRegistrationStatus(merchantOid);
  if (!status) return jsonError(404, NOT_FOUND_MESSAGE);
  return jsonOk(status);
});
