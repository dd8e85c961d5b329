import 'server-only';
// Sends what the outbox holds: claims a due message (platform/mail/outbox-queue.ts), hands it to SMTP
// with nodemailer, and records the answer, or a retry time with exponential backoff, or gives
// up after MAX_ATTEMPTS or a permanent 5xx refusal. Safe on any number of app servers at once.
// Without SMTP settings nothing is claimed and the messages stay queued, visible in the admin.
//
// Delivery is exactly once as far as SMTP allows: only the lease holder sends, and the result is
// written right after the server's answer. A crash between the server's "250 OK" and that write
// sends the message again after the lease; it then carries the same Message-ID (derived from the
// row id), so mail clients show one message.
import nodemailer from 'nodemailer';
import { getDb, type Db } from '@/platform/db';
import { claimDueEmail, markEmailAttemptFailed, markEmailSent, requeueEmail, type OutboxRow } from '@/platform/mail/outbox-queue';
import { smtpConfigFromEnv, type SmtpConfig } from './config';
import { replyToFor } from './reply-to';
import { describeSmtpFailure, isPermanentFailure, MAX_ATTEMPTS, retryDelayMs, type SmtpFailure } from './retry';

export interface WorkerOptions {
  db?: Db;
  /** The clock for this run (tests freeze it). */
  now?: Date;
  /** SMTP server; defaults to the environment's, null means "not configured". */
  smtp?: SmtpConfig | null;
}

export type DeliveryOutcome =
  | { status: 'sent'; id: string; messageId: string; accepted: string[]; rejected: string[]; response: string }
  | { status: 'retrying'; id: string; error: string; response: string | null; nextAttemptAt: Date }
  | { status: 'failed'; id: string; error: string; response: string | null }
  /** No SMTP settings: the message stays queued. */
  | { status: 'not_configured' }
  /** Not due, already sent, or being sent by another worker right now. */
  | { status: 'not_claimed' };

type Transport = ReturnType<typeof nodemailer.createTransport>;

function createTransport(config: SmtpConfig): Transport {
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    // Well inside the lease (LEASE_MS), so a hung server cannot outlive this worker's claim.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** '<outbox-id@example.com>' with the domain of the From address. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'salonrandevu.local';
  return `<${outboxId}@${domain}>`;
}

async function deliver(
  db: Db, transport: Transport, config: SmtpConfig, row: OutboxRow, now: Date, retry = true,
): Promise<DeliveryOutcome> {
  const messageId = row.messageId ?? messageIdFor(row.id, config.from);
  try {
    const replyTo = await replyToFor(db, row);
    const info = await transport.sendMail({
      from: config.from,
      ...(replyTo ? { replyTo } : {}),
      to: row.toEmail,
      subject: row.subject,
      text: row.body,
      html: row.html ?? undefined,
      attachments: row.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      messageId,
    });
    const response = String(info.response ?? '');
    await markEmailSent(db, row, { messageId, response }, now);
    return {
      status: 'sent', id: row.id, messageId, response,
      accepted: (info.accepted ?? []).map(String), rejected: (info.rejected ?? []).map(String),
    };
  } catch (caught) {
    const failure = caught as SmtpFailure;
    const error = describeSmtpFailure(failure);
    const response = failure.response ?? null;
    if (!retry || isPermanentFailure(failure) || row.attempts >= MAX_ATTEMPTS) {
      await markEmailAttemptFailed(db, row, { error, response, retryAt: null }, now);
      return { status: 'failed', id: row.id, error, response };
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    await markEmailAttemptFailed(db, row, { error, response, retryAt: nextAttemptAt }, now);
    return { status: 'retrying', id: row.id, error, response, nextAttemptAt };
  }
}

async function resolve(options: WorkerOptions) {
  const smtp = options.smtp === undefined ? smtpConfigFromEnv() : options.smtp;
  return { smtp, db: options.db ?? (await getDb()), now: options.now ?? new Date() };
}

export interface RunSummary { sent: number; retrying: number; failed: number; notConfigured: boolean }

/** Sends every due message once (the worker's tick, the admin's "send now", tests). */
export async function runOutboxOnce(options: WorkerOptions & { limit?: number } = {}): Promise<RunSummary> {
  const { smtp, db, now } = await resolve(options);
  const summary: RunSummary = { sent: 0, retrying: 0, failed: 0, notConfigured: smtp === null };
  if (!smtp) return summary;
  const transport = createTransport(smtp);
  try {
    for (let i = 0; i < (options.limit ?? 50); i += 1) {
      const row = await claimDueEmail(db, now);
      if (!row) break;
      const outcome = await deliver(db, transport, smtp, row, now);
      if (outcome.status === 'sent') summary.sent += 1;
      else if (outcome.status === 'retrying') summary.retrying += 1;
      else if (outcome.status === 'failed') summary.failed += 1;
    }
  } finally {
    transport.close();
  }
  return summary;
}

/**
 * Tries one queued message at once and reports the SMTP server's answer (reply, test mail).
 * `retry: false` marks it failed on any error instead of scheduling a retry (the test mail).
 */
export async function deliverEmailNow(id: string, options: WorkerOptions & { retry?: boolean } = {}): Promise<DeliveryOutcome> {
  const { smtp, db, now } = await resolve(options);
  if (!smtp) return { status: 'not_configured' };
  const row = await claimDueEmail(db, now, id);
  if (!row) return { status: 'not_claimed' };
  const transport = createTransport(smtp);
  try {
    return await deliver(db, transport, smtp, row, now, options.retry ?? true);
  } finally {
    transport.close();
  }
}

/** The admin's "send again" on one queued or failed message: due now, one try, the answer back. */
export async function retryEmailNow(id: string, options: WorkerOptions = {}): Promise<DeliveryOutcome> {
  const { smtp, db, now } = await resolve(options);
  if (!smtp) return { status: 'not_configured' };
  if (!(await requeueEmail(db, id, now))) return { status: 'not_claimed' };
  return deliverEmailNow(id, { db, now, smtp });
}
