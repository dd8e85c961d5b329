import 'server-only';
// One appointment as the calendar's detail sheet shows it (issue 21), and what every panel write
// answers with: the sheet's new state read inside the write's transaction (issue 28). Scoped to
// the session's salon like every function of the calendar (DESIGN.md "The salon panel").
import { and, eq, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { MOVABLE_STATUSES, availableTransitions, type SalonTransition } from '@/features/appointments/rules/status';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { isUuid } from '@/platform/text/ids';
import { APPOINTMENT_NOT_FOUND_MESSAGE } from '@/features/appointments/schema.panel';
import { getDb, type Queryable } from '@/platform/db';
import { appointments, customers, services, staff, type AppointmentStatus } from '@/platform/db/schema';

export interface CustomerHistory {
  /** Other appointments of this phone number at this salon: visits that took place… */
  completed: number;
  /** …and ones the customer did not come to. */
  noShow: number;
  /** Date of the last completed visit, 'YYYY-MM-DD'. */
  lastVisit: string | null;
}

/** One appointment as the calendar's detail sheet shows it. */
export interface PanelAppointmentDetail {
  id: string;
  status: AppointmentStatus;
  source: 'online' | 'salon';
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  endTime: string;
  durationMinutes: number;
  customerId: string | null;
  customerName: string;
  customerPhone: string;
  /** Given when booking, else the customer account's. */
  customerEmail: string | null;
  serviceId: string | null;
  serviceName: string;
  staffId: string | null;
  staffName: string;
  price: number;
  notes: string | null;
  cancelReason: string | null;
  cancelledBy: 'customer' | 'salon' | null;
  /** ISO instant */
  cancelledAt: string | null;
  createdAt: string;
  /** What the sheet may offer now (status.ts availableTransitions). */
  transitions: SalonTransition[];
  /** Whether 'Taşı' applies (MOVABLE_STATUSES). */
  movable: boolean;
  history: CustomerHistory;
}


export const notFound = () => fail(APPOINTMENT_NOT_FOUND_MESSAGE, undefined, 404);
export const hhmm = (time: string) => time.slice(0, 5);
export const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
export const ofSalon = (salonId: string, id: string) => and(eq(appointments.id, id), eq(appointments.salonId, salonId));

/** Minutes an appointment lasts: end − start, else its stored duration, else 60 (as the constraint assumes). */
export function lengthOf(row: { startTime: string; endTime: string | null; totalDuration: number | null }): number {
  if (row.endTime) return timeToMinutes(row.endTime) - timeToMinutes(row.startTime);
  return row.totalDuration && row.totalDuration > 0 ? row.totalDuration : 60;
}

export async function loadAppointmentDetail(
  salonId: string, id: string, now = new Date(), executor?: Queryable,
): Promise<ActionResult<PanelAppointmentDetail>> {
  if (!isUuid(id)) return notFound();
  const db = executor ?? await getDb();
  const [row] = await db
    .select({
      id: appointments.id, status: appointments.status, source: appointments.source, date: appointments.appointmentDate,
      startTime: appointments.startTime, endTime: appointments.endTime, totalDuration: appointments.totalDuration,
      customerId: appointments.customerId, customerName: appointments.customerName, customerPhone: appointments.customerPhone,
      customerEmail: appointments.customerEmail, accountEmail: customers.email,
      serviceId: appointments.serviceId, serviceName: services.name,
      staffId: appointments.staffId, staffFirst: staff.firstName, staffLast: staff.lastName,
      price: appointments.totalAmount, notes: appointments.notes,
      cancelReason: appointments.cancelReason, cancelledBy: appointments.cancelledBy, cancelledAt: appointments.cancelledAt,
      createdAt: appointments.createdAt,
      // The same phone's other finished appointments at this salon (appointments_salon_phone_idx).
      history: sql<unknown>`(select json_build_object(
          'completed', count(*) filter (where h.status = 'completed'),
          'noShow', count(*) filter (where h.status = 'no_show'),
          'lastVisit', max(h.appointment_date) filter (where h.status = 'completed'))
        from ${appointments} h
        where h.salon_id = "appointments"."salon_id" and h.customer_phone = "appointments"."customer_phone"
          and h.id <> "appointments"."id" and h.status in ('completed', 'no_show'))`,
    })
    .from(appointments)
    // Joined on the salon too: a row of another salon's service or staff member is not named.
    .leftJoin(services, and(eq(services.id, appointments.serviceId), eq(services.salonId, appointments.salonId)))
    .leftJoin(staff, and(eq(staff.id, appointments.staffId), eq(staff.salonId, appointments.salonId)))
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(ofSalon(salonId, id))
    .limit(1);
  if (!row) return notFound();
  const startTime = hhmm(row.startTime);
  const durationMinutes = lengthOf(row);
  const history = fromJson<{ completed: number | string; noShow: number | string; lastVisit: string | null }>(row.history);
  return ok({
    id: row.id, status: row.status, source: row.source, date: row.date, startTime,
    endTime: minutesToTime(timeToMinutes(startTime) + durationMinutes), durationMinutes,
    customerId: row.customerId, customerName: row.customerName, customerPhone: row.customerPhone,
    customerEmail: row.customerEmail?.trim() || row.accountEmail?.trim() || null,
    serviceId: row.serviceId, serviceName: row.serviceName ?? 'Bilinmeyen Hizmet',
    staffId: row.staffId, staffName: row.staffFirst ? `${row.staffFirst} ${row.staffLast ?? ''}`.trim() : 'Bilinmeyen Personel',
    price: Number(row.price), notes: row.notes,
    cancelReason: row.cancelReason, cancelledBy: row.cancelledBy, cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    transitions: availableTransitions({ status: row.status, date: row.date, startTime }, now),
    movable: MOVABLE_STATUSES.includes(row.status),
    history: { completed: Number(history.completed), noShow: Number(history.noShow), lastVisit: history.lastVisit },
  });
}

/** What a write's transaction answers: the sheet's new state, read before the commit. */
export type Written = ActionResult<{ detail: PanelAppointmentDetail; mailQueued: boolean }>;

/**
 * The written appointment's new state, read inside the write's transaction (issue 28): once the
 * transaction has committed nothing is left to fail, so the desk never sees an error for a
 * booking that was saved (and retries it into a double booking). A failed read rolls it back.
 */
export async function written(tx: Queryable, salonId: string, id: string, now: Date, mailQueued: boolean): Promise<Written> {
  const detail = await loadAppointmentDetail(salonId, id, now, tx);
  return detail.ok ? ok({ detail: detail.data, mailQueued }) : detail;
}

/** After the commit: wake the mail worker when mail was queued, and answer with the sheet. */
export function answerWithDetail(result: Written, message: string): ActionResult<PanelAppointmentDetail> {
  if (!result.ok) return result;
  if (result.data.mailQueued) wakeOutboxWorker();
  return ok(result.data.detail, message);
}
