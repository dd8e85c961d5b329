// GET /api/registrations/availability — the wizard's live checks, { taken: boolean } and nothing
// else, for exactly one of:
//   username=|email=|phone=        step 2, against owners;
//   salonEmail=|salonPhone=        step 1, against owners and salons;
//   salonName=&districtId=         step 1, a salon of that name in the district (a warning only).
// Limited per client address by the live-check budget (platform/limits/budgets.ts; 429 with
// Retry-After), which logo uploads do not share.
import { z } from 'zod';
import { isOwnerValueTaken, isSalonContactTaken, isSalonNameInDistrict } from '@/features/registration/server/registrations';
import { clientAddressFrom } from '@/platform/http/client-address';
import { jsonOk, parseSearchParams, withJsonErrors } from '@/platform/http/json';
import { charges, spendBudgets, tooManyRequests } from '@/platform/limits/budgets';
import { ownerStepSchema, salonStepSchema } from '@/features/registration/schema';

export const runtime = 'nodejs';

const ONE_FIELD = 'Tek bir alan sorgulanabilir: username, email, phone, salonEmail, salonPhone veya salonName';
const DISTRICT_REQUIRED = 'İlçe seçimi gereklidir';

const querySchema = z.object({
  username: ownerStepSchema.shape.username.optional(),
  email: ownerStepSchema.shape.email.optional(),
  phone: ownerStepSchema.shape.phone.optional(),
  salonEmail: salonStepSchema.shape.email.optional(),
  salonPhone: salonStepSchema.shape.phone.optional(),
  salonName: salonStepSchema.shape.name.optional(),
  districtId: z.coerce.number({ error: DISTRICT_REQUIRED }).pipe(salonStepSchema.shape.districtId).optional(),
})
  .refine((q) => [q.username, q.email, q.phone, q.salonEmail, q.salonPhone, q.salonName].filter((v) => v !== undefined).length === 1, { error: ONE_FIELD })
  .refine((q) => (q.salonName === undefined) === (q.districtId === undefined), { error: DISTRICT_REQUIRED });

export const GET = withJsonErrors(async (request: Request) => {
  const parsed = parseSearchParams(request.url, querySchema);
  if (!parsed.ok) return parsed.response;
  const budget = await spendBudgets(charges.liveCheck(clientAddressFrom(request.headers)));
  if (!budget.ok) return tooManyRequests(budget);
  const q = parsed.data;
  const taken = q.salonName !== undefined ? await isSalonNameInDistrict(q.salonName, q.districtId!)
    : q.salonEmail !== undefined ? await isSalonContactTaken('email', q.salonEmail)
    : q.salonPhone !== undefined ? await isSalonContactTaken('phone', q.salonPhone)
    : q.username !== undefined ? await isOwnerValueTaken('username', q.username)
    : q.email !== undefined ? await isOwnerValueTaken('email', q.email)
    : await isOwnerValueTaken('phone', q.phone!);
  return jsonOk({ taken });
});
