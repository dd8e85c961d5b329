/* eslint-disable max-lines -- still over 300 lines after the move: to be split (issue 35, README "Layout") */
import 'server-only';
// The salon's calendar (issue 21): one appointment's details for the detail sheet, its status
// changes (features/appointments/rules/status.ts decides which), moves, the bookings the salon writes itself
// (phone, walk-in), and the clash check that blocked time (features/appointments/server/blocks.ts) shares.
// Every function takes the session's salonId first and scopes every query to it: another
// salon's appointment, staff member, service or block is "not found" and nothing is written
// (DESIGN.md "The salon panel").
// Writes go through the booking path's rules: the per-staff lock (lockStaffBookings), the
// staff member's working windows (loadBookingDay, schedule.ts), and the exclusion constraint
// appointments_no_overlap as the last word (23P01 → 409, never 500). Mail is queued in the
// same transaction (features/appointments/server/mail.ts); the caller wakes the worker after commit.
// Answers are ActionResults, so the server actions only add the session and the right.
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { hashSessionToken, newSessionToken } from '@/platform/access/tokens';
import { BUSY_STATUSES } from '@/features/booking/rules/constants';
import { serviceDurationOn } from '@/features/services/rules/durations';
import {
  MOVABLE_STATUSES, TRANSITION_REFUSALS, availableTransitions, checkTransition, type SalonTransition,
} from '@/features/appointments/rules/status';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { addDaysToDate, minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { isUuid } from '@/platform/text/ids';
import {
  APPOINTMENT_NOT_FOUND_MESSAGE, SLOT_CHANGED_MESSAGE, SLOT_TAKEN_BY_OTHER_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE, WALK_IN_GRACE_MINUTES, appointmentClashMessage, blockClashMessage, cancelReason, salonSlotMessage,
  salonSlotProblem, type CreateSalonAppointmentInput,
} from '@/features/appointments/schema.panel';
import { queueBookingConfirmation, queueConfirmedNotice, queueMoveNotice, queueSalonCancellationNotice } from './mail';
import { logAppointmentChange } from './appointment-log';
import { lockStaffBookings } from './appointments';
import { loadBookingDay, type BookingDay, type Queryable } from '@/features/booking/server/booking-data';
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '@/platform/db/errors';
import { getDb } from '@/platform/db';
import { appointments, customers, services, staff, staffBlocks, type AppointmentStatus } from '@/platform/db/schema';

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

const notFound = () => fail(APPOINTMENT_NOT_FOUND_MESSAGE, undefined, 404);
const hhmm = (time: string) => time.slice(0, 5);
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const ofSalon = (salonId: string, id: string) => and(eq(appointments.id, id), eq(appointments.salonId, salonId));

/** Minutes an appointment lasts: end − start, else its stored duration, else 60 (as the constraint assumes). */
function lengthOf(row: { startTime: string; endTime: string | null; totalDuration: number | null }): number {
  if (row.endTime) return timeToMinutes(row.endTime) - timeToMinutes(row.startTime);
  return row.totalDuration && row.totalDuration > 0 ? row.totalDuration : 60;
}

// ---------------------------------------------------------------- the detail sheet

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
type Written = ActionResult<{ detail: PanelAppointmentDetail; mailQueued: boolean }>;

/**
 * The written appointment's new state, read inside the write's transaction (issue 28): once the
 * transaction has committed nothing is left to fail, so the desk never sees an error for a
 * booking that was saved (and retries it into a double booking). A failed read rolls it back.
 */
async function written(tx: Queryable, salonId: string, id: string, now: Date, mailQueued: boolean): Promise<Written> {
  const detail = await loadAppointmentDetail(salonId, id, now, tx);
  return detail.ok ? ok({ detail: detail.data, mailQueued }) : detail;
}

/** After the commit: wake the mail worker when mail was queued, and answer with the sheet. */
function answerWithDetail(result: Written, message: string): ActionResult<PanelAppointmentDetail> {
  if (!result.ok) return result;
  if (result.data.mailQueued) wakeOutboxWorker();
  return ok(result.data.detail, message);
}

// ---------------------------------------------------------------- status changes

const TRANSITION_MESSAGES: Record<SalonTransition, string> = {
  confirm: 'Randevu onaylandı',
  complete: 'Randevu tamamlandı',
  no_show: 'Randevu gelmedi olarak işaretlendi',
  cancel: 'Randevu iptal edildi',
  reopen: 'İşlem geri alındı, randevu onaylı duruma döndü',
};

/** The activity log's words and code for each change. */
const TRANSITION_LOG: Record<SalonTransition, [action: string, what: string]> = {
  confirm: ['APPOINTMENT_CONFIRM', 'Randevu onaylandı'],
  complete: ['APPOINTMENT_COMPLETE', 'Randevu tamamlandı'],
  no_show: ['APPOINTMENT_NO_SHOW', 'Müşteri gelmedi'],
  cancel: ['APPOINTMENT_CANCEL', 'Randevu iptal edildi'],
  reopen: ['APPOINTMENT_REOPEN', 'Tamamlandı/Gelmedi geri alındı'],
};

/**
 * Confirm, complete, no-show, undo or cancel under the rules of status.ts (a refused change →
 * 409 with its Turkish reason). A cancellation needs the salon's reason (1–300 characters),
 * records who and when, and queues the customer's notice with the reason in the same
 * transaction; every change is logged with `actorId`, the user who made it.
 */
export async function changeAppointmentStatus(
  salonId: string, id: string, transition: SalonTransition, options: { reason?: string | null; actorId?: string | null } = {}, now = new Date(),
): Promise<ActionResult<PanelAppointmentDetail>> {
  if (!isUuid(id)) return notFound();
  let reason: string | null = null;
  if (transition === 'cancel') {
    const parsed = cancelReason.safeParse(options.reason ?? '');
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Lütfen iptal nedenini yazın';
      return fail(message, { reason: message }, 400);
    }
    reason = parsed.data;
  }
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Written> => {
    const [row] = await tx.select({
      status: appointments.status, date: appointments.appointmentDate, startTime: appointments.startTime, customerName: appointments.customerName,
    }).from(appointments).where(ofSalon(salonId, id)).for('update');
    if (!row) return notFound();
    const check = checkTransition(row, transition, now);
    if (!check.ok) return fail(TRANSITION_REFUSALS[check.reason], undefined, 409);
    await tx.update(appointments)
      .set({
        status: check.to, updatedAt: now,
        ...(transition === 'cancel' ? { cancelledBy: 'salon' as const, cancelledAt: now, cancelReason: reason } : {}),
      })
      .where(ofSalon(salonId, id));
    // Same transaction: the customer hears of the cancellation (or the confirmation they were
    // told to wait for, issue 28) exactly when it happened.
    const mailQueued = transition === 'cancel' ? await queueSalonCancellationNotice(tx, id, reason!, now)
      : transition === 'confirm' ? await queueConfirmedNotice(tx, id, now) : false;
    await logAppointmentChange(tx, salonId, options.actorId ?? null, ...TRANSITION_LOG[transition], { id, ...row });
    return written(tx, salonId, id, now, mailQueued);
  });
  return answerWithDetail(result, TRANSITION_MESSAGES[transition]);
}

