import 'server-only';
// A salon's services as the salon panel manages them (/panel/hizmetler); its own categories in
// service-categories.ts.
// Every function takes the session's salon id first and every query is scoped to it: a
// service or category of another salon is simply not found. Shared categories (salon_id null)
// may be chosen for a service but are never renamed or deleted from a salon's panel.
// Deleting keeps history: a service that any appointment refers to is deactivated instead
// (appointments.service_id would otherwise be set to null and the booking lose its service).
// Writes refuse with the panel's message and status (ActionResult).
import { and, asc, eq, gte, inArray, isNull, max, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { istanbulClock } from '@/platform/time/istanbul';
import { CATEGORY_NOT_FOUND_MESSAGE, SERVICE_NOT_FOUND_MESSAGE, type ServiceInput } from '@/features/services/schema';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb, type Db } from '@/platform/db';
import { appointments, serviceCategories, serviceDailyDurations, services } from '@/platform/db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/** Appointments that still hold a slot (spec 1 §4: scheduled and confirmed are busy). */
const LIVE_STATUSES = ['scheduled', 'confirmed'] as const;

export interface PanelDailyDuration {
  /** 0 = Sunday .. 6 = Saturday. */
  dayOfWeek: number;
  durationMinutes: number;
}

export interface PanelService {
  id: string;
  name: string;
  description: string | null;
  price: number;
  durationMinutes: number;
  isActive: boolean;
  sortOrder: number;
  /** null: no category, or one this salon cannot see; shown under 'Diğer'. */
  categoryId: string | null;
  /** Its own commission rate; null: the staff member's. */
  commissionPercent: number | null;
  /** The active per-weekday overrides, by day of week; a missing day uses durationMinutes. */
  dailyDurations: PanelDailyDuration[];
  /** Scheduled or confirmed, dated today (Istanbul) or later. */
  futureAppointmentCount: number;
  /** Every appointment of the service, whatever its date or status. */
  /** Any appointment at all, past or cancelled included: then it is deactivated, never deleted. */
  hasAppointments: boolean;
}

export interface PanelCategory {
  id: string;
  name: string;
  /** Shared by every salon (salon_id null): may be chosen, never edited here. */
  shared: boolean;
  sortOrder: number;
  /** Services of this salon in it. */
  serviceCount: number;
}

export interface PanelServiceGroup {
  /** null: the services without a category ('Diğer'), always last. */
  category: PanelCategory | null;
  services: PanelService[];
}

export interface PanelServiceList {
  /** Categories with at least one service, in sort order, then 'Diğer'. */
  groups: PanelServiceGroup[];
  /** Every category this salon may choose: its own and the shared ones, in sort order. */
  categories: PanelCategory[];
}

const collator = new Intl.Collator('tr-TR');

/** Categories this salon may use: its own and the shared ones. */
export function visibleCategory(salonId: string): SQL {
  return or(eq(serviceCategories.salonId, salonId), isNull(serviceCategories.salonId)) as SQL;
}

/** The services sharing one place in the order: same salon, same category (or none). */
function sameGroup(salonId: string, categoryId: string | null): SQL {
  return and(eq(services.salonId, salonId),
    categoryId === null ? isNull(services.categoryId) : eq(services.categoryId, categoryId)) as SQL;
}

