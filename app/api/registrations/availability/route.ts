// GET /api/registrations/availability?username=|email=|phone= — the wizard's live check:
// { taken: boolean } and nothing else. Limited per client address by the live-check budget
// (lib/limits/budgets.ts; 429 with Retry-After), which logo uploads do not share.
import { z } from 'zod';
import { isOwnerValueTaken } from '@/lib/db/registrations';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonOk, parseSearchParams, withJsonErrors } from '@/lib/http/json';
import { charges, spendBudgets, tooManyRequests } from '@/lib/limits/budgets';
import { ownerStepSchema } from '@/lib/registration/schema';

export const runtime = 'nodejs';

const ONE_FIELD = 'Tek bir alan sorgulanabilir: username, email veya phone';

const querySchema = z.object({
  username: ownerStepSchema.shape.username.optional(),
  email: ownerStepSchema.shape.email.optional(),
  phone: ownerStepSchema.shape.phone.optional(),
}).refine((q) => [q.username, q.email, q.phone].filter((v) => v !== undefined).length === 1, { error: ONE_FIELD });

export const GET = withJsonErrors(async (request: Request) => {
  const parsed = parseSearchParams(request.url, querySchema);
  if (!parsed.ok) return parsed.response;
  const budget = await spendBudgets(charges.liveCheck(clientAddressFrom(request.headers)));
  if (!budget.ok) return tooManyRequests(budget);
  const q = parsed.data;
  const [field, value] = q.username !== undefined ? ['username', q.username] as const
    : q.email !== undefined ? ['email', q.email] as const : ['phone', q.phone!] as const;
  return jsonOk({ taken: await isOwnerValueTaken(field, value) });
});
