import 'server-only';
// A salon's customers for the panel's /panel/musteriler. A salon knows its customers by phone:
// everyone who has an appointment at this salon, registered or guest, is one customer per
// customer_phone (stored as 11 bare digits). The name shown is the registered customer's when an
// appointment of that phone is linked to one, else the name of the most recent appointment.
// Every function takes the session's salonId first and scopes every query to it: a phone that
// never booked at this salon is "not found", whatever the request says (DESIGN.md "The salon panel").
import { and, asc, count, desc, eq, notLike, or, sql, type SQL } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { likePattern } from '@/platform/http/table-query';
import { isValidPhone, phoneSearchDigits } from '@/platform/text/phone';
import { foldTurkish } from '@/platform/text/turkish';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import { CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_PAGE_SIZE } from '@/features/customers/schema';
import { ERASED_PHONE_PREFIX } from '@/features/privacy/rules/erasure';
import { getDb } from '@/platform/db';
import { appointments, customers, salonCustomerNotes, services, staff, type AppointmentStatus } from '@/platform/db/schema';
import { foldedSql } from '@/platform/db/turkish-sql';

/** Appointments still ahead that the customer is expected at. */
const UPCOMING_STATUSES = ['scheduled', 'confirmed', 'pending'] as const;
/** The detail page shows this many of the customer's appointments, newest first. */
export const CUSTOMER_HISTORY_LIMIT = 100;

export interface NextAppointment {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
}

export interface SalonCustomerRow {
  /** '05321234567' */
  phone: string;
  name: string;
  /** At least one of the phone's appointments here is linked to a registered customer. */
  registered: boolean;
  /** Completed appointments. */
  visits: number;
  /** Sum of total_amount over the completed appointments. */
  totalSpent: number;
  noShows: number;
  /** Date of the latest completed appointment, 'YYYY-MM-DD'. */
  lastVisit: string | null;
  /** The soonest scheduled, confirmed or pending appointment not yet started (Istanbul time). */
  nextAppointment: NextAppointment | null;
}

