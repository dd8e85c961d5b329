import 'server-only';
// The cash register (kasa): one drawer session per salon at a time (a partial unique index), opened
// with the float, cash in and out with a reason (never more out than the drawer should hold),
// closed with the counted cash; the expected amount and the difference are kept with it, and may
// be below zero (read back with fromNumeric). Nothing in a closed session changes (triggers in
// 20261129000000_salon_books.sql). Every query is scoped to the session's salon; every change is
// written to the salon's activity log with its user, in its transaction.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb, type Queryable } from '@/platform/db';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { billPayments, cashMovements, cashSessions, users } from '@/platform/db/schema';
import { isUuid } from '@/platform/text/ids';
import { formatKurus } from '@/platform/text/format';
import { logSalonActivity } from '@/features/team/server/activity';
import { expectedCash, fromNumeric, toNumeric, type DrawerMoves } from '@/features/bills/rules/money';
import { CASH_OPEN_ALREADY_MESSAGE, CASH_SESSION_GONE_MESSAGE, cashShortMessage } from '@/features/cash/schema';

export interface CashMovementRow {
  id: string;
  kind: 'in' | 'out';
  amount: number;
  reason: string;
  createdAt: Date;
  by: string | null;
}

export interface CashSessionView extends DrawerMoves {
  id: string;
  openedAt: Date;
  openedBy: string | null;
  expected: number;
  movements: CashMovementRow[];
  closedAt: Date | null;
  closedBy: string | null;
  /** Closed sessions: what was counted and counted − expected. */
  counted: number | null;
  difference: number | null;
  note: string | null;
}

const userName = (q: Queryable, id: string | null) => id ? q.select({ first: users.firstName, last: users.lastName }).from(users)
  .where(eq(users.id, id)).then(([u]) => (u ? `${u.first} ${u.last}` : null)) : Promise.resolve(null);

/** The open session's id, locked against closing until the caller's transaction ends (or null). */
export async function lockOpenSession(tx: Queryable, salonId: string): Promise<string | null> {
  return (await lockOpen(tx, salonId, 'share'))?.id ?? null;
}

/**
 * The open session with its float, locked until the transaction ends: 'share' keeps it from
 * closing; 'update' also waits for, and holds off, every other writer of the drawer (payments
 * and refunds lock it 'share'), so what it then reads as expected stays true until it commits.
 */
async function lockOpen(tx: Queryable, salonId: string, strength: 'share' | 'update') {
  const [row] = await tx.select({ id: cashSessions.id, opening: cashSessions.openingAmount }).from(cashSessions)
    .where(and(eq(cashSessions.salonId, salonId), isNull(cashSessions.closedAt))).for(strength);
  return row ?? null;
}

/** Whether the salon's drawer is open (the bill screen offers cash only then): one indexed read. */
export async function isCashOpen(salonId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: cashSessions.id }).from(cashSessions)
    .where(and(eq(cashSessions.salonId, salonId), isNull(cashSessions.closedAt))).limit(1);
  return row !== undefined;
}

/** What went through a session's drawer, in kuruş (read signed, as every amount of the drawer). */
async function drawerMoves(q: Queryable, salonId: string, sessionId: string, opening: number): Promise<DrawerMoves> {
  const [pay] = await q.select({
    payments: sql<string>`coalesce(sum(${billPayments.amount}) filter (where ${billPayments.kind} = 'payment'), 0)`,
    refunds: sql<string>`coalesce(sum(${billPayments.amount}) filter (where ${billPayments.kind} = 'refund'), 0)`,
  }).from(billPayments).where(and(eq(billPayments.salonId, salonId), eq(billPayments.sessionId, sessionId)));
  const [moves] = await q.select({
    in: sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'in'), 0)`,
    out: sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'out'), 0)`,
  }).from(cashMovements).where(and(eq(cashMovements.salonId, salonId), eq(cashMovements.sessionId, sessionId)));
  return {
    opening, cashPayments: fromNumeric(pay.payments), cashRefunds: fromNumeric(pay.refunds),
    cashIn: fromNumeric(moves.in), cashOut: fromNumeric(moves.out),
  };
}

/**
 * The salon's open session, or the one asked for; null when there is none (or another salon's).
 * A drawer closed short keeps a negative expected amount and difference: read back with its sign.
 */
