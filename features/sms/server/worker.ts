import 'server-only';
// Sends what sms_outbox holds and records what the provider later says of each text. Run by the
// scheduled-work loop on every app server (features/scheduled-work/server/run-due.ts), safe side
// by side: a text is claimed with a lease (./queue.ts) and handed over once. Just before handing
// one over it is checked again: past its time, in the night hours (a reminder), or about an
// appointment that was cancelled or moved away meanwhile, it is not sent. Without provider
// settings nothing is claimed: texts stay queued, visible to the operator.
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { getDb, type Db } from '@/platform/db';
import { appointments, smsOutbox } from '@/platform/db/schema';
import { MAX_ATTEMPTS, retryDelayMs } from '@/platform/mail/retry';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { morningAfter, withinSendingHours } from '../rules/night-hours';
import { SmsReportError, type SmsProvider } from './provider';
import { claimDueSms, settleSms, type SmsRow } from './queue';
import { getActiveSmsAccount, smsProviderFor } from './settings';

export interface SmsWorkerOptions {
  db?: Db;
  now?: Date;
  /** The provider; undefined: from the admin's settings; null: not configured. */
  provider?: SmsProvider | null;
}

export type SmsOutcome =
  | { status: 'sent'; id: string; providerId: string }
  | { status: 'retrying' | 'failed' | 'later'; id: string; error: string }
  | { status: 'not_configured' }
  | { status: 'not_claimed' };

export const SMS_TOO_LATE = 'Gönderim zamanı geçti; SMS gönderilmedi.';
export const SMS_STALE = 'Randevu iptal edildi veya başka bir saate taşındı; SMS gönderilmedi.';
export const SMS_NIGHT = 'Gece saatleri (21:00–09:00): hatırlatma sabah gönderilecek.';

async function resolve(options: SmsWorkerOptions) {
  const db = options.db ?? (await getDb());
  const provider = options.provider !== undefined
    ? options.provider
    : await getActiveSmsAccount(db).then((account) => (account ? smsProviderFor(account) : null));
  return { db, provider, now: options.now ?? new Date() };
}

/** Still true? A text about an appointment names its state and time; both must hold now. */
async function stillTrue(db: Db, row: SmsRow): Promise<boolean> {
  if (!row.appointmentId) return true;
  const [a] = await db.select({ status: appointments.status, date: appointments.appointmentDate, start: appointments.startTime })
    .from(appointments).where(eq(appointments.id, row.appointmentId)).limit(1);
  if (!a) return false;
  if (row.expectStatus === 'cancelled') return a.status === 'cancelled';
  const live = a.status === 'scheduled' || a.status === 'confirmed';
  return live && `${a.date} ${minutesToTime(timeToMinutes(a.start))}` === row.appointmentAt;
}

async function deliver(db: Db, provider: SmsProvider, row: SmsRow, now: Date, retry = true): Promise<SmsOutcome> {
  const settle = async (outcome: Parameters<typeof settleSms>[2], result: SmsOutcome) => { await settleSms(db, row, outcome, now); return result; };
  if (row.sendBefore && now >= row.sendBefore) return settle({ status: 'failed', error: SMS_TOO_LATE, code: null }, { status: 'failed', id: row.id, error: SMS_TOO_LATE });
  if (!(await stillTrue(db, row))) return settle({ status: 'failed', error: SMS_STALE, code: null }, { status: 'failed', id: row.id, error: SMS_STALE });
  if (row.quietHours && !withinSendingHours(now)) {
    const morning = morningAfter(now);
    if (row.sendBefore && morning >= row.sendBefore) return settle({ status: 'failed', error: SMS_TOO_LATE, code: null }, { status: 'failed', id: row.id, error: SMS_TOO_LATE });
    return settle({ status: 'later', at: morning, error: SMS_NIGHT }, { status: 'later', id: row.id, error: SMS_NIGHT });
  }
  const result = await provider.send({ to: row.toPhone, text: row.body, turkish: row.encoding === 'gsm7-tr' });
  if (result.ok) return settle({ status: 'sent', provider: provider.name, providerId: result.providerId }, { status: 'sent', id: row.id, providerId: result.providerId });
  if (retry && result.retry && row.attempts < MAX_ATTEMPTS) {
    const at = new Date(now.getTime() + retryDelayMs(row.attempts));
    return settle({ status: 'retry', error: result.error, code: result.code, at }, { status: 'retrying', id: row.id, error: result.error });
  }
  return settle({ status: 'failed', error: result.error, code: result.code }, { status: 'failed', id: row.id, error: result.error });
}

