// Plans, subscriptions, registrations waiting for payment, renewal orders and the PayTR settings.
// Part of the Drizzle mirror of supabase/migrations (platform/db/schema/index.ts says how the two
// stay equal).
import {
  boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { adminUsers } from './admin';
import { salons } from './salons';
import { users } from './team';

export type PlanInterval = 'trial' | 'monthly' | 'yearly';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('TRY'),
  interval: text('interval').$type<PlanInterval>().notNull().default('monthly'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** Text messages (billed parts) a salon on this plan may send in an Istanbul calendar month (issue 32). */
  smsAllowance: integer('sms_allowance').notNull().default(200),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  planId: uuid('plan_id').references(() => subscriptionPlans.id),
  type: text('type').$type<PlanInterval>().notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  paytrMerchantOid: text('paytr_merchant_oid'),
  paytrPaymentDate: timestamp('paytr_payment_date', { withTimezone: true }),
  createdAt: createdAt(),
});

export const pendingRegistrations = pgTable('pending_registrations', {
  merchantOid: text('merchant_oid').primaryKey(),
  salonData: jsonb('salon_data').notNull(),
  ownerData: jsonb('owner_data').notNull(),
  planId: uuid('plan_id').notNull().references(() => subscriptionPlans.id),
  paymentAmount: integer('payment_amount').notNull(),
  status: text('status').$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
  salonId: uuid('salon_id').references(() => salons.id),
  failedReason: text('failed_reason'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** kuruş PayTR reported as collected (total_amount). */
  paidAmount: integer('paid_amount'),
  /** Money may have been captured but no salon was activated: an operator must look. */
  needsReview: boolean('needs_review').notNull().default(false),
  reviewNote: text('review_note'),
  /** What an operator did about a needs_review row (migration 20261125060000). */
  reviewResolution: text('review_resolution').$type<'completed' | 'refunded'>(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A renewal or upgrade the salon pays from /panel/abonelik (migration 20261125030000). */
export type SubscriptionOrderStatus = 'pending' | 'paid' | 'failed';

export const subscriptionOrders = pgTable('subscription_orders', {
  merchantOid: text('merchant_oid').primaryKey(),
  salonId: uuid('salon_id').notNull().references(() => salons.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
  planName: text('plan_name').notNull(),
  interval: text('interval').$type<Exclude<PlanInterval, 'trial'>>().notNull(),
  /** kuruş: the plan's price when the owner confirmed it. */
  paymentAmount: integer('payment_amount').notNull(),
  status: text('status').$type<SubscriptionOrderStatus>().notNull().default('pending'),
  orderedBy: uuid('ordered_by').references(() => users.id, { onDelete: 'set null' }),
  subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  /** kuruş PayTR reported as collected (total_amount). */
  paidAmount: integer('paid_amount'),
  failedReason: text('failed_reason'),
  needsReview: boolean('needs_review').notNull().default(false),
  reviewNote: text('review_note'),
  /** Only 'refunded' for a renewal (migration 20261125060000). */
  reviewResolution: text('review_resolution').$type<'refunded'>(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paytrSettings = pgTable('paytr_settings', {
  id: serial('id').primaryKey(),
  merchantId: text('merchant_id').notNull(),
  merchantKey: text('merchant_key').notNull(),
  merchantSalt: text('merchant_salt').notNull(),
  testMode: boolean('test_mode').notNull().default(true),
  debugMode: boolean('debug_mode').notNull().default(true),
  timeoutLimit: integer('timeout_limit').notNull().default(30),
  noInstallment: boolean('no_installment').notNull().default(true),
  maxInstallment: integer('max_installment').notNull().default(0),
  successUrl: text('success_url'),
  failUrl: text('fail_url'),
  webhookUrl: text('webhook_url'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});