function byOrder<T extends { sortOrder: number; name: string; id: string }>(a: T, b: T): number {
  return a.sortOrder - b.sortOrder || collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The salon's services (active and inactive) grouped by category, with durations and appointment counts. */
export async function listPanelServices(salonId: string, now = new Date()): Promise<PanelServiceList> {
  const db = await getDb();
  const today = istanbulClock(now).date;
  const [categoryRows, serviceRows, durationRows, futureRows, usedRows] = await Promise.all([
    db.select({ id: serviceCategories.id, name: serviceCategories.name, salonId: serviceCategories.salonId, sortOrder: serviceCategories.sortOrder })
      .from(serviceCategories).where(visibleCategory(salonId)),
    db.select({
      id: services.id, name: services.name, description: services.description, price: services.price,
      durationMinutes: services.durationMinutes, isActive: services.isActive, sortOrder: services.sortOrder,
      categoryId: services.categoryId, commissionPercent: services.commissionPercent,
    }).from(services).where(eq(services.salonId, salonId)),
    db.select({ serviceId: serviceDailyDurations.serviceId, dayOfWeek: serviceDailyDurations.dayOfWeek, durationMinutes: serviceDailyDurations.durationMinutes })
      .from(serviceDailyDurations)
      .innerJoin(services, eq(services.id, serviceDailyDurations.serviceId))
      .where(and(eq(services.salonId, salonId), eq(serviceDailyDurations.isActive, true)))
      .orderBy(asc(serviceDailyDurations.dayOfWeek)),
    // Only the days from today on: a salon's history (tens of thousands of rows) is never
    // aggregated for this screen.
    db.select({ serviceId: appointments.serviceId, future: sql<number>`count(*)`.mapWith(Number) })
      .from(appointments)
      .where(and(eq(appointments.salonId, salonId), gte(appointments.appointmentDate, today),
        inArray(appointments.status, [...LIVE_STATUSES]), sql`${appointments.serviceId} is not null`))
      .groupBy(appointments.serviceId),
    // Whether a service has any appointment at all (it is then kept, not deleted): one probe of
    // appointments_service_idx per service.
    db.select({ id: services.id }).from(services).where(and(eq(services.salonId, salonId),
      sql`exists (select 1 from ${appointments} a where a.service_id = ${services.id})`)),
  ]);

  const durations = new Map<string, PanelDailyDuration[]>();
  for (const { serviceId, ...d } of durationRows) durations.set(serviceId, [...(durations.get(serviceId) ?? []), d]);
  const future = new Map(futureRows.map((c) => [c.serviceId, c.future]));
  const used = new Set(usedRows.map((r) => r.id));
  const categoryIds = new Set(categoryRows.map((c) => c.id));

  const list: PanelService[] = serviceRows.map((s) => ({
    ...s,
    price: Number(s.price),
    categoryId: s.categoryId !== null && categoryIds.has(s.categoryId) ? s.categoryId : null,
    dailyDurations: durations.get(s.id) ?? [],
    futureAppointmentCount: future.get(s.id) ?? 0,
    hasAppointments: used.has(s.id),
  })).sort(byOrder);

  const byCategory = new Map<string | null, PanelService[]>();
  for (const s of list) byCategory.set(s.categoryId, [...(byCategory.get(s.categoryId) ?? []), s]);

  const categories: PanelCategory[] = categoryRows.map((c) => ({
    id: c.id, name: c.name, shared: c.salonId === null, sortOrder: c.sortOrder,
    serviceCount: byCategory.get(c.id)?.length ?? 0,
  })).sort(byOrder);

  const groups: PanelServiceGroup[] = categories
    .filter((c) => c.serviceCount > 0)
    .map((c) => ({ category: c, services: byCategory.get(c.id) ?? [] }));
  const other = byCategory.get(null);
  if (other) groups.push({ category: null, services: other });
  return { groups, categories };
}

async function categoryVisible(q: Queryable, salonId: string, categoryId: string | null): Promise<boolean> {
  if (categoryId === null) return true;
  const rows = await q.select({ id: serviceCategories.id }).from(serviceCategories)
    .where(and(eq(serviceCategories.id, categoryId), visibleCategory(salonId))).limit(1);
  return rows.length === 1;
}

/** The place after the last service of a group. */
export async function nextSortOrder(q: Queryable, salonId: string, categoryId: string | null): Promise<number> {
  const [row] = await q.select({ last: max(services.sortOrder) }).from(services).where(sameGroup(salonId, categoryId));
  return (row?.last ?? 0) + 1;
}

/** Stores the week: a day with its own duration gets an active row, every other day none. */
async function saveDailyDurations(q: Queryable, serviceId: string, week: readonly (number | null)[]): Promise<void> {
  const own = week.flatMap((minutes, dayOfWeek) => (minutes === null ? [] : [{ dayOfWeek, durationMinutes: minutes }]));
  await q.delete(serviceDailyDurations).where(and(
    eq(serviceDailyDurations.serviceId, serviceId),
    own.length > 0 ? notInArray(serviceDailyDurations.dayOfWeek, own.map((d) => d.dayOfWeek)) : undefined,
  ));
  if (own.length === 0) return;
  await q.insert(serviceDailyDurations)
    .values(own.map((d) => ({ serviceId, dayOfWeek: d.dayOfWeek, durationMinutes: d.durationMinutes, isActive: true })))
    .onConflictDoUpdate({
      target: [serviceDailyDurations.serviceId, serviceDailyDurations.dayOfWeek],
      set: { durationMinutes: sql`excluded.duration_minutes`, isActive: true },
    });
}

function serviceValues(input: ServiceInput) {
  return {
    name: input.name, description: input.description, price: input.price,
    durationMinutes: input.durationMinutes, categoryId: input.categoryId, commissionPercent: input.commissionPercent ?? null,
  };
}

export type SaveServiceResult = ActionResult<{ id: string }>;

const serviceNotFound = () => fail(SERVICE_NOT_FOUND_MESSAGE, undefined, 404);
const categoryNotFound = () => fail(CATEGORY_NOT_FOUND_MESSAGE, { categoryId: CATEGORY_NOT_FOUND_MESSAGE }, 404);

/** A new active service at the end of its category. */
export async function createPanelService(salonId: string, input: ServiceInput): Promise<SaveServiceResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SaveServiceResult> => {
    if (!(await categoryVisible(tx, salonId, input.categoryId))) return categoryNotFound();
    const sortOrder = await nextSortOrder(tx, salonId, input.categoryId);
    const [row] = await tx.insert(services)
      .values({ ...serviceValues(input), salonId, sortOrder, isActive: true })
      .returning({ id: services.id });
    await saveDailyDurations(tx, row.id, input.dailyDurations);
    return ok({ id: row.id });
  });
}

