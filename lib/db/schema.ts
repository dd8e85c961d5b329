// Drizzle mirror of supabase/migrations (the SQL there is the source of truth and what gets
// deployed). tests/db/schema-matches.test.ts checks every table and column here exists in the
// migrated database, so the two cannot drift apart silently.
import {
  bigserial, boolean, date, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text,
  time, timestamp, uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  plateCode: text('plate_code').notNull(),
  slug: text('slug').notNull(),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id').notNull().references(() => cities.id),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
});

export const salons = pgTable('salons', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonCode: text('salon_code').notNull(),
  name: text('name').notNull(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  logoUrl: text('logo_url'),
  ownerName: text('owner_name'),
  cityId: integer('city_id').references(() => cities.id),
  districtId: integer('district_id').references(() => districts.id),
  openTimeMinutes: integer('open_time_minutes').notNull().default(540),
  closeTimeMinutes: integer('close_time_minutes').notNull().default(1080),
  currency: text('currency').notNull().default('TRY'),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
  isActive: boolean('is_active').notNull().default(true),
  averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  name: text('name').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  stock: integer('stock').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  position: text('position'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const serviceCategories = pgTable('service_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').references(() => salons.id),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const services = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  categoryId: uuid('category_id').references(() => serviceCategories.id),
  name: text('name').notNull(),
  description: text('description'),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  durationMinutes: integer('duration_minutes').notNull().default(30),
  icon: text('icon'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const serviceDailyDurations = pgTable('service_daily_durations', {
  id: uuid('id').primaryKey().defaultRandom(),
  serviceId: uuid('service_id').notNull().references(() => services.id),
  /** 0 = Sunday .. 6 = Saturday, like JavaScript's getDay(). */
  dayOfWeek: smallint('day_of_week').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const staffServices = pgTable('staff_services', {
  staffId: uuid('staff_id').notNull().references(() => staff.id),
  serviceId: uuid('service_id').notNull().references(() => services.id),
}, (t) => [primaryKey({ columns: [t.staffId, t.serviceId] })]);

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  email: text('email'),
  passwordHash: text('password_hash'),
  salonId: uuid('salon_id').references(() => salons.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const customerSessions = pgTable('customer_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  tokenHash: text('token_hash').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const authAttempts = pgTable('auth_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  scope: text('scope').$type<'customer' | 'admin' | 'registration_check'>().notNull(),
  identifier: text('identifier').notNull(),
  ipAddress: text('ip_address').notNull(),
  succeeded: boolean('succeeded').notNull(),
  createdAt: createdAt(),
});

export type AppointmentStatus = 'scheduled' | 'confirmed' | 'pending' | 'cancelled' | 'completed';

export const appointments = pgTable('appointments', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  customerId: uuid('customer_id').references(() => customers.id),
  customerName: text('customer_name').notNull(),
  customerPhone: text('customer_phone').notNull(),
  customerEmail: text('customer_email'),
  staffId: uuid('staff_id').references(() => staff.id),
  serviceId: uuid('service_id').references(() => services.id),
  /** 'YYYY-MM-DD' */
  appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
  /** 'HH:MM:SS' */
  startTime: time('start_time').notNull(),
  endTime: time('end_time'),
  status: text('status').$type<AppointmentStatus>().notNull().default('scheduled'),
  notes: text('notes'),
  totalAmount: numeric('total_amount', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  totalDuration: integer('total_duration'),
  manageTokenHash: text('manage_token_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export const salonReviews = pgTable('salon_reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  staffId: uuid('staff_id').references(() => staff.id),
  rating: smallint('rating').notNull(),
  comment: text('comment').notNull(),
  /** null = pending, true = approved, false = rejected */
  approved: boolean('approved'),
  status: text('status').$type<ReviewStatus>().notNull().default('pending'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable('user_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').references(() => salons.id),
  name: text('name').notNull(),
  description: text('description'),
  permissions: jsonb('permissions').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  email: text('email'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  salonId: uuid('salon_id').references(() => salons.id),
  roleId: uuid('role_id').references(() => userRoles.id),
  isActive: boolean('is_active').notNull().default(true),
  permissions: jsonb('permissions'),
  createdAt: createdAt(),
});

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
  updatedAt: updatedAt(),
});

export type AdminRole = 'superadmin' | 'admin' | 'moderator';

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name'),
  role: text('role').$type<AdminRole>().notNull().default('admin'),
  isActive: boolean('is_active').notNull().default(true),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: createdAt(),
});

export const adminSessions = pgTable('admin_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: uuid('admin_id').notNull().references(() => adminUsers.id),
  /** sha256 hex of the cookie token */
  token: text('token').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const adminActivityLogs = pgTable('admin_activity_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: uuid('admin_id').references(() => adminUsers.id),
  action: text('action').notNull(),
  description: text('description'),
  /** Which record the action touched, e.g. 'admin_user' + its id. */
  targetType: text('target_type'),
  targetId: text('target_id'),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

export const contactInfo = pgTable('contact_info', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address'),
  workingHours: text('working_hours'),
  isActive: boolean('is_active').notNull().default(true),
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

export type SiteContentKey = 'logo' | 'hero' | 'features_section' | 'detailed_features_section' | 'pricing_section';

export const siteContent = pgTable('site_content', {
  key: text('key').$type<SiteContentKey>().primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const featureCards = pgTable('feature_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'basic' | 'detailed'>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  role: text('role'),
  company: text('company'),
  rating: smallint('rating').notNull().default(5),
  comment: text('comment').notNull(),
  image: text('image'),
  isVisible: boolean('is_visible').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export type ContactMessageStatus = 'new' | 'read' | 'replied' | 'scheduled' | 'archived';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  salonName: text('salon_name'),
  message: text('message'),
  status: text('status').$type<ContactMessageStatus>().notNull().default('new'),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
});

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
export interface EmailOutboxAttachment { filename: string; content: string; contentType: string }
