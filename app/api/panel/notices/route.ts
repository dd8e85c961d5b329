// GET /api/panel/notices → { unseen, items, latestAt } (the panel bell, polled every 5 s); POST
// { until? } marks everything up to `until` (the latestAt the user saw; default now) seen and
// answers the fresh state (a user kept to her own column hears only of it). Appointments 'view' needed; Turkish 401/403 JSON otherwise. no-store.
import { z } from 'zod';
import { loadNotices, markNoticesSeen } from '@/features/appointments/server/notices';
import { ownColumn } from '@/features/appointments/server/own-calendar';
import { jsonOk, parseJsonBody, withJsonErrors } from '@/platform/http/json';
import { requireSalonUserApi } from '@/platform/access/panel-session';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const markSeenSchema = z.object({
  until: z.string()
    .regex(INSTANT, 'Geçersiz zaman')
    .refine((v) => {
      const t = Date.parse(v);
      return Number.isFinite(t) && t >= Date.UTC(2000, 0, 1) && t < Date.UTC(2100, 0, 1);
    }, 'Geçersiz zaman')
    .optional(),
}).strict();

export const GET = withJsonErrors(async () => {
  const auth = await requireSalonUserApi('notices.read');
  if (!auth.ok) return auth.response;
  return jsonOk(await loadNotices(auth.user.salonId, auth.user.userId, new Date(), ownColumn(auth.user)));
});

export const POST = withJsonErrors(async (request: Request) => {
  const auth = await requireSalonUserApi('notices.read');
  if (!auth.ok) return auth.response;
  const parsed = await parseJsonBody(request, markSeenSchema, 1024);
  if (!parsed.ok) return parsed.response;
  const now = new Date();
  await markNoticesSeen(auth.user.salonId, auth.user.userId, parsed.data.until ?? now, now);
  return jsonOk(await loadNotices(auth.user.salonId, auth.user.userId, now, ownColumn(auth.user)));
});
