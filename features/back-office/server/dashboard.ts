import 'server-only';
// The dashboard's figures (spec 2 §2 "Dashboard"): active salons, customers, appointments
// this month (Istanbul calendar), the average approved rating; and appointments per day over
// the last 30 Istanbul days for the chart (days without appointments count 0).
import { addDaysToDate, istanbulClock } from '@/platform/time/istanbul';
import { getConnection } from '@/platform/db';

export const CHART_DAYS = 30;

export interface DashboardStats {
  activeSalons: number;
  customers: number;
  appointmentsThisMonth: number;
  /** Average of approved reviews' ratings, null when there is none. */
  averageRating: number | null;
}

/** First and last day ('YYYY-MM-DD') of the Istanbul month that `now` falls in. */
export function istanbulMonth(now: Date): { first: string; last: string } {
  const today = istanbulClock(now).date;
  const first = `${today.slice(0, 8)}01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const nextFirst = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDaysToDate(nextFirst, -1) };
}

export async function dashboardStats(now = new Date()): Promise<DashboardStats> {
  const conn = await getConnection();
  const month = istanbulMonth(now);
  const [row] = await conn.query<{ salons: number; customers: number; appointments: number; rating: string | number | null }>(`
    select
      (select count(*)::int from salons where is_active) as salons,
      (select count(*)::int from customers) as customers,
      (select count(*)::int from appointments where appointment_date between $1::date and $2::date) as appointments,
      (select avg(rating)::float8 from salon_reviews where approved) as rating`, [month.first, month.last]);
  return {
    activeSalons: Number(row.salons),
    customers: Number(row.customers),
    appointmentsThisMonth: Number(row.appointments),
    averageRating: row.rating === null ? null : Number(row.rating),
  };
}

export interface DayCount {
  date: string;
  count: number;
}

/** Appointments per Istanbul day, oldest first, the last `CHART_DAYS` days up to today. */
export async function appointmentsPerDay(now = new Date()): Promise<DayCount[]> {
  const conn = await getConnection();
  const today = istanbulClock(now).date;
  const first = addDaysToDate(today, -(CHART_DAYS - 1));
  const rows = await conn.query<{ day: string; n: number }>(`
    select to_char(appointment_date, 'YYYY-MM-DD') as day, count(*)::int as n
    from appointments where appointment_date between $1::date and $2::date group by 1`, [first, today]);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = addDaysToDate(first, i);
    return { date, count: byDay.get(date) ?? 0 };
  });
}
