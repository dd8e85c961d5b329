import 'server-only';
// 'Gün Sonu': one Istanbul day of a salon's books, aggregated in SQL: takings and refunds by
// payment method, cash in and out, open balances created (left on bills closed that day) and
// collected (paid that day on bills closed before), the bills closed and voided, and every
// drawer session of the day with its count and difference. Scoped to the session's salon.
import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { billPayments, bills, cashMovements, cashSessions } from '@/platform/db/schema';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import { fromNumeric, type PaymentMethod } from '@/features/bills/rules/money';
import { loadCashSession, type CashSessionView } from './cash';

export interface DayEnd {
  day: string;
  /** Per method: payments taken and refunds given (kuruş). */
  methods: Record<PaymentMethod, { taken: number; refunded: number }>;
  taken: number;
  refunded: number;
  cashIn: number;
  cashOut: number;
  balancesCreated: number;
  balancesCollected: number;
  billsClosed: number;
  billsVoided: number;
  sessions: CashSessionView[];
}


export async function loadDayEnd(salonId: string, day: string): Promise<DayEnd> {
  const db = await getDb();
  const from = istanbulToInstant(day, '00:00');
  const to = istanbulToInstant(addDaysToDate(day, 1), '00:00');
  const within = (column: typeof billPayments.createdAt) => and(gte(column, from), lt(column, to));

  const byMethod = await db.select({
    method: billPayments.method,
    taken: sql<string>`coalesce(sum(${billPayments.amount}) filter (where ${billPayments.kind} = 'payment'), 0)`,
    refunded: sql<string>`coalesce(sum(${billPayments.amount}) filter (where ${billPayments.kind} = 'refund'), 0)`,
    // Paid that day on a bill closed earlier: an open balance collected.
    collected: sql<string>`coalesce(sum(${billPayments.amount}) filter (where ${billPayments.kind} = 'payment' and ${billPayments.createdAt} > ${bills.closedAt}), 0)`,
  }).from(billPayments).innerJoin(bills, and(eq(bills.id, billPayments.billId), eq(bills.salonId, salonId)))
    .where(and(eq(billPayments.salonId, salonId), within(billPayments.createdAt))).groupBy(billPayments.method);

  const [moves] = await db.select({
    in: sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'in'), 0)`,
    out: sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'out'), 0)`,
  }).from(cashMovements).where(and(eq(cashMovements.salonId, salonId), gte(cashMovements.createdAt, from), lt(cashMovements.createdAt, to)));

  // A bill's balance when it closed: its total less the payments taken as it closed.
  const [closed] = await db.select({
    count: sql<number>`count(*) filter (where ${bills.status} <> 'void')::int`,
    voided: sql<number>`count(*) filter (where ${bills.status} = 'void' and ${bills.voidedAt} >= ${from.toISOString()}::timestamptz and ${bills.voidedAt} < ${to.toISOString()}::timestamptz)::int`,
    // Written out: inside a subquery Drizzle would name the outer columns without their table.
    created: sql<string>`coalesce(sum(bills.total - coalesce((select sum(p.amount) from bill_payments p
      where p.bill_id = bills.id and p.kind = 'payment' and p.created_at <= bills.closed_at), 0))
      filter (where bills.status = 'closed'), 0)`,
  }).from(bills).where(and(eq(bills.salonId, salonId), gte(bills.closedAt, from), lt(bills.closedAt, to)));

  const sessionIds = await db.select({ id: cashSessions.id }).from(cashSessions)
    .where(and(eq(cashSessions.salonId, salonId), or(and(gte(cashSessions.openedAt, from), lt(cashSessions.openedAt, to)),
      and(gte(cashSessions.closedAt, from), lt(cashSessions.closedAt, to)))))
    .orderBy(asc(cashSessions.openedAt));
  const sessions = (await Promise.all(sessionIds.map((s) => loadCashSession(salonId, s.id)))).filter((s): s is CashSessionView => s !== null);

  const methods = { cash: { taken: 0, refunded: 0 }, card: { taken: 0, refunded: 0 }, transfer: { taken: 0, refunded: 0 } };
  let collected = 0;
  for (const row of byMethod) {
    methods[row.method] = { taken: fromNumeric(row.taken), refunded: fromNumeric(row.refunded) };
    collected += fromNumeric(row.collected);
  }
  const taken = Object.values(methods).reduce((sum, m) => sum + m.taken, 0);
  const refunded = Object.values(methods).reduce((sum, m) => sum + m.refunded, 0);
  return {
    day, methods, taken, refunded, cashIn: fromNumeric(moves.in), cashOut: fromNumeric(moves.out),
    balancesCreated: fromNumeric(closed.created), balancesCollected: collected,
    billsClosed: Number(closed.count), billsVoided: Number(closed.voided), sessions,
  };
}