// ---------------------------------------------------------------- clashes

/**
 * The first live appointment (other than `excludeId`) or block of the staff member that
 * overlaps [start, start + duration) on `date`, as a Turkish 409 message; null when free.
 * Appointments are compared as the exclusion constraint compares them (a missing end lasts 60
 * minutes, a span from the day before counts), so the message names what the constraint sees.
 */
export async function findClash(
  q: Queryable, salonId: string,
  slot: { staffId: string; date: string; startTime: string; durationMinutes: number; excludeId?: string },
): Promise<string | null> {
  const start = timeToMinutes(slot.startTime);
  const end = start + slot.durationMinutes;
  const wanted = sql`tsrange(${slot.date}::date + ${`${minutesToTime(start)}:00`}::time,
    ${slot.date}::date + ${`${minutesToTime(start)}:00`}::time + make_interval(mins => ${slot.durationMinutes}::int), '[)')`;
  const [appointment] = await q
    .select({
      customerName: appointments.customerName, startTime: appointments.startTime,
      endTime: sql<string>`coalesce(${appointments.endTime}, ${appointments.startTime} + interval '60 minutes')::text`,
    })
    .from(appointments)
    .where(and(
      eq(appointments.salonId, salonId),
      eq(appointments.staffId, slot.staffId),
      inArray(appointments.status, [...BUSY_STATUSES]),
      gte(appointments.appointmentDate, addDaysToDate(slot.date, -1)),
      lte(appointments.appointmentDate, slot.date),
      slot.excludeId ? ne(appointments.id, slot.excludeId) : undefined,
      sql`tsrange(${appointments.appointmentDate} + ${appointments.startTime},
        (${appointments.appointmentDate} + ${appointments.startTime}) + coalesce(${appointments.endTime} - ${appointments.startTime}, interval '60 minutes'),
        '[)') && ${wanted}`,
    ))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime))
    .limit(1);
  if (appointment) return appointmentClashMessage(appointment.customerName, appointment.startTime, appointment.endTime);
  const [block] = await q
    .select({ reason: staffBlocks.reason, startTime: staffBlocks.startTime, endTime: staffBlocks.endTime })
    .from(staffBlocks)
    .where(and(
      eq(staffBlocks.salonId, salonId),
      eq(staffBlocks.staffId, slot.staffId),
      eq(staffBlocks.blockDate, slot.date),
      sql`${staffBlocks.startTime} < ${`${minutesToTime(end)}:00`}::time`,
      sql`${staffBlocks.endTime} > ${`${minutesToTime(start)}:00`}::time`,
    ))
    .orderBy(asc(staffBlocks.startTime))
    .limit(1);
  return block ? blockClashMessage(block.reason, block.startTime, block.endTime) : null;
}

