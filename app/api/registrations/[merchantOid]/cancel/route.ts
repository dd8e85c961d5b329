// POST /api/registrations/{merchantOid}/cancel — 'Ödemeden vazgeç ve geri dön': the pending
// paid registration is cancelled → 200 { cancelled: boolean } (false: it was no longer pending);
// 404 unknown, 400 malformed. A success PayTR reports later goes to the operators' review list.
import { cancelPendingRegistration, getRegistrationStatus } from '@/features/registration/server/registrations';
import { jsonError, jsonOk, withJsonErrors } from '@/platform/http/json';
import { MERCHANT_OID_PATTERN } from '@/features/payments/rules/merchant-oid';

export const runtime = 'nodejs';

export const POST = withJsonErrors(async (_request: Request, ctx: { params: Promise<{ merchantOid: string }> }) => {
  const { merchantOid } = await ctx.params;
  if (!MERCHANT_OID_PATTERN.test(merchantOid)) return jsonError(400, 'Geçersiz sipariş numarası');
  if (await cancelPendingRegistration(merchantOid)) return jsonOk({ cancelled: true });
  if (!(await getRegistrationStatus(merchantOid))) return jsonError(404, 'Kayıt verileri bulunamadı');
  return jsonOk({ cancelled: false });
});
