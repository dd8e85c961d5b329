// POST /api/jobs/run — runs due scheduled work (jobs, then the mail and SMS outboxes) once, for hosts
// without a long-lived server process: a platform cron calls it every few minutes with
// CRON_SECRET (README, "Scheduled work"). GET does the same for crons that can only GET (Vercel).
// Without CRON_SECRET the route does not exist (404); a wrong secret is 401. Safe to call from
// several places at once: every job and message is claimed with a lease.
import { env } from '@/platform/env';
import { isCronSecretValid, presentedCronSecret } from '@/platform/jobs/cron-auth';
import { runDueWork } from '@/features/scheduled-work/server/run-due';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  if (!env.CRON_SECRET) return json({ error: 'Bulunamadı' }, 404);
  if (!isCronSecretValid(presentedCronSecret(request.headers), env.CRON_SECRET)) return json({ error: 'Yetkisiz istek' }, 401);
  try {
    const { jobs, mail, sms } = await runDueWork();
    return json({ ok: true, jobs, mail, sms }, 200);
  } catch (error) {
    console.error('[jobs] cron run failed', error);
    return json({ error: 'Zamanlanmış işler şu anda çalıştırılamadı, lütfen tekrar deneyin' }, 503);
  }
}

export const GET = POST;
