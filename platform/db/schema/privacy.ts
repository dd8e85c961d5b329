// The record of each destruction of personal data (KVKK, migration 20261129040000): kept three
// years, written by the retention job (features/privacy); and the data-rights requests of people
// without an account (migration 20261129060000). Part of the Drizzle mirror of
// supabase/migrations (platform/db/schema/index.ts says how the two stay equal).
import { bigserial, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt } from './columns';

export type DestructionMethod = 'anonymised' | 'deleted';

export const dataDestructionLog = pgTable('data_destruction_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  /** What was destroyed, e.g. 'appointments.guest-contact'. */
  category: text('category').notNull(),
  method: text('method').$type<DestructionMethod>().notNull(),
  rowCount: integer('row_count').notNull(),
  /** The rule applied (a cut-off, a period), never the data itself. */
  detail: text('detail'),
});

export type KvkkRequestKind = 'access' | 'erasure' | 'correction' | 'other';
export type KvkkRequestChannel = 'email' | 'phone';
export type KvkkRequestStatus = 'unverified' | 'open' | 'done' | 'rejected';

/**
 * A data-rights request from /kvkk/basvuru (migration 20261129060000), handled at /admin/kvkk. An
 * e-mail or a mobile number waits 'unverified' for its code (by mail or SMS, migration
 * 20261129080000); a landline's is open at once, without verified_at.
 */
export const kvkkRequests = pgTable('kvkk_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<KvkkRequestKind>().notNull(),
  channel: text('channel').$type<KvkkRequestChannel>().notNull(),
  /** E-mail lower-cased, or a phone as 11 bare digits. */
  contact: text('contact').notNull(),
  message: text('message'),
  status: text('status').$type<KvkkRequestStatus>().notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** 'salt:hash' (scrypt, features/privacy/rules/request-code.ts); null once used. */
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeAttempts: smallint('code_attempts').notNull().default(0),
  dueAt: timestamp('due_at', { withTimezone: true }),
  resolutionNote: text('resolution_note'),
  handledBy: uuid('handled_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
  ip: text('ip'),
});
