import 'server-only';
// The export's bills: the salons' bills (adisyon) where the account is the customer, with their
// lines (what was bought, at what price) and payments and refunds (how, how much, when). Not the
// salon's internals: who at the desk wrote it, commission rates, the cash drawer.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@/platform/db';
import { billLines, billPayments, bills, salons } from '@/platform/db/schema';

export interface ExportBillLine { description: string; quantity: number; unitPrice: string; discountAmount: string; netAmount: string }

export interface ExportBillPayment { kind: string; method: string; amount: string; createdAt: string }

export interface ExportBill {
  id: string;
  salonName: string | null;
  number: number;
  status: string;
  customerName: string | null;
  customerPhone: string | null;
  subtotal: string;
  discountAmount: string;
  tipAmount: string;
  total: string;
  paidAmount: string;
  refundedAmount: string;
  /** Still owed to the salon (açık hesap). */
  balance: string;
  createdAt: string;
  closedAt: string | null;
  lines: ExportBillLine[];
  payments: ExportBillPayment[];
}

export async function loadExportBills(db: Queryable, customerId: string): Promise<ExportBill[]> {
  const rows = await db.select({
    id: bills.id, salonName: salons.name, number: bills.number, status: bills.status,
    customerName: bills.customerName, customerPhone: bills.customerPhone, subtotal: bills.subtotal,
    discountAmount: bills.discountAmount, tipAmount: bills.tipAmount, total: bills.total, paidAmount: bills.paidAmount,
    refundedAmount: bills.refundedAmount, balance: bills.balance, createdAt: bills.createdAt, closedAt: bills.closedAt,
  }).from(bills).leftJoin(salons, eq(salons.id, bills.salonId))
    .where(eq(bills.customerId, customerId)).orderBy(desc(bills.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, payments] = await Promise.all([
    db.select({
      billId: billLines.billId, description: billLines.description, quantity: billLines.quantity, unitPrice: billLines.unitPrice,
      discountAmount: billLines.discountAmount, netAmount: billLines.netAmount,
    }).from(billLines).where(inArray(billLines.billId, ids)).orderBy(asc(billLines.position)),
    db.select({
      billId: billPayments.billId, kind: billPayments.kind, method: billPayments.method, amount: billPayments.amount,
      createdAt: billPayments.createdAt,
    }).from(billPayments).where(inArray(billPayments.billId, ids)).orderBy(asc(billPayments.createdAt)),
  ]);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    lines: lines.filter((l) => l.billId === r.id).map((l) => ({
      description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, discountAmount: l.discountAmount, netAmount: l.netAmount,
    })),
    payments: payments.filter((p) => p.billId === r.id).map((p) => ({
      kind: p.kind, method: p.method, amount: p.amount, createdAt: p.createdAt.toISOString(),
    })),
  }));
}
