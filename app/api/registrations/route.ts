// POST /api/registrations — a trial registration: { salon, owner, planId } → 201 { salonCode,
// salonId }; 400 { error, fieldErrors } (spec 1 §5 words, also for a paid plan), 409 on a clash,
// 429 with Retry-After past the address's trial budget (platform/limits/budgets.ts).
import { clientAddressFrom } from '@/platform/http/client-address';
import { jsonError, jsonOk, parseJsonBody, withJsonErrors } from '@/platform/http/json';
import { registerTrial } from '@/features/registration/server/register';
import { charges, spendBudgets, tooManyRequests } from '@/platform/limits/budgets';
import { registrationSchema } from '@/features/registration/schema';

export const runtime = 'nodejs';

export const POST = withJsonErrors(async (request: Request) => {
  const parsed = await parseJsonBody(request, registrationSchema);
  if (!parsed.ok) return parsed.response;
  const budget = await spendBudgets(charges.trialRegistration(clientAddressFrom(request.headers)));
  if (!budget.ok) return tooManyRequests(budget);
  const result = await registerTrial(parsed.data);
  if (result.status >= 400 && result.status < 500) await budget.refund(); // refused input: nothing was registered
  if ('error' in result.body) return jsonError(result.status, result.body.error, result.body.fieldErrors);
  return jsonOk(result.body, result.status);
});
