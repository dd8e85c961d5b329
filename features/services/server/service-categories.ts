import 'server-only';
// A salon's own service categories on /panel/hizmetler: create, rename and delete, each in a
// transaction scoped to the session's salon. Shared categories (salon_id null) may be chosen for
// a service but are never renamed or deleted from a salon's panel; a deleted category's
// services move to the end of 'Diğer'. Writes refuse with the panel's message and status
// (ActionResult).
import { and, eq, max, sql } from 'drizzle-orm';
import { foldTurkish } from '@/platform/text/turkish';
import { getDb } from '@/platform/db';
import { serviceCategories, services } from '@/platform/db/schema';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { CATEGORY_NOT_FOUND_MESSAGE, SERVICE_MESSAGES } from '@/features/services/schema';
import { nextSortOrder, visibleCategory, type Queryable, type Tx } from './services';

export type SaveCategoryResult = ActionResult<{ id: string }>;

const nameTaken = () => fail(SERVICE_MESSAGES.categoryExists, { name: SERVICE_MESSAGES.categoryExists }, 409);

/** True when another category this salon sees has the same name (Turkish case and accents ignored). */
async function categoryNameTaken(q: Queryable, salonId: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = await q.select({ id: serviceCategories.id, name: serviceCategories.name }).from(serviceCategories).where(visibleCategory(salonId));
  const key = foldTurkish(name);
  return rows.some((c) => c.id !== exceptId && foldTurkish(c.name.trim()) === key);
}

/** A category of this salon's own, after its others. */
export async function createPanelCategory(salonId: string, name: string): Promise<SaveCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SaveCategoryResult> => {
    if (await categoryNameTaken(tx, salonId, name)) return nameTaken();
    const [last] = await tx.select({ last: max(serviceCategories.sortOrder) }).from(serviceCategories).where(eq(serviceCategories.salonId, salonId));
    const [row] = await tx.insert(serviceCategories)
      .values({ salonId, name, sortOrder: (last?.last ?? 0) + 1 })
      .returning({ id: serviceCategories.id });
    return ok({ id: row.id });
  });
}

/** This salon's category, locked; refused (403) for a shared one, not found (404) for anything else. */
async function ownCategory(tx: Tx, salonId: string, categoryId: string): Promise<ActionResult<{ name: string }>> {
  const [row] = await tx.select({ name: serviceCategories.name, salonId: serviceCategories.salonId }).from(serviceCategories)
    .where(and(eq(serviceCategories.id, categoryId), visibleCategory(salonId))).for('update');
  if (!row) return fail(CATEGORY_NOT_FOUND_MESSAGE, undefined, 404);
  if (row.salonId === null) return fail(SERVICE_MESSAGES.categoryShared, undefined, 403);
  return ok({ name: row.name });
}

export async function renamePanelCategory(salonId: string, categoryId: string, name: string): Promise<SaveCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SaveCategoryResult> => {
    const found = await ownCategory(tx, salonId, categoryId);
    if (!found.ok) return found;
    if (await categoryNameTaken(tx, salonId, name, categoryId)) return nameTaken();
    await tx.update(serviceCategories).set({ name })
      .where(and(eq(serviceCategories.id, categoryId), eq(serviceCategories.salonId, salonId)));
    return ok({ id: categoryId });
  });
}

export type DeleteCategoryResult = ActionResult<{ name: string; movedServices: number }>;

/** Deletes this salon's category; its services keep their order at the end of 'Diğer'. */
export async function deletePanelCategory(salonId: string, categoryId: string): Promise<DeleteCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<DeleteCategoryResult> => {
    const found = await ownCategory(tx, salonId, categoryId);
    if (!found.ok) return found;
    const base = await nextSortOrder(tx, salonId, null);
    const moved = await tx.update(services)
      .set({ categoryId: null, sortOrder: sql`${base} + ${services.sortOrder}` })
      .where(and(eq(services.salonId, salonId), eq(services.categoryId, categoryId)))
      .returning({ id: services.id });
    // Services of any other salon pointing here (a hand-written row) lose it by the foreign key's on delete set null.
    await tx.delete(serviceCategories).where(and(eq(serviceCategories.id, categoryId), eq(serviceCategories.salonId, salonId)));
    return ok({ name: found.data.name, movedServices: moved.length });
  });
}
