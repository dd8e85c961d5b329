import 'server-only';
// The activity feed of the dashboard and /admin/activities (spec 2 §2): new customers,
// reviews and appointments, newest first. One definition of each source, used both for the
// dashboard's "5 from each, 8 in all" and for the filtered, searched, paged full list.
// Search is Turkish case- and accent-insensitive (lib/db/turkish-sql.ts).
import { foldTurkish } from '@/lib/text/turkish';
import { SQL_FOLD_FROM, SQL_FOLD_TO } from './turkish-sql';
import { getConnection } from './index';

export type FeedKind = 'appointment' | 'review' | 'customer';
export const FEED_FILTERS = ['all', 'appointments', 'reviews', 'customers'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export const DASHBOARD_FEED_SIZE = 8;
export const DASHBOARD_FEED_PER_SOURCE = 5;

export interface FeedItem {
  id: string;
  kind: FeedKind;
  title: string;
  detail: string;
  status: string;
  at: Date;
}

// Each source yields id, kind, title, detail, status, at. Names are joined with a space and
// trimmed, so a customer without a surname reads well.
const SOURCES: Record<FeedKind, string> = {
  customer: `select c.id::text as id, 'customer' as kind, trim(c.first_name || ' ' || c.last_name) as title,
      c.phone as detail, case when c.is_active then 'active' else 'inactive' end as status, c.created_at as at
    from customers c`,
  review: `select r.id::text as id, 'review' as kind, trim(c.first_name || ' ' || c.last_name) || ' → ' || s.name as title,
      r.rating || '/5 · ' || left(r.comment, 160) as detail, r.status as status, r.created_at as at
    from salon_reviews r join customers c on c.id = r.customer_id join salons s on s.id = r.salon_id`,
  appointment: `select a.id::text as id, 'appointment' as kind, a.customer_name as title,
      concat_ws(' · ', sv.name, s.name, to_char(a.appointment_date, 'DD.MM.YYYY') || ' ' || to_char(a.start_time, 'HH24:MI')) as detail,
      a.status as status, a.created_at as at
    from appointments a join salons s on s.id = a.salon_id left join services sv on sv.id = a.service_id`,
};

const KIND_OF_FILTER: Record<Exclude<FeedFilter, 'all'>, FeedKind> = { appointments: 'appointment', reviews: 'review', customers: 'customer' };

type RawItem = Omit<FeedItem, 'at'> & { at: Date | string };
const toItem = (row: RawItem): FeedItem => ({ ...row, at: new Date(row.at) });

/** Dashboard: the 5 newest of each source, then the 8 newest of those. */
export async function recentActivities(): Promise<FeedItem[]> {
  const conn = await getConnection();
  const parts = (Object.values(SOURCES)).map((source) => `(${source} order by at desc limit ${DASHBOARD_FEED_PER_SOURCE})`);
  const rows = await conn.query<RawItem>(`${parts.join(' union all ')} order by at desc, id limit ${DASHBOARD_FEED_SIZE}`);
  return rows.map(toItem);
}

export interface FeedQuery {
  filter: FeedFilter;
  q: string;
  page: number;
  pageSize: number;
}

export async function listActivities(query: FeedQuery): Promise<{ rows: FeedItem[]; total: number; counts: Record<FeedFilter, number> }> {
  const conn = await getConnection();
  const union = (Object.values(SOURCES)).join(' union all ');
  const params: unknown[] = [];
  let search = 'true';
  if (query.q) {
    params.push(`%${foldTurkish(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`, SQL_FOLD_FROM, SQL_FOLD_TO);
    const fold = (col: string) => `lower(translate(${col}, $2::text, $3::text))`;
    search = `(${fold('title')} like $1 or ${fold('detail')} like $1)`;
  }
  const searched = `select * from (${union}) feed where ${search}`;
  const kind = query.filter === 'all' ? null : KIND_OF_FILTER[query.filter];
  const kindParam = params.length + 1;
  const [rows, counts] = await Promise.all([
    conn.query<RawItem>(
      `${searched} and ($${kindParam}::text is null or kind = $${kindParam}) order by at desc, id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      [...params, kind]),
    conn.query<{ kind: FeedKind; n: number }>(`select kind, count(*)::int as n from (${searched}) s group by kind`, params),
  ]);
  const byKind = Object.fromEntries(counts.map((c) => [c.kind, Number(c.n)])) as Partial<Record<FeedKind, number>>;
  const total = (byKind.appointment ?? 0) + (byKind.review ?? 0) + (byKind.customer ?? 0);
  return {
    rows: rows.map(toItem),
    total: kind ? byKind[kind] ?? 0 : total,
    counts: { all: total, appointments: byKind.appointment ?? 0, reviews: byKind.review ?? 0, customers: byKind.customer ?? 0 },
  };
}
