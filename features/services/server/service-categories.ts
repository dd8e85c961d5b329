import 'server-only';
// A salon's own service categories on /panel/hizmetler: create, rename and delete, each in a
// transaction scoped to the session's salon. Shared categories (salon_id null) may be chosen for
// a service but are never renamed or deleted from a salon's panel; a deleted category's
// services move to the end of 'Diğer'.
import { and, eq, max, sql } from 'drizzle-orm';
import { foldTurkish } from '@/platform/text/turkish';
import { getDb } from '@/platform/db';
import { serviceCategories, services } from '@/platform/db/schema';
import { nextSortOrder, visibleCategory, type Queryable, type Tx } from './services';

export type SaveCategoryResult = { ok: true; id: string } | { ok: false; reason: 'not_found' | 'shared' | 'exists' };

/** True when another category this salon sees has the same name (Turkish case and accents ignored). */
async function categoryNameTaken(q: Queryable, salonId: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = await q.select({ id: serviceCategories.id, name: serviceCategories.name }).from(serviceCategories).where(visibleCategory(salonId));
  const key = foldTurkish(name);
  return rows.some((c) => c.id !== exceptId && foldTurkish(c.name.trim()) === key);
}

/** A category of this salon's own, after its others. */
export async function createPanelCategory(salonId: string, name: string): Promise<SaveCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (await categoryNameTaken(tx, salonId, name)) return { ok: false as const, reason: 'exists' as const };
    const [last] = await tx.select({ last: max(serviceCategories.sortOrder) }).from(serviceCategories).where(eq(serviceCategories.salonId, salonId));
    const [row] = await tx.insert(serviceCategories)
      .values({ salonId, name, sortOrder: (last?.last ?? 0) + 1 })
      .returning({ id: serviceCategories.id });
    return { ok: true as const, id: row.id };
  });
}

/** This salon's category, locked; 'shared' for a shared one, 'not_found' for anything else. */
async function ownCategory(tx: Tx, salonId: string, categoryId: string) {
  const [row] = await tx.select({ name: serviceCategories.name, salonId: serviceCategories.salonId }).from(serviceCategories)
    .where(and(eq(serviceCategories.id, categoryId), visibleCategory(salonId))).for('update');
  if (!row) return { ok: false as const, reason: 'not_found' as const };
  if (row.salonId === null) return { ok: false as const, reason: 'shared' as const };
  return { ok: true as const, name: row.name };
}

export async function renamePanelCategory(salonId: string, categoryId: string, name: string): Promise<SaveCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const found = await ownCategory(tx, salonId, categoryId);
    if (!found.ok) return found;
    if (await categoryNameTaken(tx, salonId, name, categoryId)) return { ok: false as const, reason: 'exists' as const };
    await tx.update(serviceCategories).set({ name })
      .where(and(eq(serviceCategories.id, categoryId), eq(serviceCategories.salonId, salonId)));
    return { ok: true as const, id: categoryId };
  });
}

export type DeleteCategoryResult =
  | { ok: true; name: string; movedServices: number }
  | { ok: false; reason: 'not_found' | 'shared' };

/** Deletes this salon's category; its services keep their order at the end of 'Diğer'. */
export async function deletePanelCategory(salonId: string, categoryId: string): Promise<DeleteCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const found = await ownCategory(tx, salonId, categoryId);
    if (!found.ok) return found;
    const base = await nextSortOrder(tx, salonId, null);
    const moved = await tx.update(services)
      .set({ categoryId: null, sortOrder: sql`${base} + ${services.sortOrder}` })
      .where(and(eq(services.salonId, salonId), eq(services.categoryId, categoryId)))
      .returning({ id: services.id });
    // Services of any other salon pointing here (a hand-written row) lose it by the foreign key's on delete set null.
    await tx.delete(serviceCategories).where(and(eq(serviceCategories.id, categoryId), eq(serviceCategories.salonId, salonId)));
    return { ok: true as const, name: found.name, movedServices: moved.length };
  });
}
