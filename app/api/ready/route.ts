// GET /api/ready — readiness for load balancers: 200 when the database answers now, 503 with
// Retry-After while it cannot (server down, unreachable, or the embedded database still being
// created), so traffic goes to app servers that can serve it. /api/health is liveness only:
// it never touches the database, so an outage does not get healthy app servers restarted.
import { isDatabaseReady } from '@/platform/db';
import { NO_STORE, serviceUnavailable } from '@/platform/http/json';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  if (!(await isDatabaseReady())) return serviceUnavailable();
  return Response.json({ ok: true }, { headers: NO_STORE });
}
