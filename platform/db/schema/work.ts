// Work done after the request: the mail outbox and durable scheduled jobs (platform/jobs). Part of
// the Drizzle mirror of supabase/migrations (platform/db/schema/index.ts says how the two stay
// equal).
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status').$type<EmailOutboxStatus>().notNull().default('queued'),
  /** The last delivery error (kept after a later success for the record). */
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  html: text('html'),
  attachments: jsonb('attachments').$type<EmailOutboxAttachment[]>().notNull().default([]),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: uuid('locked_by'),
  messageId: text('message_id'),
  smtpResponse: text('smtp_response'),
  kind: text('kind').notNull().default('other'),
  referenceId: text('reference_id'),
  updatedAt: updatedAt(),
});

export type EmailOutboxStatus = 'queued' | 'sent' | 'failed' | 'logged';

export type ScheduledJobStatus = 'queued' | 'done' | 'failed' | 'skipped';

/** Durable jobs (platform/jobs): claimed with SKIP LOCKED and a lease, retried with backoff, unique by key. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status').$type<ScheduledJobStatus>().notNull().default('queued'),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: uuid('locked_by'),
  lastError: text('last_error'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export interface EmailOutboxAttachment { filename: string; content: string; contentType: string }
