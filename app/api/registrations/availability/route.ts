// GET /api/registrations/availability?username=|email=|phone= — the wizard's live check:
// { taken: boolean } and nothing else. Limited per client address like sign-in (429).
import { z } from 'zod';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@/lib/auth/rate-limit';
import { isOwnerValueTaken, registrationCheckBlocked } from '@/lib/db/registrations';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonOk, parseSearchParams, withJsonErrors } from '@/lib/http/json';
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
  if (await registrationCheckBlocked(clientAddressFrom(request.headers))) return jsonError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  const q = parsed.data;
  const [field, value] = q.username !== undefined ? ['username', q.username] as const
    : q.email !== undefined ? ['email', q.email] as const : ['phone', q.phone!] as const;
  return jsonOk({ taken: await isOwnerValueTaken(field, value) });
});
