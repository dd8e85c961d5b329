// GET /api/health — liveness: answers {"ok":true} without touching the database, so a database
// outage does not make a load balancer restart app servers that are fine (readiness, which does
// ask the database, is /api/ready). Also the no-op route handler `npm run bench` compares the
// slots endpoint with.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}
