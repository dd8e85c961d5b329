import 'server-only';
// Budgets on anonymous writes (README "Budgets on anonymous writes"): how many bookings, trial
// registrations, payment tokens, contact messages, reviews, mails to one recipient, live checks
// and logo uploads one key may make in a window. Counted in auth_attempts (scope 'budget', the
// table the sign-in limits use), so every app server sees the same count.
//
// A write spends every budget it names in one transaction that first takes an advisory lock
// per key: parallel requests on PostgreSQL queue on that lock, so N+5 at once let exactly N
// through. A write that then writes nothing (a taken slot, a bad salon id) gives its spend back.
import { fail, type ActionResult } from '@/platform/actions/result';
import { and, eq, inArray, gt, lte, lt, desc, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/platform/db';
import { authAttempts } from '@/platform/db/schema';
import { NO_STORE } from '@/platform/http/json';
import type { EmailKind } from '@/platform/mail/kinds';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface BudgetRule {
  limit: number;
  windowMs: number;
  /** Turkish, shown to the visitor; the wait is appended. */
  message: string;
}

/** The numbers and why: README "Budgets on anonymous writes". Windows slide (the last N ms). */
export const BUDGETS = {
  /** Key: address + salon + the appointment's date. */
  bookingSalonDay: { limit: 12, windowMs: DAY, message: 'Bu bağlantıdan bu salonun aynı gününe çok fazla randevu alındı.' },
  /** Key: address + staff member + the appointment's date. */
  bookingStaffDay: { limit: 4, windowMs: DAY, message: 'Bu bağlantıdan bu personelin aynı gününe çok fazla randevu alındı.' },
  /** Key: the customer's phone. */
  bookingPhone: { limit: 6, windowMs: DAY, message: 'Bu telefon numarasıyla bugün çok fazla randevu alındı.' },
  /** Key: address, across every salon. */
  bookingAddress: { limit: 40, windowMs: DAY, message: 'Bu bağlantıdan bugün çok fazla randevu alındı.' },
  trialAddress: { limit: 10, windowMs: DAY, message: 'Bu bağlantıdan bugün çok fazla deneme kaydı yapıldı.' },
  paymentAddress: { limit: 10, windowMs: HOUR, message: 'Bu bağlantıdan çok fazla ödeme başlatıldı.' },
  /** Key: the owner's e-mail. */
  paymentOwner: { limit: 6, windowMs: HOUR, message: 'Bu e-posta adresiyle çok fazla ödeme başlatıldı.' },
  contactAddress: { limit: 10, windowMs: HOUR, message: 'Bu bağlantıdan çok fazla mesaj gönderildi.' },
  /** Key: the sender's e-mail. */
  contactEmail: { limit: 3, windowMs: HOUR, message: 'Bu e-posta adresiyle çok fazla mesaj gönderildi.' },
  /** Key: the e-mail (each one a code mailed to it) or phone a KVKK request names. */
  kvkkContact: { limit: 3, windowMs: DAY, message: 'Bu e-posta adresi veya telefon numarasıyla bugün çok fazla başvuru yapıldı.' },
  kvkkAddress: { limit: 10, windowMs: DAY, message: 'Bu bağlantıdan bugün çok fazla başvuru yapıldı.' },
  /** Key: the signed-in customer. */
  reviewCustomer: { limit: 10, windowMs: DAY, message: 'Bugün çok fazla yorum yazdınız.' },
  reviewAddress: { limit: 30, windowMs: DAY, message: 'Bu bağlantıdan bugün çok fazla yorum yazıldı.' },
  /** Key: the recipient's e-mail; only the kinds of ANONYMOUS_MAIL_KINDS. */
  mailRecipient: { limit: 10, windowMs: DAY, message: 'Bu adrese bugün çok fazla e-posta gönderildi.' },
  /** Key: the recipient's mobile number; texts about bookings a visitor's typing caused (issue 32). */
  smsRecipient: { limit: 8, windowMs: DAY, message: 'Bu numaraya bugün çok fazla SMS gönderildi.' },
  /** The salon wizard's uniqueness checks, per address. */
  liveCheck: { limit: 120, windowMs: 15 * MINUTE, message: 'Çok fazla sorgu yaptınız.' },
  logoUpload: { limit: 20, windowMs: HOUR, message: 'Çok fazla logo yüklediniz.' },
} as const satisfies Record<string, BudgetRule>;

export type BudgetName = keyof typeof BUDGETS;

/** One budget a write spends from, and the key it is counted under. */
export interface Charge { budget: BudgetName; key: readonly string[] }

export interface BudgetRefusal { ok: false; status: 429; budget: BudgetName; message: string; retryAfterSeconds: number }
export type BudgetOutcome = { ok: true; refund(): Promise<void> } | BudgetRefusal;

/** A database or a transaction (the mail budget is spent inside the booking's transaction). */
type Handle = Pick<Db, 'transaction'>;

export interface SpendOptions {
  now?: Date;
  /** Another app server's connection in tests; a transaction for the mail budget. */
  db?: Handle;
}

const email = (value: string) => value.trim().toLowerCase();

/** One write: the budgets it spends from, and the client address kept with each row. */
export interface Spend { address: string; charges: readonly Charge[] }

/** What each anonymous write spends; the call sites name the write, this file the keys. */
export const charges = {
  booking: (address: string, b: { salonId: string; staffId: string; date: string; customerPhone: string }): Spend => ({
    address,
    charges: [
      { budget: 'bookingSalonDay', key: [address, b.salonId, b.date] },
      { budget: 'bookingStaffDay', key: [address, b.staffId, b.date] },
      { budget: 'bookingPhone', key: [b.customerPhone] },
      { budget: 'bookingAddress', key: [address] },
    ],
  }),
  trialRegistration: (address: string): Spend => ({ address, charges: [{ budget: 'trialAddress', key: [address] }] }),
  paymentToken: (address: string, ownerEmail: string): Spend => ({
    address, charges: [{ budget: 'paymentAddress', key: [address] }, { budget: 'paymentOwner', key: [email(ownerEmail)] }],
  }),
  contactMessage: (address: string, senderEmail: string): Spend => ({
    address, charges: [{ budget: 'contactAddress', key: [address] }, { budget: 'contactEmail', key: [email(senderEmail)] }],
  }),
  /** A KVKK request (/kvkk/basvuru): `contact` is already normalised (lower-cased e-mail or phone digits). */
  kvkkRequest: (address: string, contact: string): Spend => ({
    address, charges: [{ budget: 'kvkkAddress', key: [address] }, { budget: 'kvkkContact', key: [contact] }],
  }),
  review: (address: string, customerId: string): Spend => ({
    address, charges: [{ budget: 'reviewCustomer', key: [customerId] }, { budget: 'reviewAddress', key: [address] }],
  }),
  /** Queued by the server (no visitor's address at hand). */
  mail: (recipient: string): Spend => ({ address: 'unknown', charges: [{ budget: 'mailRecipient', key: [email(recipient)] }] }),
  /** A text queued by the server; `phone` is the stored 11 digits. */
  sms: (phone: string): Spend => ({ address: 'unknown', charges: [{ budget: 'smsRecipient', key: [phone] }] }),
  liveCheck: (address: string): Spend => ({ address, charges: [{ budget: 'liveCheck', key: [address] }] }),
  logoUpload: (address: string): Spend => ({ address, charges: [{ budget: 'logoUpload', key: [address] }] }),
};

/**
 * Spends one unit of every charge, or none: refused when any of them is used up, with the
 * longest wait among those. Refused attempts are not counted (they wrote nothing).
 */
export async function spendBudgets(spend: Spend, options: SpendOptions = {}): Promise<BudgetOutcome> {
  const now = options.now ?? new Date();
  const handle = options.db ?? (await getDb());
  // Sorted and unique: two writes lock the same keys in the same order and never deadlock.
  const entries = [...new Map(spend.charges.map((c) => [`${c.budget}:${c.key.join('|')}`, c.budget])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([identifier, budget]) => ({ identifier, budget }));

  const spent = await handle.transaction(async (tx) => {
    for (const { identifier } of entries) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${identifier}, 0))`);
    }
    let refusal: BudgetRefusal | null = null;
    for (const { identifier, budget } of entries) {
      const wait = await secondsUntilRoom(tx, identifier, BUDGETS[budget], now);
      if (wait !== null && (!refusal || wait > refusal.retryAfterSeconds)) {
        refusal = { ok: false, status: 429, budget, message: refusalMessage(budget, wait), retryAfterSeconds: wait };
      }
    }
    if (refusal) return refusal;
    const rows = await tx.insert(authAttempts).values(entries.map(({ identifier }) => ({
      scope: 'budget' as const, identifier, ipAddress: spend.address, succeeded: false, createdAt: now,
    }))).returning({ id: authAttempts.id });
    // About one spend in a hundred tidies up rows no window can see any more.
    if (rows.some((r) => r.id % 100 === 0)) {
      await tx.delete(authAttempts).where(and(eq(authAttempts.scope, 'budget'), lt(authAttempts.createdAt, new Date(now.getTime() - DAY))));
    }
    return rows.map((r) => r.id);
  });
  if (!Array.isArray(spent)) return spent;
  return {
    ok: true,
    async refund() {
      const db = options.db ?? (await getDb());
      await db.transaction(async (tx) => { await tx.delete(authAttempts).where(inArray(authAttempts.id, spent)); });
    },
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Null while the key has room; else the seconds until its limit-th newest write leaves the window. */
async function secondsUntilRoom(tx: Tx, identifier: string, rule: BudgetRule, now: Date): Promise<number | null> {
  const [row] = await tx.select({ createdAt: authAttempts.createdAt }).from(authAttempts)
    .where(and(eq(authAttempts.scope, 'budget'), eq(authAttempts.identifier, identifier),
      gt(authAttempts.createdAt, new Date(now.getTime() - rule.windowMs)), lte(authAttempts.createdAt, now)))
    .orderBy(desc(authAttempts.createdAt)).offset(rule.limit - 1).limit(1);
  if (!row) return null;
  return Math.max(1, Math.ceil((row.createdAt.getTime() + rule.windowMs - now.getTime()) / 1000));
}

function refusalMessage(budget: BudgetName, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes < 60 ? `${minutes} dakika` : `${Math.ceil(minutes / 60)} saat`;
  return `${BUDGETS[budget].message} Lütfen ${wait} sonra tekrar deneyin.`;
}

/** A route handler's answer to a refusal: 429, the Turkish message and Retry-After. */
export function tooManyRequests(refusal: BudgetRefusal): Response {
  return Response.json({ error: refusal.message }, {
    status: 429, headers: { ...NO_STORE, 'Retry-After': String(refusal.retryAfterSeconds) },
  });
}

/** A server action's answer to a refusal (no headers there): status 429 and the Turkish wait. */
export function tooManyWrites(refusal: BudgetRefusal): ActionResult<never> {
  return fail(refusal.message, undefined, refusal.status);
}

/**
 * Mails whose recipient an anonymous visitor typed (a booking's e-mail, a trial owner's): at
 * most `mailRecipient.limit` a day to one address. Operators' mails (replies, tests) and the
 * salon's own notices are not counted.
 */
const ANONYMOUS_MAIL_KINDS: ReadonlySet<EmailKind> = new Set<EmailKind>([
  'booking_confirmation', 'booking_confirmed', 'booking_cancellation', 'booking_moved', 'salon_welcome', 'kvkk_request_code',
]);

/** Spends the recipient's daily mail budget inside the caller's transaction; false when it is used up. */
export async function mailBudgetAllows(tx: Handle, to: string, kind: EmailKind | undefined, now = new Date()): Promise<boolean> {
  if (!kind || !ANONYMOUS_MAIL_KINDS.has(kind)) return true;
  return (await spendBudgets(charges.mail(to), { db: tx, now })).ok;
}

/** Spends the recipient's daily SMS budget inside the caller's transaction; false when it is used up. */
export async function smsBudgetAllows(tx: Handle, phone: string, now = new Date()): Promise<boolean> {
  return (await spendBudgets(charges.sms(phone), { db: tx, now })).ok;
}
