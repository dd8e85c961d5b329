// POST /api/registrations — a trial registration: { salon, owner, planId } → 201 { salonCode,
// salonId }; 400 { error, fieldErrors } (spec 1 §5 words, also for a paid plan), 409 on a clash.
import { jsonError, jsonOk, parseJsonBody, withJsonErrors } from '@/lib/http/json';
import { registerTrial } from '@/lib/registration/register';
import { registrationSchema } from '@/lib/registration/schema';

export const runtime = 'nodejs';

export const POST = withJsonErrors(async (request: Request) => {
  const parsed = await parseJsonBody(request, registrationSchema);
  if (!parsed.ok) return parsed.response;
  const result = await registerTrial(parsed.data);
  if ('error' in result.body) return jsonError(result.status, result.body.error, result.body.fieldErrors);
  return jsonOk(result.body, result.status);
});
