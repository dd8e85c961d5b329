import 'server-only';
// Reads of a salon's bills (adisyon): one bill whole, the day's list, a customer's open balances.
// Every query is scoped to the session's salon: another salon's bill is "not found". Amounts
// leave here as kuruş (integers); the screens format them with formatKurus.
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/platform/db';
import { appointments, billLines, billPayments, bills, products, services, staff, users, type BillStatus, type DiscountKind, type PaymentMethod } from '@/platform/db/schema';
import { isUuid } from '@/platform/text/ids';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import { toKurus, type Discount } from '@/features/bills/rules/money';

export interface BillLineView {
  id: string;
  kind: 'service' | 'product';
  serviceId: string | null;
  productId: string | null;
  description: string;
  staffId: string | null;
  staffName: string | null;
  unitPrice: number;
  quantity: number;
  discount: Discount | null;
  discountAmount: number;
  net: number;
  /** Refunded against this line so far. */
  refunded: number;
}

export interface BillPaymentView {
  id: string;
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  amount: number;
  received: number | null;
  lineId: string | null;
  reason: string | null;
  createdAt: Date;
  by: string | null;
}

export interface BillView {
  id: string;
  number: number;
  status: BillStatus;
  appointment: { id: string; date: string; startTime: string; status: string } | null;
  customer: { name: string; phone: string } | null;
  /** The appointment's e-mail, offered when the summary is mailed. */
  customerEmail: string | null;
  lines: BillLineView[];
  discount: Discount | null;
  subtotal: number;
  discountAmount: number;
  tip: number;
  tipStaffId: string | null;
  total: number;
  paid: number;
  refunded: number;
  balance: number;
  payments: BillPaymentView[];
  createdAt: Date;
  closedAt: Date | null;
  voidedAt: Date | null;
  voidReason: string | null;
}

export const discountFromColumns = (kind: DiscountKind | null, value: string): Discount | null =>
  kind ? { kind, value: kind === 'percent' ? Math.round(Number(value)) : toKurus(value) } : null;

export async function loadBill(salonId: string, billId: string, q?: Queryable): Promise<BillView | null> {
  if (!isUuid(billId)) return null;
  const db = q ?? (await getDb());
  const [b] = await db.select({
    bill: bills, apptEmail: appointments.customerEmail, apptDate: appointments.appointmentDate, apptStart: appointments.startTime, apptStatus: appointments.status,
  }).from(bills)
    .leftJoin(appointments, and(eq(appointments.id, bills.appointmentId), eq(appointments.salonId, salonId)))
    .where(and(eq(bills.id, billId), eq(bills.salonId, salonId)));
  if (!b) return null;
  const lines = await db.select({ line: billLines, staffFirst: staff.firstName, staffLast: staff.lastName }).from(billLines)
    .leftJoin(staff, and(eq(staff.id, billLines.staffId), eq(staff.salonId, salonId)))
    .where(and(eq(billLines.billId, billId), eq(billLines.salonId, salonId))).orderBy(asc(billLines.position));
  const payments = await db.select({ p: billPayments, first: users.firstName, last: users.lastName }).from(billPayments)
    .leftJoin(users, eq(users.id, billPayments.createdBy))
    .where(and(eq(billPayments.billId, billId), eq(billPayments.salonId, salonId))).orderBy(asc(billPayments.createdAt));
  const refundedByLine = new Map<string, number>();
  for (const { p } of payments) {
    if (p.kind === 'refund' && p.lineId) refundedByLine.set(p.lineId, (refundedByLine.get(p.lineId) ?? 0) + toKurus(p.amount));
  }
  const bill = b.bill;
  return {
    id: bill.id, number: bill.number, status: bill.status,
    appointment: bill.appointmentId && b.apptDate
      ? { id: bill.appointmentId, date: b.apptDate, startTime: String(b.apptStart).slice(0, 5), status: String(b.apptStatus) } : null,
    customer: bill.customerPhone ? { name: bill.customerName ?? '', phone: bill.customerPhone } : null,
    customerEmail: b.apptEmail ?? null,
    lines: lines.map(({ line, staffFirst, staffLast }) => ({
      id: line.id, kind: line.kind, serviceId: line.serviceId, productId: line.productId, description: line.description, staffId: line.staffId,
      staffName: staffFirst ? `${staffFirst} ${staffLast}`.trim() : null,
      unitPrice: toKurus(line.unitPrice), quantity: line.quantity, discount: discountFromColumns(line.discountKind, line.discountValue),
      discountAmount: toKurus(line.discountAmount), net: toKurus(line.netAmount), refunded: refundedByLine.get(line.id) ?? 0,
    })),
    discount: discountFromColumns(bill.discountKind, bill.discountValue),
    subtotal: toKurus(bill.subtotal), discountAmount: toKurus(bill.discountAmount), tip: toKurus(bill.tipAmount),
    tipStaffId: bill.tipStaffId, total: toKurus(bill.total), paid: toKurus(bill.paidAmount),
    refunded: toKurus(bill.refundedAmount), balance: toKurus(bill.balance),
    payments: payments.map(({ p, first, last }) => ({
      id: p.id, kind: p.kind, method: p.method, amount: toKurus(p.amount), received: p.receivedAmount ? toKurus(p.receivedAmount) : null,
      lineId: p.lineId, reason: p.reason, createdAt: p.createdAt, by: first ? `${first} ${last}` : null,
    })),
    createdAt: bill.createdAt, closedAt: bill.closedAt, voidedAt: bill.voidedAt, voidReason: bill.voidReason,
  };
}

