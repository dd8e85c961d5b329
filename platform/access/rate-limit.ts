import 'server-only';
// Sign-in and registration attempt limits shared by every app server: counters live in auth_attempts.
// Sign-in (admitSignIn, for admins, customers and salon users) counts failures per identity AND
// address and per address, so a stranger cannot lock a known user out; registration
// (beginLoginAttempt) counts per phone and per address. Refused attempts answer 429 before any
// password is checked.
//
// Each attempt is recorded as a failure *before* the password is verified and flipped to a
// success afterwards, so parallel guesses count against each other (no check-then-act race).
// A success clears the identifier's count (its owner got in); the per-address count is never
// cleared by a success, so an attacker cannot reset it by logging in to an account of their own.
import { and, eq, gt, lt, lte, sql, count } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { authAttempts } from '@/platform/db/schema';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.';
/** Rows older than this are useless for the window and get pruned now and then. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** 'registration' counts every sign-up attempt (never marked succeeded) per phone and per address. */
export type AuthScope = 'customer' | 'admin' | 'salon' | 'registration' | 'registration_check';

export type LoginAttempt = { blocked: true } | { blocked: false; attemptId: number };

export async function beginLoginAttempt(
  scope: AuthScope, identifier: string, ipAddress: string, now = new Date(),
): Promise<LoginAttempt> {
  const db = await getDb();
  const id = await insertAttempt(scope, identifier, ipAddress, now);
  const inWindow = failedInWindow(scope, now);
  const [[byIdentifier], [byAddress]] = await Promise.all([
    db.select({ n: count() }).from(authAttempts)
      .where(and(inWindow, eq(authAttempts.identifier, identifier), sinceLastSuccess(scope, identifier, now))),
    db.select({ n: count() }).from(authAttempts).where(and(inWindow, eq(authAttempts.ipAddress, ipAddress))),
  ]);
  // Both counts include this attempt's own row.
  if (byIdentifier.n > MAX_FAILURES || byAddress.n > MAX_FAILURES) {
    await forgetAttempt(id);
    return { blocked: true };
  }
  await maybePrune(id, now);
  return { blocked: false, attemptId: id };
}

/** Records an attempt as a failure (flipped to a success after a right password). */
async function insertAttempt(scope: AuthScope, identifier: string, ipAddress: string, now: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(authAttempts)
    .values({ scope, identifier, ipAddress, succeeded: false, createdAt: now })
    .returning({ id: authAttempts.id });
  return row.id;
}

/** Failed attempts of `scope` in the window ending `now`. */
function failedInWindow(scope: AuthScope, now: Date) {
  return and(eq(authAttempts.scope, scope), eq(authAttempts.succeeded, false),
    gt(authAttempts.createdAt, new Date(now.getTime() - WINDOW_MS)), lte(authAttempts.createdAt, now));
}

/** After a success of `identifier` (from `ipAddress`, when given): what counts is what failed since. */
function sinceLastSuccess(scope: AuthScope, identifier: string, now: Date, ipAddress?: string) {
  return sql`${authAttempts.createdAt} > coalesce((select max(s.created_at) from auth_attempts s
    where s.scope = ${scope} and s.identifier = ${identifier} and s.succeeded
      ${ipAddress === undefined ? sql`` : sql`and s.ip_address = ${ipAddress}`}
      and s.created_at <= ${now.toISOString()}::timestamptz), '-infinity'::timestamptz)`;
}

/** A refused attempt is not a guess: forget it, so the window ends 15 minutes after the failures. */
async function forgetAttempt(id: number): Promise<void> {
  const db = await getDb();
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

/** About one attempt in a hundred tidies up. */
async function maybePrune(id: number, now: Date): Promise<void> {
  if (id % 100 === 0) await pruneAttempts(now);
}

export async function markLoginAttemptSucceeded(attemptId: number): Promise<void> {
  const db = await getDb();
  await db.update(authAttempts).set({ succeeded: true }).where(eq(authAttempts.id, attemptId));
}

export async function pruneAttempts(now = new Date()): Promise<void> {
  const db = await getDb();
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - KEEP_MS)));
}

/** Per identity and address, and per address across identities (an office shares one address). */
export const PAIR_MAX_FAILURES = 10;
export const ADDRESS_MAX_FAILURES = 30;
/** Past this many failures from anywhere, an identity's answers are slowed, never refused. */
export const IDENTITY_SLOW_AFTER = 20;

export type SignInAttempt = { blocked: true } | { blocked: false; attemptId: number; slow: boolean };

/**
 * A sign-in limit a stranger cannot turn against a known user: failures count per identity AND
 * client address (since that pair's last success), and per address. Failures from other
 * addresses never refuse the right password from a new one; they only slow the identity's
 * answers (the caller waits), which makes a guessing run from many addresses expensive.
 */
export async function beginSignInAttempt(
  scope: AuthScope, identifier: string, ipAddress: string, now = new Date(),
): Promise<SignInAttempt> {
  const db = await getDb();
  const id = await insertAttempt(scope, identifier, ipAddress, now);
  const inWindow = failedInWindow(scope, now);
  const [[pair], [byAddress], [byIdentity]] = await Promise.all([
    db.select({ n: count() }).from(authAttempts).where(and(inWindow, eq(authAttempts.identifier, identifier),
      eq(authAttempts.ipAddress, ipAddress), sinceLastSuccess(scope, identifier, now, ipAddress))),
    db.select({ n: count() }).from(authAttempts).where(and(inWindow, eq(authAttempts.ipAddress, ipAddress))),
    db.select({ n: count() }).from(authAttempts).where(and(inWindow, eq(authAttempts.identifier, identifier))),
  ]);
  // Each count includes this attempt's own row.
  if (pair.n > PAIR_MAX_FAILURES || byAddress.n > ADDRESS_MAX_FAILURES) {
    await forgetAttempt(id);
    return { blocked: true };
  }
  await maybePrune(id, now);
  return { blocked: false, attemptId: id, slow: byIdentity.n > IDENTITY_SLOW_AFTER };
}

/** How long an answer waits when its identity has failed many times from elsewhere. */
export const SLOW_ANSWER_MS = 1000;

/**
 * What every sign-in (admin, customer, salon user) calls before any password work:
 * beginSignInAttempt, and the wait of an identity that is being guessed at from many addresses.
 */
export async function admitSignIn(
  scope: AuthScope, identifier: string, ipAddress: string, now = new Date(),
): Promise<{ blocked: true } | { blocked: false; attemptId: number }> {
  const attempt = await beginSignInAttempt(scope, identifier, ipAddress, now);
  if (attempt.blocked) return attempt;
  if (attempt.slow) await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
  return { blocked: false, attemptId: attempt.attemptId };
}
