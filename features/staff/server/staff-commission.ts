import 'server-only';
// Commission (prim) settings (issue 31): each staff member's rates for services and products,
// and whether the salon takes discounts off before the percentage. The reports apply them
// (features/reports/server/takings.ts). Scoped to the session's salon; logged with the user.
import { and, eq } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb } from '@/platform/db';
import { salons, staff } from '@/platform/db/schema';
import { logSalonActivity } from '@/features/team/server/activity';
import { STAFF_NOT_FOUND_MESSAGE } from '@/features/staff/schema';
import type { StaffCommissionInput } from '@/features/staff/schema.commission';

export async function setStaffCommission(salonId: string, actorId: string, input: StaffCommissionInput): Promise<ActionResult<null>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staff).set({ commissionServicePercent: input.servicePercent, commissionProductPercent: input.productPercent })
      .where(and(eq(staff.id, input.staffId), eq(staff.salonId, salonId))).returning({ first: staff.firstName, last: staff.lastName });
    if (!row) return fail(STAFF_NOT_FOUND_MESSAGE, undefined, 404);
    await logSalonActivity(tx, salonId, actorId, {
      action: 'STAFF_COMMISSION', target: input.staffId,
      description: `Prim oranları: ${`${row.first} ${row.last}`.trim()} · hizmet %${input.servicePercent}, ürün %${input.productPercent}`,
    });
    return ok(null, 'Prim oranları kaydedildi');
  });
}

export async function commissionDiscountsFirst(salonId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ value: salons.commissionDiscountsFirst }).from(salons).where(eq(salons.id, salonId));
  return row?.value ?? true;
}

export async function setCommissionBasis(salonId: string, actorId: string, discountsFirst: boolean): Promise<ActionResult<null>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.update(salons).set({ commissionDiscountsFirst: discountsFirst }).where(eq(salons.id, salonId));
    await logSalonActivity(tx, salonId, actorId, {
      action: 'COMMISSION_BASIS', description: discountsFirst ? 'Prim indirimler düşülerek hesaplanır' : 'Prim liste fiyatı üzerinden hesaplanır',
    });
    return ok(null, discountsFirst ? 'Prim indirimler düşülerek hesaplanacak' : 'Prim liste fiyatı üzerinden hesaplanacak');
  });
}
