import 'server-only';
// What a bill's lines name: this salon's services and products (issue 31), with the name and
// list price the line keeps at the time of sale. Anything of another salon, or gone, is refused.
import { and, eq, inArray } from 'drizzle-orm';
import { fail, type ActionResult } from '@/platform/actions/result';
import type { Queryable } from '@/platform/db';
import { products, services, staff } from '@/platform/db/schema';
import { toKurus } from '@/features/bills/rules/money';
import { PRODUCT_GONE_MESSAGE, SERVICE_GONE_MESSAGE, STAFF_GONE_MESSAGE, type BillDraftInput } from '@/features/bills/schema';

type Line = BillDraftInput['lines'][number];

/** 'service:<id>' or 'product:<id>': one key for both kinds of line. */
export const itemKey = (line: { serviceId: string | null; productId: string | null }) =>
  line.serviceId ? `service:${line.serviceId}` : `product:${line.productId}`;

export interface LineItem {
  name: string;
  /** The list price, kuruş. */
  price: number;
}

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/** The named services and products by itemKey, once every staff member named is this salon's too. */
export async function lineItems(tx: Queryable, salonId: string, draft: BillDraftInput): Promise<ActionResult<Map<string, LineItem>>> {
  const serviceIds = unique(draft.lines.map((l: Line) => l.serviceId));
  const productIds = unique(draft.lines.map((l: Line) => l.productId));
  const staffIds = unique([...draft.lines.map((l: Line) => l.staffId), draft.tipStaffId]);
  const [serviceRows, productRows, people] = await Promise.all([
    serviceIds.length ? tx.select({ id: services.id, name: services.name, price: services.price }).from(services)
      .where(and(eq(services.salonId, salonId), inArray(services.id, serviceIds))) : [],
    productIds.length ? tx.select({ id: products.id, name: products.name, price: products.price }).from(products)
      .where(and(eq(products.salonId, salonId), inArray(products.id, productIds))) : [],
    staffIds.length ? tx.select({ id: staff.id }).from(staff).where(and(eq(staff.salonId, salonId), inArray(staff.id, staffIds))) : [],
  ]);
  if (serviceRows.length !== serviceIds.length) return fail(SERVICE_GONE_MESSAGE, undefined, 404);
  if (productRows.length !== productIds.length) return fail(PRODUCT_GONE_MESSAGE, undefined, 404);
  if (people.length !== staffIds.length) return fail(STAFF_GONE_MESSAGE, undefined, 404);
  return {
    ok: true,
    data: new Map([
      ...serviceRows.map((s) => [`service:${s.id}`, { name: s.name, price: toKurus(s.price) }] as const),
      ...productRows.map((p) => [`product:${p.id}`, { name: p.name, price: toKurus(p.price) }] as const),
    ]),
  };
}
