// GET /api/health — answers {"ok":true} without touching the database: a load balancer's
// liveness probe, and the no-op route handler `npm run bench` compares the slots endpoint with.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}
