// POST /api/paytr/token — starts a paid registration: the same JSON as /api/registrations with
// a paid planId → 200 { token, merchantOid, iframeUrl }. Signed here with the key and salt
// from paytr_settings; the amount is the plan's price; user_ip is the client's address.
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonOk, parseJsonBody, withJsonErrors } from '@/lib/http/json';
import { startPaidRegistration } from '@/lib/registration/register';
import { registrationSchema } from '@/lib/registration/schema';

export const runtime = 'nodejs';

export const POST = withJsonErrors(async (request: Request) => {
  const parsed = await parseJsonBody(request, registrationSchema);
  if (!parsed.ok) return parsed.response;
  const result = await startPaidRegistration(parsed.data, clientAddressFrom(request.headers));
  if ('error' in result.body) return jsonError(result.status, result.body.error, result.body.fieldErrors);
  return jsonOk(result.body, result.status);
});