export interface SmsRunSummary { sent: number; retrying: number; failed: number; later: number; notConfigured: boolean; reports: number }

/** Sends every due text once, then asks for the delivery reports that are due (the loop's tick). */
export async function runSmsOnce(options: SmsWorkerOptions & { limit?: number } = {}): Promise<SmsRunSummary> {
  const { db, provider, now } = await resolve(options);
  const summary: SmsRunSummary = { sent: 0, retrying: 0, failed: 0, later: 0, notConfigured: provider === null, reports: 0 };
  if (!provider) return summary;
  for (let i = 0; i < (options.limit ?? 50); i += 1) {
    const row = await claimDueSms(db, now);
    if (!row) break;
    const outcome = await deliver(db, provider, row, now);
    if (outcome.status === 'sent') summary.sent += 1;
    else if (outcome.status === 'retrying') summary.retrying += 1;
    else if (outcome.status === 'failed') summary.failed += 1;
    else if (outcome.status === 'later') summary.later += 1;
  }
  summary.reports = await collectSmsReports(db, provider, now);
  return summary;
}

/**
 * Tries one queued text at once and reports the answer (the admin's test SMS, "send again").
 * `retry: false` marks it failed on any error instead of leaving it to the loop (the test SMS: a
 * timeout after the provider took it must not text the operator's phone twice).
 */
export async function deliverSmsNow(id: string, options: SmsWorkerOptions & { retry?: boolean } = {}): Promise<SmsOutcome> {
  const { db, provider, now } = await resolve(options);
  if (!provider) return { status: 'not_configured' };
  const row = await claimDueSms(db, now, id);
  if (!row) return { status: 'not_claimed' };
  return deliver(db, provider, row, now, options.retry ?? true);
}

/** Reports are asked for a week after sending, at most once a minute per text. */
const REPORT_WINDOW_MS = 7 * 24 * 60 * 60_000;
const REPORT_EVERY_MS = 60_000;
const REPORT_BATCH = 50;

/**
 * Asks the provider about texts still 'pending' and records each answer; returns how many were
 * asked about. A failed query is not news about any text: they are asked about on the next round.
 * Idempotent: two servers asking at once write the same answer.
 */
export async function collectSmsReports(db: Db, provider: SmsProvider, now: Date): Promise<number> {
  const due = await db.select({ id: smsOutbox.id, providerId: smsOutbox.providerId }).from(smsOutbox)
    .where(and(eq(smsOutbox.delivery, 'pending'), gt(smsOutbox.sentAt, new Date(now.getTime() - REPORT_WINDOW_MS)),
      or(isNull(smsOutbox.reportCheckedAt), lt(smsOutbox.reportCheckedAt, new Date(now.getTime() - REPORT_EVERY_MS)))))
    .orderBy(asc(smsOutbox.reportCheckedAt), asc(smsOutbox.sentAt)).limit(REPORT_BATCH);
  if (due.length === 0) return 0;
  let reports;
  try {
    reports = await provider.report(due.map((r) => r.providerId!));
  } catch (error) {
    if (error instanceof SmsReportError) { console.warn(`[sms] delivery report query failed: ${error.code}`); return 0; }
    throw error;
  }
  for (const [i, report] of reports.entries()) {
    const final = report.status !== 'pending';
    await db.update(smsOutbox).set({
      delivery: report.status, deliveryDetail: report.detail, reportCheckedAt: now, updatedAt: now,
      ...(final ? { deliveredAt: now } : {}),
    }).where(and(eq(smsOutbox.id, due[i].id), eq(smsOutbox.delivery, 'pending')));
  }
  return due.length;
}
