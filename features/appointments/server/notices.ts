import 'server-only';
// The panel's live notice (the bell, issue 21): the salon's new online bookings and its
// customers' cancellations that this panel user has not seen yet. Polled every 5 s by every
// open panel, so it is ONE statement per call and it walks only the two indexes made for it
// (appointments_salon_created_idx and the partial appointments_salon_cancelled_idx), each
// branch stopping after a bounded number of rows: the cost does not grow with the salon's history.
// Scoped to the session's salon id (DESIGN.md "The salon panel"); a user's reads are their own.
import { getConnection } from '@/platform/db';

export type NoticeKind = 'booking' | 'cancellation';

/** The list shows at most this many; the count stops at NOTICE_COUNT_CAP ('99+'). */
export const NOTICE_LIST_SIZE = 20;
export const NOTICE_COUNT_CAP = 100;
/** A user who never marked anything seen is told about the last 7 days. */
export const NOTICE_FIRST_WINDOW_DAYS = 7;
/**
 * Nothing older than 30 days is news, whenever the user last looked: this also bounds the work
 * of a poll for someone who never presses 'Tümünü okundu işaretle'. Measured on PostgreSQL 15,
 * a salon with 20,000 appointments among 200,000: without the floor a mark 800 days old cost
 * 3–8 ms and ~1,700 buffers (every customer cancellation ever); with it 0.3 ms and ~360 buffers.
 */
export const NOTICE_MAX_AGE_DAYS = 30;

export interface PanelNotice {
  /** The appointment's id (a booking and its later cancellation share it; key on kind + id). */
  id: string;
  kind: NoticeKind;
  /** When it happened (created_at or cancelled_at), ISO 8601 in UTC with microseconds. */
  at: string;
  customerName: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  serviceName: string | null;
  staffName: string | null;
}

export interface PanelNotices {
  /** Unseen notices, counted up to NOTICE_COUNT_CAP. */
  unseen: number;
  /** The newest NOTICE_LIST_SIZE unseen ones, newest first. */
  items: PanelNotice[];
  /** The newest item's `at` (exact to the microsecond: post it back to mark everything seen), or null. */
  latestAt: string | null;
}

// The exact instant as text: a JS Date keeps milliseconds only, and a seen_until rounded down
// would leave the newest notice unseen for ever.
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

// $1 salon, $2 user, $3 now, $4 limited to one column (own-calendar.ts), $5 that column's staff
// member (null: none, so nothing). `since` is computed once (an InitPlan), so each branch is an index
// range scan on (salon_id, time > since) read newest first and cut at the cap.
const NOTICES_SQL = `
with since as (
  select greatest(
    coalesce(
      (select r.seen_until from salon_user_notice_reads r where r.user_id = $2::uuid),
      $3::timestamptz - interval '${NOTICE_FIRST_WINDOW_DAYS} days'),
    $3::timestamptz - interval '${NOTICE_MAX_AGE_DAYS} days') as t
), events as (
  (select a.id, 'booking'::text as kind, a.created_at as at
     from appointments a
    where a.salon_id = $1::uuid and a.created_at > (select t from since) and a.source = 'online'
      and (not $4::boolean or a.staff_id = $5::uuid)
    order by a.created_at desc
    limit ${NOTICE_COUNT_CAP})
  union all
  (select a.id, 'cancellation'::text, a.cancelled_at
     from appointments a
    where a.salon_id = $1::uuid and a.cancelled_at is not null and a.cancelled_at > (select t from since)
      and a.cancelled_by = 'customer' and (not $4::boolean or a.staff_id = $5::uuid)
    order by a.cancelled_at desc
    limit ${NOTICE_COUNT_CAP})
), latest as (
  select e.id, e.kind, e.at from events e order by e.at desc, e.kind limit ${NOTICE_LIST_SIZE}
)
select least(n.unseen, ${NOTICE_COUNT_CAP})::int as unseen,
       l.id::text as id, l.kind, to_char(l.at at time zone 'UTC', ${ISO_UTC}) as at,
       a.customer_name, a.appointment_date::text as date, to_char(a.start_time, 'HH24:MI') as start_time,
       sv.name as service_name,
       nullif(trim(coalesce(st.first_name, '') || ' ' || coalesce(st.last_name, '')), '') as staff_name
  from (select count(*)::int as unseen from events) n
  left join latest l on true
  left join appointments a on a.id = l.id
  left join services sv on sv.id = a.service_id
  left join staff st on st.id = a.staff_id
 order by l.at desc nulls last, l.kind`;

interface NoticeRow {
  unseen: number;
  id: string | null;
  kind: NoticeKind | null;
  at: string | null;
  customer_name: string | null;
  date: string | null;
  start_time: string | null;
  service_name: string | null;
  staff_name: string | null;
}

/**
 * What the bell shows `userId` of `salonId` at `now`: one statement. `onlyStaffId` (a user
 * limited to her own column, own-calendar.ts ownColumn): only that staff member's, none for null.
 */
export async function loadNotices(salonId: string, userId: string, now: Date, onlyStaffId?: string | null): Promise<PanelNotices> {
  const conn = await getConnection();
  const rows = await conn.query<NoticeRow>(NOTICES_SQL, [salonId, userId, now.toISOString(), onlyStaffId !== undefined, onlyStaffId ?? null]);
  const items: PanelNotice[] = [];
  for (const r of rows) {
    if (r.id === null || r.kind === null || r.at === null) continue; // the one row of "nothing new"
    items.push({
      id: r.id, kind: r.kind, at: r.at, customerName: r.customer_name ?? '', date: r.date ?? '',
      startTime: r.start_time ?? '', serviceName: r.service_name, staffName: r.staff_name,
    });
  }
  return { unseen: Number(rows[0]?.unseen ?? 0), items, latestAt: items[0]?.at ?? null };
}

/**
 * Marks everything up to `until` (never later than `now`) seen for the user. The mark only
 * moves forward, so an older tab posting an older `until` cannot bring notices back. Only a
 * user of `salonId` gets a row: the id comes from the session, the salon check is belt and braces.
 */
export async function markNoticesSeen(salonId: string, userId: string, until: Date | string, now = new Date()): Promise<void> {
  const conn = await getConnection();
  const untilText = typeof until === 'string' ? until : until.toISOString();
  await conn.query(
    `insert into salon_user_notice_reads (user_id, seen_until)
     select u.id, least($3::timestamptz, $4::timestamptz) from users u where u.id = $2::uuid and u.salon_id = $1::uuid
     on conflict (user_id) do update set seen_until = greatest(salon_user_notice_reads.seen_until, excluded.seen_until)`,
    [salonId, userId, untilText, now.toISOString()],
  );
}
