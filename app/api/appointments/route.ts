// POST /api/appointments — books an appointment (spec 1 §3 create payload). The server takes
// duration, end time and amount from the service, links the session's customer (never one
// named in the body), and answers 201 { appointment, manageToken, links }, 400 with field
// errors, 404 for an unknown salon/staff/service, 409 when the slot was just taken, or 429 with
// Retry-After past a booking budget (platform/limits/budgets.ts).
import type { NextRequest } from 'next/server';
import { CUSTOMER_COOKIE } from '@/platform/access/session';
import { createAppointment } from '@/features/appointments/server/appointments';
import { findCustomerBySessionToken } from '@/platform/access/customer-session-lookup';
import { clientAddressFrom } from '@/platform/http/client-address';
import { jsonError, jsonOk, parseJsonBody, withJsonErrors } from '@/platform/http/json';
import { charges, spendBudgets, tooManyRequests } from '@/platform/limits/budgets';
import { createAppointmentSchema } from '@/features/appointments/schema';

export const POST = withJsonErrors(async (request: NextRequest) => {
  const body = await parseJsonBody(request, createAppointmentSchema);
  if (!body.ok) return body.response;
  const budget = await spendBudgets(charges.booking(clientAddressFrom(request.headers), body.data));
  if (!budget.ok) return tooManyRequests(budget);

  const customer = await findCustomerBySessionToken(request.cookies.get(CUSTOMER_COOKIE)?.value);
  const result = await createAppointment(body.data, { customerId: customer?.id ?? null, now: new Date() });
  if (!result.ok) {
    await budget.refund(); // nothing was booked
    return jsonError(result.status, result.error, result.fieldErrors);
  }

  const token = result.manageToken;
  return jsonOk({
    appointment: result.appointment,
    manageToken: token,
    links: {
      confirmation: `/randevu-basarili?token=${token}`,
      manage: `/randevu/yonet/${token}`,
      ics: `/api/appointments/${token}/ics`,
    },
  }, 201);
});