/** Edits a service of this salon; moved to another category, it goes to that one's end. */
export async function updatePanelService(salonId: string, serviceId: string, input: ServiceInput): Promise<SaveServiceResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SaveServiceResult> => {
    const [current] = await tx.select({ categoryId: services.categoryId }).from(services)
      .where(and(eq(services.id, serviceId), eq(services.salonId, salonId))).for('update');
    if (!current) return serviceNotFound();
    if (!(await categoryVisible(tx, salonId, input.categoryId))) return categoryNotFound();
    const moved = current.categoryId !== input.categoryId;
    await tx.update(services).set({
      ...serviceValues(input),
      ...(moved ? { sortOrder: await nextSortOrder(tx, salonId, input.categoryId) } : {}),
    }).where(and(eq(services.id, serviceId), eq(services.salonId, salonId)));
    await saveDailyDurations(tx, serviceId, input.dailyDurations);
    return ok({ id: serviceId });
  });
}

/**
 * Moves a service one place up or down within its category and numbers the group 1..n
 * (services written elsewhere all start at 0). False when the service is not this salon's;
 * true, changing nothing, when it is already first or last.
 */
export async function movePanelService(salonId: string, serviceId: string, direction: 'up' | 'down'): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [service] = await tx.select({ categoryId: services.categoryId }).from(services)
      .where(and(eq(services.id, serviceId), eq(services.salonId, salonId))).for('update');
    if (!service) return false;
    // Locking the whole group serialises two moves in it.
    const group = (await tx.select({ id: services.id, name: services.name, sortOrder: services.sortOrder }).from(services)
      .where(sameGroup(salonId, service.categoryId)).for('update')).sort(byOrder);
    const at = group.findIndex((s) => s.id === serviceId);
    const to = at + (direction === 'up' ? -1 : 1);
    if (at < 0 || to < 0 || to >= group.length) return true;
    [group[at], group[to]] = [group[to], group[at]];
    for (const [index, s] of group.entries()) {
      if (s.sortOrder !== index + 1) await tx.update(services).set({ sortOrder: index + 1 }).where(eq(services.id, s.id));
    }
    return true;
  });
}

/** Deactivates (hidden from booking and the public page) or reactivates. False when not this salon's. */
export async function setPanelServiceActive(salonId: string, serviceId: string, active: boolean): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(services).set({ isActive: active })
    .where(and(eq(services.id, serviceId), eq(services.salonId, salonId)))
    .returning({ id: services.id });
  return rows.length === 1;
}

export type DeletedService =
  | { outcome: 'deleted'; name: string }
  | { outcome: 'deactivated'; name: string; reason: 'future' | 'history'; futureAppointmentCount: number };

/**
 * Deletes a service no appointment refers to. One with appointments is deactivated instead:
 * 'future' when live appointments from today on still need it, 'history' when only past or
 * cancelled ones refer to it.
 * The service row is locked first: a booking inserted meanwhile waits for it (its foreign key
 * check locks the row) and then either is counted here or fails on the deleted service.
 */
export async function deletePanelService(salonId: string, serviceId: string, now = new Date()): Promise<ActionResult<DeletedService>> {
  const db = await getDb();
  const today = istanbulClock(now).date;
  return db.transaction(async (tx): Promise<ActionResult<DeletedService>> => {
    const [service] = await tx.select({ name: services.name }).from(services)
      .where(and(eq(services.id, serviceId), eq(services.salonId, salonId))).for('update');
    if (!service) return serviceNotFound();
    const [uses] = await tx.select({
      total: sql<number>`count(*)`.mapWith(Number),
      future: sql<number>`count(*) filter (where ${inArray(appointments.status, [...LIVE_STATUSES])} and ${appointments.appointmentDate} >= ${today})`.mapWith(Number),
    }).from(appointments).where(eq(appointments.serviceId, serviceId));
    if (uses.total > 0) {
      await tx.update(services).set({ isActive: false }).where(eq(services.id, serviceId));
      return ok({
        outcome: 'deactivated', name: service.name, reason: uses.future > 0 ? 'future' : 'history', futureAppointmentCount: uses.future,
      });
    }
    // Daily durations and staff_services rows go with it (on delete cascade).
    await tx.delete(services).where(and(eq(services.id, serviceId), eq(services.salonId, salonId)));
    return ok({ outcome: 'deleted', name: service.name });
  });
}