/** Thrown inside a transaction to roll it back with a 409 naming the clash. */
class Clash extends Error {}

/**
 * A write refused by appointments_no_overlap (two writers passed the check at the same moment
 * on a database without our lock, e.g. the mobile app): a 409 naming the appointment now there.
 */
async function clashAnswer(
  error: unknown, salonId: string, slot: Parameters<typeof findClash>[2],
): Promise<ActionResult<never>> {
  if (error instanceof Clash) return fail(error.message, undefined, 409);
  if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) {
    const message = await findClash(await getDb(), salonId, slot);
    return fail(message ?? SLOT_TAKEN_BY_OTHER_MESSAGE, undefined, 409);
  }
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return fail(STAFF_NOT_FOUND_MESSAGE, undefined, 404);
  throw error;
}

/** Takes the per-staff booking locks in one fixed order, so two moves between the same two people cannot deadlock. */
async function lockStaff(tx: Queryable, staffIds: (string | null)[]): Promise<void> {
  for (const staffId of [...new Set(staffIds.filter((s): s is string => Boolean(s)))].sort()) await lockStaffBookings(tx, staffId);
}

/** loadBookingDay's refusal as an ActionResult with the field it concerns. */
function dayRefusal(day: Extract<BookingDay, { ok: false }>): ActionResult<never> {
  return fail(day.error, day.field && day.field !== 'salonId' ? { [day.field]: day.error } : undefined, day.status);
}

/** The salon's slot rule (5-minute starts inside the staff member's windows, not in the past) as a 400. */
function slotRefusal(
  slot: { date: string; startTime: string; durationMinutes: number; now: Date; graceMinutes?: number }, day: Extract<BookingDay, { ok: true }>,
): ActionResult<never> | null {
  const problem = salonSlotProblem({ ...slot, windows: day.windows });
  if (!problem) return null;
  const { field, message } = salonSlotMessage(problem, day.windows);
  return fail(message, { [field]: message }, 400);
}