export async function loadCashSession(salonId: string, sessionId?: string): Promise<CashSessionView | null> {
  if (sessionId !== undefined && !isUuid(sessionId)) return null;
  const db = await getDb();
  const [s] = await db.select().from(cashSessions)
    .where(and(eq(cashSessions.salonId, salonId), sessionId ? eq(cashSessions.id, sessionId) : isNull(cashSessions.closedAt)));
  if (!s) return null;
  const moves = await drawerMoves(db, salonId, s.id, fromNumeric(s.openingAmount));
  const movements = await db.select({
    id: cashMovements.id, kind: cashMovements.kind, amount: cashMovements.amount, reason: cashMovements.reason,
    createdAt: cashMovements.createdAt, first: users.firstName, last: users.lastName,
  }).from(cashMovements).leftJoin(users, eq(users.id, cashMovements.createdBy))
    .where(and(eq(cashMovements.salonId, salonId), eq(cashMovements.sessionId, s.id))).orderBy(desc(cashMovements.createdAt));
  const expected = s.expectedAmount !== null ? fromNumeric(s.expectedAmount) : expectedCash(moves);
  const counted = s.countedAmount !== null ? fromNumeric(s.countedAmount) : null;
  return {
    ...moves, id: s.id, openedAt: s.openedAt, openedBy: await userName(db, s.openedBy), expected,
    movements: movements.map((m) => ({
      id: m.id, kind: m.kind, amount: fromNumeric(m.amount), reason: m.reason, createdAt: m.createdAt,
      by: m.first ? `${m.first} ${m.last}` : null,
    })),
    closedAt: s.closedAt, closedBy: await userName(db, s.closedBy), counted,
    difference: counted === null ? null : counted - expected, note: s.closeNote,
  };
}

export async function openCashSession(salonId: string, actorId: string, opening: number): Promise<ActionResult<{ id: string }>> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(cashSessions).values({ salonId, openingAmount: toNumeric(opening), openedBy: actorId })
        .returning({ id: cashSessions.id });
      await logSalonActivity(tx, salonId, actorId, { action: 'CASH_OPEN', description: `Kasa açıldı: ${formatKurus(opening)}`, target: row.id });
      return ok({ id: row.id }, 'Kasa açıldı');
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return fail(CASH_OPEN_ALREADY_MESSAGE, undefined, 409);
    throw error;
  }
}

/**
 * Cash leaving the drawer (a cash-out, a cash refund): the open session's id, locked for update,
 * or a refusal when `amount` is more than the drawer should hold. The lock makes two of them at
 * once (and a payment taken meanwhile, which locks 'share') count one after the other, so the
 * second sees what the first took. `noSession`: what to answer when no drawer is open.
 */
export async function takeFromDrawer(tx: Queryable, salonId: string, amount: number, noSession: string): Promise<ActionResult<string>> {
  const session = await lockOpen(tx, salonId, 'update');
  if (!session) return fail(noSession, undefined, 409);
  const expected = expectedCash(await drawerMoves(tx, salonId, session.id, fromNumeric(session.opening)));
  if (amount > expected) return fail(cashShortMessage(expected), { amount: cashShortMessage(expected) }, 409);
  return ok(session.id);
}

/** Cash put in or taken out; a cash-out never takes more than the drawer should hold (takeFromDrawer). */
export async function addCashMovement(
  salonId: string, actorId: string, input: { kind: 'in' | 'out'; amount: number; reason: string },
): Promise<ActionResult<{ id: string }>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    let sessionId: string;
    if (input.kind === 'out') {
      const taken = await takeFromDrawer(tx, salonId, input.amount, CASH_SESSION_GONE_MESSAGE);
      if (!taken.ok) return taken;
      sessionId = taken.data;
    } else {
      const session = await lockOpen(tx, salonId, 'share');
      if (!session) return fail(CASH_SESSION_GONE_MESSAGE, undefined, 409);
      sessionId = session.id;
    }
    const [row] = await tx.insert(cashMovements).values({
      salonId, sessionId, kind: input.kind, amount: toNumeric(input.amount), reason: input.reason, createdBy: actorId,
    }).returning({ id: cashMovements.id });
    const word = input.kind === 'in' ? 'Kasaya giriş' : 'Kasadan çıkış';
    await logSalonActivity(tx, salonId, actorId, { action: input.kind === 'in' ? 'CASH_IN' : 'CASH_OUT', description: `${word}: ${formatKurus(input.amount)} · ${input.reason}`, target: row.id });
    return ok({ id: row.id }, input.kind === 'in' ? 'Kasaya giriş kaydedildi' : 'Kasadan çıkış kaydedildi');
  });
}

export interface ClosedCash {
  id: string;
  expected: number;
  counted: number;
  difference: number;
}

/** Counts the drawer: the expected amount is computed here, under the session's lock. */
export async function closeCashSession(
  salonId: string, actorId: string, input: { counted: number; note: string | null },
): Promise<ActionResult<ClosedCash>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const s = await lockOpen(tx, salonId, 'update');
    if (!s) return fail(CASH_SESSION_GONE_MESSAGE, undefined, 409);
    const expected = expectedCash(await drawerMoves(tx, salonId, s.id, fromNumeric(s.opening)));
    await tx.update(cashSessions).set({
      expectedAmount: toNumeric(expected), countedAmount: toNumeric(input.counted), closeNote: input.note,
      closedAt: sql`now()`, closedBy: actorId,
    }).where(and(eq(cashSessions.id, s.id), eq(cashSessions.salonId, salonId)));
    const difference = input.counted - expected;
    await logSalonActivity(tx, salonId, actorId, {
      action: 'CASH_CLOSE', target: s.id,
      description: `Kasa kapatıldı: beklenen ${formatKurus(expected)}, sayılan ${formatKurus(input.counted)}, fark ${formatKurus(difference)}`,
    });
    return ok({ id: s.id, expected, counted: input.counted, difference }, 'Kasa kapatıldı');
  });
}
