// Text messages (issue 32): the SMS outbox and the provider's settings. Part of the Drizzle mirror
// of supabase/migrations (platform/db/schema/index.ts says how the two stay equal).
import { boolean, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { appointments } from './appointments';
import { salons } from './salons';

export type SmsOutboxStatus = 'queued' | 'sent' | 'failed';
export type SmsDelivery = 'pending' | 'delivered' | 'failed';

export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toPhone: text('to_phone').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  referenceId: text('reference_id'),
  salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
  parts: smallint('parts').notNull(),
  encoding: text('encoding').$type<'gsm7' | 'gsm7-tr' | 'ucs2'>().notNull(),
  status: text('status').$type<SmsOutboxStatus>().notNull().default('queued'),
  error: text('error'),
  errorCode: text('error_code'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  sendBefore: timestamp('send_before', { withTimezone: true }),
  quietHours: boolean('quiet_hours').notNull().default(false),
  appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
  appointmentAt: text('appointment_at'),
  expectStatus: text('expect_status').$type<'live' | 'cancelled'>(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: uuid('locked_by'),
  provider: text('provider'),
  providerId: text('provider_id'),
  delivery: text('delivery').$type<SmsDelivery>(),
  deliveryDetail: text('delivery_detail'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  reportCheckedAt: timestamp('report_checked_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const smsSettings = pgTable('sms_settings', {
  id: serial('id').primaryKey(),
  provider: text('provider').$type<'netgsm'>().notNull().default('netgsm'),
  usercode: text('usercode').notNull(),
  password: text('password').notNull(),
  header: text('header').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});