export interface BillListRow {
  id: string;
  number: number;
  status: BillStatus;
  customerName: string | null;
  total: number;
  balance: number;
  createdAt: Date;
}

/** The bills opened on an Istanbul day ('YYYY-MM-DD'), newest first. */
export async function listBillsOfDay(salonId: string, day: string): Promise<BillListRow[]> {
  const db = await getDb();
  const rows = await db.select({
    id: bills.id, number: bills.number, status: bills.status, customerName: bills.customerName,
    total: bills.total, balance: bills.balance, createdAt: bills.createdAt,
  }).from(bills)
    .where(and(eq(bills.salonId, salonId), gte(bills.createdAt, istanbulToInstant(day, '00:00')),
      lt(bills.createdAt, istanbulToInstant(addDaysToDate(day, 1), '00:00'))))
    .orderBy(desc(bills.createdAt));
  return rows.map((r) => ({ ...r, total: toKurus(r.total), balance: toKurus(r.balance) }));
}

export interface OpenBalanceRow {
  billId: string;
  number: number;
  closedAt: Date;
  total: number;
  balance: number;
}

/** The customer's open balances (açık hesap) at this salon, by the phone the salon knows. */
export async function openBalancesOf(salonId: string, phone: string): Promise<OpenBalanceRow[]> {
  const db = await getDb();
  const rows = await db.select({ billId: bills.id, number: bills.number, closedAt: bills.closedAt, total: bills.total, balance: bills.balance })
    .from(bills).where(and(eq(bills.salonId, salonId), eq(bills.customerPhone, phone), gt(bills.balance, '0')))
    .orderBy(asc(bills.closedAt));
  return rows.map((r) => ({ billId: r.billId, number: r.number, closedAt: r.closedAt!, total: toKurus(r.total), balance: toKurus(r.balance) }));
}

/** The bill of an appointment, if one was opened. */
export async function billIdOfAppointment(salonId: string, appointmentId: string): Promise<string | null> {
  if (!isUuid(appointmentId)) return null;
  const db = await getDb();
  const [row] = await db.select({ id: bills.id }).from(bills).where(and(eq(bills.salonId, salonId), eq(bills.appointmentId, appointmentId)));
  return row?.id ?? null;
}

/** The active services, products (with what is on the shelf) and staff a bill's lines may name. */
export async function billChoices(salonId: string) {
  const db = await getDb();
  const [serviceRows, productRows, staffRows] = await Promise.all([
    db.select({ id: services.id, name: services.name, price: services.price }).from(services)
      .where(and(eq(services.salonId, salonId), eq(services.isActive, true))).orderBy(asc(services.name)),
    db.select({ id: products.id, name: products.name, price: products.price, stock: products.stock }).from(products)
      .where(and(eq(products.salonId, salonId), eq(products.isActive, true))).orderBy(asc(products.name)),
    db.select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName }).from(staff)
      .where(and(eq(staff.salonId, salonId), eq(staff.isActive, true))).orderBy(asc(staff.firstName)),
  ]);
  return {
    services: serviceRows.map((s) => ({ id: s.id, name: s.name, price: toKurus(s.price) })),
    products: productRows.map((p) => ({ id: p.id, name: p.name, price: toKurus(p.price), stock: p.stock })),
    staff: staffRows.map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() })),
  };
}
export type BillChoices = Awaited<ReturnType<typeof billChoices>>;

/** The next running number of the salon's bills; the caller holds the salon's bill lock. */
export async function nextBillNumber(tx: Queryable, salonId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bills:${salonId}`}))`);
  const [row] = await tx.select({ n: sql<number>`coalesce(max(${bills.number}), 0)::int + 1` }).from(bills).where(eq(bills.salonId, salonId));
  return Number(row.n);
}