// ---------------------------------------------------------------- moves

/**
 * Moves a scheduled or confirmed appointment to another date, start time and/or staff member
 * of the salon who gives its service. The length is the service's duration on the new date
 * (durations.ts); the price stays. Both staff members' booking locks are held. The customer
 * gets the new time with a new .ics.
 */
export async function moveAppointment(
  salonId: string, id: string, input: { date: string; startTime: string; staffId: string }, now = new Date(), actorId: string | null = null,
): Promise<ActionResult<PanelAppointmentDetail>> {
  if (!isUuid(id)) return notFound();
  if (!isUuid(input.staffId)) return fail(STAFF_NOT_FOUND_MESSAGE, { staffId: STAFF_NOT_FOUND_MESSAGE }, 404);
  const db = await getDb();
  let durationMinutes = 0;
  let result: Written;
  try {
    result = await db.transaction(async (tx): Promise<Written> => {
      const [before] = await tx.select({ staffId: appointments.staffId }).from(appointments).where(ofSalon(salonId, id));
      if (!before) return notFound();
      await lockStaff(tx, [before.staffId, input.staffId]);
      const [row] = await tx
        .select({
          staffId: appointments.staffId, serviceId: appointments.serviceId, status: appointments.status,
          date: appointments.appointmentDate, startTime: appointments.startTime, endTime: appointments.endTime,
          totalDuration: appointments.totalDuration, staffFirst: staff.firstName, staffLast: staff.lastName,
          customerName: appointments.customerName,
        })
        .from(appointments).leftJoin(staff, eq(staff.id, appointments.staffId))
        .where(ofSalon(salonId, id)).for('update', { of: appointments });
      if (!row) return notFound();
      // Moved to someone else between our first read and the locks: their lock is not ours.
      if (row.staffId !== before.staffId) return fail(SLOT_CHANGED_MESSAGE, undefined, 409);
      if (!MOVABLE_STATUSES.includes(row.status)) return fail(TRANSITION_REFUSALS.not_allowed, undefined, 409);

      const params = { salonId, staffId: input.staffId, date: input.date };
      let day = await loadBookingDay({ ...params, serviceId: row.serviceId ?? undefined }, tx);
      // A service the salon no longer offers: the staff member need not give it any more, the
      // appointment keeps its length.
      if (!day.ok && day.field === 'serviceId' && day.status === 404) day = await loadBookingDay(params, tx);
      if (!day.ok) return dayRefusal(day);
      durationMinutes = day.service ? serviceDurationOn(input.date, day.service) : lengthOf(row);

      const refused = slotRefusal({ date: input.date, startTime: input.startTime, durationMinutes, now }, day);
      if (refused) return refused;
      const unchanged = row.staffId === input.staffId && row.date === input.date
        && hhmm(row.startTime) === input.startTime && lengthOf(row) === durationMinutes;
      if (unchanged) return written(tx, salonId, id, now, false);
      const clash = await findClash(tx, salonId, { ...input, durationMinutes, excludeId: id });
      if (clash) throw new Clash(clash);

      await tx.update(appointments)
        .set({
          staffId: input.staffId, appointmentDate: input.date, startTime: input.startTime,
          endTime: minutesToTime(timeToMinutes(input.startTime) + durationMinutes), totalDuration: durationMinutes, updatedAt: now,
        })
        .where(ofSalon(salonId, id));
      const previous = {
        date: row.date, startTime: hhmm(row.startTime),
        staffName: row.staffFirst ? `${row.staffFirst} ${row.staffLast ?? ''}`.trim() : 'Bilinmeyen Personel',
      };
      await logAppointmentChange(tx, salonId, actorId, 'APPOINTMENT_MOVE', 'Randevu taşındı',
        { id, customerName: row.customerName, date: input.date, startTime: input.startTime });
      return written(tx, salonId, id, now, await queueMoveNotice(tx, id, previous, now));
    });
  } catch (error) {
    return clashAnswer(error, salonId, { ...input, durationMinutes: durationMinutes || 5, excludeId: id });
  }
  return answerWithDetail(result, 'Randevu taşındı');
}

