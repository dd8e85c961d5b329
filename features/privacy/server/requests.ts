import 'server-only';
// The public side of a KVKK request (/kvkk/basvuru), apart from its server actions so it runs with
// a known address and clock in tests. Nothing is shown or erased here: an e-mail request waits for
// the code mailed to the address, a phone request is open at once (no SMS provider yet: the operator
// calls back), and from then on an operator answers it at /admin/kvkk within 30 days.
//
// The answers never depend on whether the e-mail or phone belongs to a customer: the server does
// not look, and every request with a well-formed contact gets the same words. What limits abuse is
// the budgets (platform/limits/budgets.ts: per contact and per address), spent before anything is
// written, and the code's 15 minutes and 5 tries.
import { eq, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { validatedAction } from '@/platform/actions/validated-action';
import { getDb } from '@/platform/db';
import { kvkkRequests } from '@/platform/db/schema';
import { charges, spendBudgets, tooManyWrites } from '@/platform/limits/budgets';
import { enqueueEmail } from '@/platform/mail/outbox';
import { kvkkRequestSchema, kvkkVerifySchema, REQUEST_MESSAGES } from '../schema.requests';
import { codeExpiresAtFrom, codeState, dueAtFrom, MAX_CODE_ATTEMPTS } from '../rules/requests';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from '../rules/request-code';
import { requestCodeEmail } from './request-mail';
import type { SubmittedRequest } from '../types';

export type { SubmittedRequest };

/** `clientAddress` is asked for only once the input is valid (as the contact form does). */
export async function submitKvkkRequest(
  raw: unknown, clientAddress: () => Promise<string>, now = new Date(),
): Promise<ActionResult<SubmittedRequest>> {
  return validatedAction(kvkkRequestSchema, async (input): Promise<ActionResult<SubmittedRequest>> => {
    const contact = input.channel === 'email' ? input.email! : input.phone!;
    const address = await clientAddress();
    const budget = await spendBudgets(charges.kvkkRequest(address, contact), { now });
    if (!budget.ok) return tooManyWrites(budget);
    try {
      const db = await getDb();
      const base = { kind: input.kind, channel: input.channel, contact, message: input.message, ip: address, createdAt: now };
      if (input.channel === 'phone') {
        const dueAt = dueAtFrom(now);
        await db.insert(kvkkRequests).values({ ...base, status: 'open', dueAt });
        return ok({ channel: 'phone', dueAt: dueAt.toISOString() }, REQUEST_MESSAGES.phoneReceived);
      }
      const code = newVerificationCode();
      const codeHash = await hashVerificationCode(code);
      const requestId = await db.transaction(async (tx) => {
        const [row] = await tx.insert(kvkkRequests)
          .values({ ...base, status: 'unverified', codeHash, codeExpiresAt: codeExpiresAtFrom(now) })
          .returning({ id: kvkkRequests.id });
        // In the same transaction: no request without its mail, no mail without its request.
        await enqueueEmail(tx, requestCodeEmail(contact, row.id, input.kind, code));
        return row.id;
      });
      return ok({ channel: 'email', requestId }, REQUEST_MESSAGES.codeSent);
    } catch (error) {
      console.error('[kvkk-request] not saved:', error);
      await budget.refund();
      return fail(REQUEST_MESSAGES.failed, undefined, 500);
    }
  })(raw);
}

/**
 * Checks the code of an unverified e-mail request. A wrong code counts a try (5 lock it); the
 * right one, within 15 minutes, opens the request with its deadline and forgets the code. The row
 * is locked while it is checked, so parallel guesses are counted one after another.
 */
export async function verifyKvkkRequest(raw: unknown, now = new Date()): Promise<ActionResult<{ dueAt: string }>> {
  return validatedAction(kvkkVerifySchema, async ({ requestId, code }): Promise<ActionResult<{ dueAt: string }>> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(kvkkRequests).where(eq(kvkkRequests.id, requestId)).for('update');
      // Asked twice (a double click): the first answer again.
      if (row?.channel === 'email' && row.status === 'open' && row.dueAt) return ok({ dueAt: row.dueAt.toISOString() }, REQUEST_MESSAGES.verified);
      if (!row || row.status !== 'unverified' || !row.codeHash) return fail(REQUEST_MESSAGES.unknown, { code: REQUEST_MESSAGES.unknown }, 400);
      const state = codeState(row, now);
      if (state === 'locked') return fail(REQUEST_MESSAGES.locked, { code: REQUEST_MESSAGES.locked }, 429);
      if (state === 'expired') return fail(REQUEST_MESSAGES.expired, { code: REQUEST_MESSAGES.expired }, 400);

      if (!(await verificationCodeMatches(code, row.codeHash))) {
        const attempts = row.codeAttempts + 1;
        await tx.update(kvkkRequests).set({ codeAttempts: sql`${kvkkRequests.codeAttempts} + 1` }).where(eq(kvkkRequests.id, row.id));
        const left = MAX_CODE_ATTEMPTS - attempts;
        const message = left > 0 ? `${REQUEST_MESSAGES.wrongCode} ${left} deneme hakkınız kaldı.` : REQUEST_MESSAGES.locked;
        return fail(message, { code: message }, left > 0 ? 400 : 429);
      }
      const dueAt = dueAtFrom(now);
      await tx.update(kvkkRequests)
        .set({ status: 'open', verifiedAt: now, dueAt, codeHash: null, codeExpiresAt: null })
        .where(eq(kvkkRequests.id, row.id));
      return ok({ dueAt: dueAt.toISOString() }, REQUEST_MESSAGES.verified);
    });
  })(raw);
}
