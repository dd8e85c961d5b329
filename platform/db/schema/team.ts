// A salon's panel users, their roles and sessions, what they have seen, and the salon's activity
// log. Part of the Drizzle mirror of supabase/migrations (platform/db/schema/index.ts says how the
// two stay equal).
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staff } from './catalog';
import { salons } from './salons';

export const userRoles = pgTable('user_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').references(() => salons.id),
  name: text('name').notNull(),
  description: text('description'),
  permissions: jsonb('permissions').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
  /** Its users see and change only their own staff member's calendar column (issue 28). */
  ownCalendarOnly: boolean('own_calendar_only').notNull().default(false),
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
  /** Added on the panel's team screen: unique within the salon only (registration owners: everywhere). */
  addedInPanel: boolean('added_in_panel').notNull().default(false),
  /** The staff member this user is; the calendar opens on them. */
  staffId: uuid('staff_id').references(() => staff.id),
});

export const salonUserSessions = pgTable('salon_user_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  tokenHash: text('token_hash').notNull(),
  remember: boolean('remember').notNull().default(false),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Up to when a panel user has seen the salon's new bookings and cancellations. */
export const salonUserNoticeReads = pgTable('salon_user_notice_reads', {
  userId: uuid('user_id').primaryKey().references(() => users.id),
  seenUntil: timestamp('seen_until', { withTimezone: true }).notNull(),
});

/** What was changed on a salon's team screen, by whom (issue 23); never a password. */
export const salonActivityLogs = pgTable('salon_activity_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  userId: uuid('user_id').references(() => users.id),
  action: text('action').notNull(),
  description: text('description').notNull(),
  target: text('target'),
  createdAt: createdAt(),
});