export interface SalonCustomerPage {
  rows: SalonCustomerRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface CustomerHistoryItem {
  id: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  endTime: string | null;
  serviceName: string | null;
  staffName: string | null;
  status: AppointmentStatus;
  amount: number;
}

export interface SalonCustomerDetail extends SalonCustomerRow {
  /** The registered customer's e-mail, else the latest one given with a booking. */
  email: string | null;
  /** All appointments of this phone at this salon, cancelled ones included. */
  appointmentCount: number;
  note: string | null;
  noteUpdatedAt: Date | null;
  /** Newest first, at most CUSTOMER_HISTORY_LIMIT. */
  history: CustomerHistoryItem[];
}

const newestFirst = sql`${appointments.appointmentDate} desc, ${appointments.startTime} desc, ${appointments.createdAt} desc`;
const registeredName = sql`nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), '')`;
const completed = sql`${appointments.status} = 'completed'`;

/** The per-phone figures, as aggregates over the salon's appointments left-joined to customers. */
function customerFigures(now: Date) {
  const clock = istanbulClock(now);
  const nowLocal = `${clock.date} ${minutesToTime(clock.minutes)}:00`;
  const upcoming = sql`${appointments.status} in (${sql.join(UPCOMING_STATUSES.map((s) => sql`${s}`), sql`, `)})
    and ${appointments.appointmentDate} + ${appointments.startTime} >= ${nowLocal}::timestamp`;
  return {
    phone: appointments.customerPhone,
    name: sql<string>`coalesce(
      (array_agg(${registeredName} order by ${newestFirst}) filter (where ${registeredName} is not null))[1],
      (array_agg(${appointments.customerName} order by ${newestFirst}))[1])`,
    registered: sql<boolean>`bool_or(${customers.id} is not null)`,
    visits: sql<number>`count(*) filter (where ${completed})`.mapWith(Number),
    totalSpent: sql<number>`coalesce(sum(${appointments.totalAmount}) filter (where ${completed}), 0)::text`.mapWith(Number),
    noShows: sql<number>`count(*) filter (where ${appointments.status} = 'no_show')`.mapWith(Number),
    lastVisit: sql<string | null>`(max(${appointments.appointmentDate}) filter (where ${completed}))::text`,
    nextAt: sql<string | null>`to_char(min(${appointments.appointmentDate} + ${appointments.startTime}) filter (where ${upcoming}), 'YYYY-MM-DD HH24:MI')`,
  };
}

interface FiguresRow {
  phone: string; name: string; registered: boolean | null; visits: number; totalSpent: number; noShows: number;
  lastVisit: string | null; nextAt: string | null;
}

function rowOf(r: FiguresRow): SalonCustomerRow {
  return {
    phone: r.phone, name: r.name, registered: r.registered === true, visits: r.visits, totalSpent: r.totalSpent,
    noShows: r.noShows, lastVisit: r.lastVisit,
    nextAppointment: r.nextAt ? { date: r.nextAt.slice(0, 10), time: r.nextAt.slice(11, 16) } : null,
  };
}


/** A row (appointment plus its registered customer) that matches the search; the group matches if one does. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(foldTurkish(q));
  const conditions: SQL[] = [
    sql`${foldedSql(appointments.customerName)} like ${pattern}`,
    sql`coalesce(${foldedSql(sql`${customers.firstName} || ' ' || ${customers.lastName}`)} like ${pattern}, false)`,
  ];
  const digits = phoneSearchDigits(q);
  if (digits !== null) conditions.push(sql`${appointments.customerPhone} like ${likePattern(digits)}`);
  return sql`bool_or(${or(...conditions)})`;
}

/** Appointments whose person was erased (retention, a closed account) are nobody's: not listed. */
const notErased = notLike(appointments.customerPhone, `${ERASED_PHONE_PREFIX}%`);

/**
 * One page (20) of the salon's customers, most recent visit first (customers never seen yet after
 * them, by their latest booking). `q` searches every name the phone booked under here and the
 * registered name, Turkish case and accents folded ('ISIL' finds 'Işıl'), or the phone in any
 * shown form. One query for the page and one for the count.
 */
export async function listSalonCustomers(
  salonId: string, { q, page }: { q: string; page: number }, now: Date = new Date(),
): Promise<SalonCustomerPage> {
  const db = await getDb();
  const having = searchCondition(q.trim());
  const pageSize = CUSTOMER_PAGE_SIZE;
  const rowsQuery = db.select(customerFigures(now)).from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(and(eq(appointments.salonId, salonId), notErased))
    .groupBy(appointments.customerPhone)
    .having(having)
    .orderBy(
      sql`max(${appointments.appointmentDate}) filter (where ${completed}) desc nulls last`,
      sql`max(${appointments.appointmentDate} + ${appointments.startTime}) desc`,
      asc(appointments.customerPhone),
    )
    .limit(pageSize).offset((page - 1) * pageSize);
  const groups = db.select({ phone: appointments.customerPhone }).from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(and(eq(appointments.salonId, salonId), notErased))
    .groupBy(appointments.customerPhone)
    .having(having)
    .as('customer_groups');
  const [rows, [{ n }]] = await Promise.all([rowsQuery, db.select({ n: count() }).from(groups)]);
  return { rows: rows.map(rowOf), total: n, page, pageSize, pageCount: Math.max(1, Math.ceil(n / pageSize)) };
}

/** One customer of the salon with figures, private note and history; null when the phone never booked here. */
export async function loadSalonCustomer(salonId: string, phone: string, now: Date = new Date()): Promise<SalonCustomerDetail | null> {
  if (!isValidPhone(phone)) return null;
  const db = await getDb();
  const ofPhone = and(eq(appointments.salonId, salonId), eq(appointments.customerPhone, phone));
  const [[summary], [note], history] = await Promise.all([
    db.select({
      ...customerFigures(now),
      email: sql<string | null>`coalesce(
        (array_agg(${customers.email} order by ${newestFirst}) filter (where ${customers.email} is not null))[1],
        (array_agg(${appointments.customerEmail} order by ${newestFirst}) filter (where ${appointments.customerEmail} is not null))[1])`,
      appointmentCount: count(),
    }).from(appointments)
      .leftJoin(customers, eq(customers.id, appointments.customerId))
      .where(ofPhone)
      .groupBy(appointments.customerPhone),
    db.select({ note: salonCustomerNotes.note, updatedAt: salonCustomerNotes.updatedAt }).from(salonCustomerNotes)
      .where(and(eq(salonCustomerNotes.salonId, salonId), eq(salonCustomerNotes.customerPhone, phone))),
    db.select({
      id: appointments.id,
      date: appointments.appointmentDate,
      startTime: sql<string>`to_char(${appointments.startTime}, 'HH24:MI')`,
      endTime: sql<string | null>`to_char(${appointments.endTime}, 'HH24:MI')`,
      serviceName: services.name,
      staffName: sql<string | null>`nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '')`,
      status: appointments.status,
      amount: appointments.totalAmount,
    }).from(appointments)
      // Joined by id and salon: a row pointing at another salon's service or staff shows none.
      .leftJoin(services, and(eq(services.id, appointments.serviceId), eq(services.salonId, salonId)))
      .leftJoin(staff, and(eq(staff.id, appointments.staffId), eq(staff.salonId, salonId)))
      .where(ofPhone)
      .orderBy(desc(appointments.appointmentDate), desc(appointments.startTime), desc(appointments.createdAt))
      .limit(CUSTOMER_HISTORY_LIMIT),
  ]);
  if (!summary) return null;
  const { email, appointmentCount, ...figures } = summary;
  return {
    ...rowOf(figures), email, appointmentCount,
    note: note?.note ?? null, noteUpdatedAt: note?.updatedAt ?? null,
    history: history.map((h) => ({ ...h, amount: Number(h.amount) })),
  };
}

/**
 * Saves the salon's private note about a customer; an empty note deletes it. A phone that never
 * booked at this salon answers 404 and nothing is written.
 */
export async function saveCustomerNote(
  salonId: string, phone: string, note: string | null,
): Promise<ActionResult<{ note: string | null }>> {
  if (!isValidPhone(phone)) return fail(CUSTOMER_NOT_FOUND_MESSAGE, undefined, 404);
  const text = note?.trim() || null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const known = await tx.select({ one: sql`1` }).from(appointments)
      .where(and(eq(appointments.salonId, salonId), eq(appointments.customerPhone, phone))).limit(1);
    if (known.length === 0) return fail(CUSTOMER_NOT_FOUND_MESSAGE, undefined, 404);
    const key = and(eq(salonCustomerNotes.salonId, salonId), eq(salonCustomerNotes.customerPhone, phone));
    if (text === null) {
      await tx.delete(salonCustomerNotes).where(key);
      return ok({ note: null }, 'Not silindi');
    }
    await tx.insert(salonCustomerNotes).values({ salonId, customerPhone: phone, note: text })
      .onConflictDoUpdate({
        target: [salonCustomerNotes.salonId, salonCustomerNotes.customerPhone],
        set: { note: text, updatedAt: sql`now()` },
      });
    return ok({ note: text }, 'Not kaydedildi');
  });
}