// ---------------------------------------------------------------- bookings the salon writes

/**
 * A booking taken by phone or at the desk. The customer is found by phone (a customers row
 * with that number is linked, and named as in the account), else a guest with the given name.
 * Any 5-minute start inside the staff member's windows; a walk-in may start up to
 * WALK_IN_GRACE_MINUTES ago. Written as confirmed (the salon wrote it) with source 'salon'.
 * Only with an e-mail address does the customer get the confirmation with a private link.
 */
export async function createSalonAppointment(
  salonId: string, input: CreateSalonAppointmentInput, now = new Date(), actorId: string | null = null,
): Promise<ActionResult<PanelAppointmentDetail>> {
  if (!isUuid(input.staffId)) return fail(STAFF_NOT_FOUND_MESSAGE, { staffId: STAFF_NOT_FOUND_MESSAGE }, 404);
  if (!isUuid(input.serviceId)) return fail('Hizmet bulunamadı', { serviceId: 'Hizmet bulunamadı' }, 404);
  const db = await getDb();
  let durationMinutes = 0;
  let result: Written;
  try {
    result = await db.transaction(async (tx): Promise<Written> => {
      await lockStaffBookings(tx, input.staffId);
      const day = await loadBookingDay({ salonId, staffId: input.staffId, serviceId: input.serviceId, date: input.date }, tx);
      if (!day.ok) return dayRefusal(day);
      const service = day.service!; // serviceId was given, so loadBookingDay loaded it
      durationMinutes = serviceDurationOn(input.date, service);
      const refused = slotRefusal({ date: input.date, startTime: input.startTime, durationMinutes, now, graceMinutes: WALK_IN_GRACE_MINUTES }, day);
      if (refused) return refused;
      const clash = await findClash(tx, salonId, { staffId: input.staffId, date: input.date, startTime: input.startTime, durationMinutes });
      if (clash) throw new Clash(clash);

      const [account] = await tx.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
        .from(customers).where(eq(customers.phone, input.customerPhone)).limit(1);
      const accountName = account ? `${account.firstName} ${account.lastName}`.trim() : '';
      const manageToken = input.customerEmail ? newSessionToken() : null;
      const [row] = await tx.insert(appointments).values({
        salonId, customerId: account?.id ?? null,
        customerName: accountName || input.customerName,
        customerPhone: input.customerPhone, customerEmail: input.customerEmail,
        staffId: input.staffId, serviceId: service.id, appointmentDate: input.date, startTime: input.startTime,
        endTime: minutesToTime(timeToMinutes(input.startTime) + durationMinutes),
        status: 'confirmed', source: 'salon', notes: input.notes,
        totalAmount: service.price, totalDuration: durationMinutes,
        manageTokenHash: manageToken ? hashSessionToken(manageToken) : null,
      }).returning({ id: appointments.id });
      const mailQueued = manageToken ? await queueBookingConfirmation(tx, row.id, manageToken, now) : false;
      await logAppointmentChange(tx, salonId, actorId, 'APPOINTMENT_CREATE', 'Randevu oluşturuldu',
        { id: row.id, customerName: accountName || input.customerName, date: input.date, startTime: input.startTime });
      return written(tx, salonId, row.id, now, mailQueued);
    });
  } catch (error) {
    return clashAnswer(error, salonId, { staffId: input.staffId, date: input.date, startTime: input.startTime, durationMinutes: durationMinutes || 5 });
  }
  return answerWithDetail(result, 'Randevu oluşturuldu');
}
