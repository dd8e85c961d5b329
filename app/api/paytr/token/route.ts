// POST /api/paytr/token — starts a paid registration: the same JSON as /api/registrations with
// a paid planId and the price the owner saw → 200 { token, merchantOid, iframeUrl }, or 409
// { error, price } when the plan's price changed meanwhile (the owner confirms the new one). Signed here with the key and salt
// from paytr_settings; the amount is the plan's price; user_ip is the client's address.
// 429 with Retry-After past the payment budgets (platform/limits/budgets.ts).
import { clientAddressFrom } from '@/platform/http/client-address';
import { jsonError, jsonOk, parseJsonBody, withJsonErrors } from '@/platform/http/json';
import { startPaidRegistration } from '@/features/registration/server/register';
import { charges, spendBudgets, tooManyRequests } from '@/platform/limits/budgets';
import { registrationSchema } from '@/features/registration/schema';

export const runtime = 'nodejs';

export const POST = withJsonErrors(async (request: Request) => {
  const parsed = await parseJsonBody(request, registrationSchema);
  if (!parsed.ok) return parsed.response;
  const address = clientAddressFrom(request.headers);
  const budget = await spendBudgets(charges.paymentToken(address, parsed.data.owner.email));
  if (!budget.ok) return tooManyRequests(budget);
  const result = await startPaidRegistration(parsed.data, address);
  if (result.status >= 400 && result.status < 500) await budget.refund(); // refused input: no payment was started
  // 409 { error, price }: the plan's price changed since the owner saw it; nothing was started.
  if ('error' in result.body && result.body.price !== undefined) return jsonOk({ error: result.body.error, price: result.body.price }, result.status);
  if ('error' in result.body) return jsonError(result.status, result.body.error, result.body.fieldErrors);
  return jsonOk(result.body, result.status);
});
