import 'server-only';
// The public side of a KVKK request (/kvkk/basvuru), apart from its server actions so it runs with
// a known address and clock in tests. Nothing is shown or erased here: an e-mail request waits for
// the code mailed to the address, a mobile number's for the same code by SMS; a landline, which no
// text reaches, is open at once and the operator calls back. From then on an operator answers it
// at /admin/kvkk within 30 days.
//
// The answers never depend on whether the e-mail or phone belongs to a customer: the server does
// not look, and every request with a well-formed contact gets the same words. What limits abuse is
// the budgets (platform/limits/budgets.ts: per contact and per address, then the recipient's daily
// mail or SMS budget), spent before anything is sent, and the code's 15 minutes and 5 tries.
import { eq, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { validatedAction } from '@/platform/actions/validated-action';
import { getDb } from '@/platform/db';
import { kvkkRequests } from '@/platform/db/schema';
import { charges, spendBudgets, tooManyWrites } from '@/platform/limits/budgets';
import { enqueueEmail } from '@/platform/mail/outbox';
import { isMobileNumber } from '@/features/sms/rules/recipients';
import { enqueueSms } from '@/features/sms/server/outbox';
import type { SmsProvider } from '@/features/sms/server/provider';
import { deliverSmsNow } from '@/features/sms/server/worker';
import { kvkkRequestSchema, kvkkVerifySchema, REQUEST_MESSAGES } from '../schema.requests';
import { codeExpiresAtFrom, codeState, dueAtFrom, MAX_CODE_ATTEMPTS } from '../rules/requests';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from '../rules/request-code';
import { requestCodeEmail, requestCodeText } from './request-mail';
import type { SubmittedRequest } from '../types';

export type { SubmittedRequest };

export interface KvkkRequestOptions {
  /** The SMS provider for a code text; undefined: the admin's settings (as the worker's). */
  smsProvider?: SmsProvider | null;
}

/**
 * Hands a code text to the provider now, after the commit: the requester is waiting for it on the
 * page, and the loop's next round may be a while off. Whatever comes of it, the row stays in the
 * outbox: a passing error is retried by the loop, a refusal is what the operator's list shows, and
 * without provider settings the text waits there. Never fails the request, which is saved.
 */
async function sendCodeTextNow(id: string, now: Date, provider: SmsProvider | null | undefined): Promise<void> {
  try {
    await deliverSmsNow(id, { now, provider });
  } catch (error) {
    console.error('[kvkk-request] code text left to the outbox loop:', error instanceof Error ? error.message : error);
  }
}

/** `clientAddress` is asked for only once the input is valid (as the contact form does). */
export async function submitKvkkRequest(
  raw: unknown, clientAddress: () => Promise<string>, now = new Date(), options: KvkkRequestOptions = {},
): Promise<ActionResult<SubmittedRequest>> {
  return validatedAction(kvkkRequestSchema, async (input): Promise<ActionResult<SubmittedRequest>> => {
    const contact = input.channel === 'email' ? input.email! : input.phone!;
    const address = await clientAddress();
    const budget = await spendBudgets(charges.kvkkRequest(address, contact), { now });
    if (!budget.ok) return tooManyWrites(budget);
    let saved: { requestId: string; textId: string | null };
    try {
      const db = await getDb();
      const base = { kind: input.kind, channel: input.channel, contact, message: input.message, ip: address, createdAt: now };
      if (input.channel === 'phone' && !isMobileNumber(contact)) {
        // A landline gets no text: the request is open at once, and the operator calls back.
        const dueAt = dueAtFrom(now);
        await db.insert(kvkkRequests).values({ ...base, status: 'open', dueAt });
        return ok({ next: 'callback', channel: 'phone', dueAt: dueAt.toISOString() }, REQUEST_MESSAGES.phoneReceived);
      }
      const code = newVerificationCode();
      const codeHash = await hashVerificationCode(code);
      saved = await db.transaction(async (tx) => {
        const [row] = await tx.insert(kvkkRequests)
          .values({ ...base, status: 'unverified', codeHash, codeExpiresAt: codeExpiresAtFrom(now) })
          .returning({ id: kvkkRequests.id });
        // In the same transaction: no request without its message, no message without its request.
        if (input.channel === 'email') {
          await enqueueEmail(tx, requestCodeEmail(contact, row.id, input.kind, code));
          return { requestId: row.id, textId: null };
        }
        // The platform's own text (no salon's allowance). Past the number's daily SMS budget the
        // row is kept as failed and nothing is sent, as with the code mail: the answer is the same.
        const queued = await enqueueSms(tx, {
          to: contact, text: requestCodeText(code), kind: 'kvkk_request_code', referenceId: row.id, salonId: null,
        }, now);
        return { requestId: row.id, textId: queued.queued ? queued.id : null };
      });
    } catch (error) {
      console.error('[kvkk-request] not saved:', error);
      await budget.refund();
      return fail(REQUEST_MESSAGES.failed, undefined, 500);
    }
    if (saved.textId) await sendCodeTextNow(saved.textId, now, options.smsProvider);
    return ok({ next: 'code', channel: input.channel, requestId: saved.requestId },
      input.channel === 'email' ? REQUEST_MESSAGES.codeSent : REQUEST_MESSAGES.codeTexted);
  })(raw);
}

/**
 * Checks the code of an unverified request (mailed or texted). A wrong code counts a try (5 lock
 * it); the right one, within 15 minutes, opens the request with its deadline and forgets the code.
 * The row is locked while it is checked, so parallel guesses are counted one after another.
 */
export async function verifyKvkkRequest(raw: unknown, now = new Date()): Promise<ActionResult<{ dueAt: string }>> {
  return validatedAction(kvkkVerifySchema, async ({ requestId, code }): Promise<ActionResult<{ dueAt: string }>> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(kvkkRequests).where(eq(kvkkRequests.id, requestId)).for('update');
      const verified = row?.channel === 'phone' ? REQUEST_MESSAGES.verifiedPhone : REQUEST_MESSAGES.verified;
      // Asked twice (a double click): the first answer again. A landline's request, open without a
      // code, has none to give.
      if (row?.status === 'open' && row.verifiedAt && row.dueAt) return ok({ dueAt: row.dueAt.toISOString() }, verified);
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
      return ok({ dueAt: dueAt.toISOString() }, verified);
    });
  })(raw);
}
