import 'server-only';
// The appointments report (issue 31) over a range of Istanbul days (appointment_date is already
// the salon's local day): how they were booked and how they ended, each active staff member's
// occupancy, and the busiest hours. Aggregated in SQL on appointments(salon_id, appointment_date).
//   occupancy  booked minutes (every appointment not cancelled: a no-show still held the chair)
//              over working minutes: the staff member's own week where she has one, else the
//              salon's hours; a closed date or a day of leave is no working time. Blocked time
//              (a break, an errand) still counts as working time: it is time the salon paid for.
import { sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import type { ReportRange } from '@/features/reports/rules/range';
import type { AppointmentsReport } from '@/features/reports/types';

/** An appointment's length: its end, else its recorded duration, else the spec's default hour. */
const minutes = sql`coalesce(extract(epoch from (a.end_time - a.start_time))::int / 60, a.total_duration, 60)`;

export async function loadAppointmentsReport(salonId: string, range: ReportRange): Promise<AppointmentsReport> {
  const db = await getDb();
  const inRange = sql`a.salon_id = ${salonId} and a.appointment_date between ${range.from}::date and ${range.to}::date`;
  const [[counts], occupancy, byHour] = await Promise.all([
    db.execute(sql`select count(*)::int as total,
        count(*) filter (where a.source = 'online')::int as online,
        count(*) filter (where a.source = 'salon')::int as by_salon,
        count(*) filter (where a.status = 'completed')::int as completed,
        count(*) filter (where a.status = 'cancelled')::int as cancelled,
        count(*) filter (where a.status = 'no_show')::int as no_show
      from appointments a where ${inRange}`).then((r) => rowsOf<Record<string, unknown>>(r)),
    db.execute(sql`
      with days as (select d::date as day, extract(dow from d)::int as dow
                    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d),
      open_days as (select day, dow from days
                    where not exists (select 1 from salon_closed_dates c where c.salon_id = ${salonId} and c.closed_date = days.day)),
      people as (select s.id, trim(s.first_name || ' ' || s.last_name) as name,
                   exists (select 1 from staff_working_hours w where w.staff_id = s.id) as own_week
                 from staff s where s.salon_id = ${salonId} and s.is_active),
      working as (
        select p.id as staff_id, coalesce(sum(case
            when exists (select 1 from staff_time_off t where t.staff_id = p.id and o.day between t.start_date and t.end_date) then 0
            when p.own_week then (select case when w.is_working then w.end_minutes - w.start_minutes
                                   - coalesce(w.break_end_minutes - w.break_start_minutes, 0) else 0 end
                                  from staff_working_hours w where w.staff_id = p.id and w.day_of_week = o.dow)
            else (select case when h.is_open then h.close_minutes - h.open_minutes else 0 end
                  from salon_working_hours h where h.salon_id = ${salonId} and h.day_of_week = o.dow)
          end), 0)::int as minutes
        from people p cross join open_days o group by p.id),
      booked as (select a.staff_id, sum(${minutes})::int as minutes from appointments a
                 where ${inRange} and a.status <> 'cancelled' and a.staff_id is not null group by 1)
      select p.id, p.name, coalesce(b.minutes, 0) as booked, coalesce(w.minutes, 0) as working
      from people p left join working w on w.staff_id = p.id left join booked b on b.staff_id = p.id
      order by p.name`).then((r) => rowsOf<Record<string, unknown>>(r)),
    db.execute(sql`select extract(hour from a.start_time)::int as hour, count(*)::int as count
      from appointments a where ${inRange} and a.status <> 'cancelled' group by 1 order by 1`).then((r) => rowsOf<Record<string, unknown>>(r)),
  ]);
  return {
    total: Number(counts.total), online: Number(counts.online), bySalon: Number(counts.by_salon),
    completed: Number(counts.completed), cancelled: Number(counts.cancelled), noShow: Number(counts.no_show),
    occupancy: occupancy.map((r) => ({ staffId: String(r.id), name: String(r.name), bookedMinutes: Number(r.booked), workingMinutes: Number(r.working) })),
    byHour: byHour.map((r) => ({ hour: Number(r.hour), count: Number(r.count) })),
  };
}
