// The record of each destruction of personal data (KVKK, migration 20261129040000): kept three
// years, written by the retention job (features/privacy). Part of the Drizzle mirror of
// supabase/migrations (platform/db/schema/index.ts says how the two stay equal).
import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
