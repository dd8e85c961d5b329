// GET /api/me/export: everything we hold about the signed-in customer as a JSON file (KVKK art. 11), 401 otherwise.
import type { NextRequest } from 'next/server';
import { CUSTOMER_COOKIE } from '@/platform/access/session';
import { findCustomerBySessionToken } from '@/platform/access/customer-session-lookup';
import { jsonError, withJsonErrors } from '@/platform/http/json';
import { istanbulClock } from '@/platform/time/istanbul';
import { loadCustomerExport } from '@/features/privacy/server/export';
import { EXPORT_SIGNED_OUT_MESSAGE } from '@/features/privacy/schema';

export const dynamic = 'force-dynamic';

export const GET = withJsonErrors(async (request: NextRequest) => {
  const customer = await findCustomerBySessionToken(request.cookies.get(CUSTOMER_COOKIE)?.value);
  const now = new Date();
  const data = customer ? await loadCustomerExport(customer.id, now) : null;
  if (!data) return jsonError(401, EXPORT_SIGNED_OUT_MESSAGE);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="verilerim-${istanbulClock(now).date}.json"`,
      // Personal data: never kept by the browser's cache or a proxy.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
