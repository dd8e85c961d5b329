// What a salon offers and who gives it: services and their categories, staff, their hours, time off
// and blocks, products. Part of the Drizzle mirror of supabase/migrations
// (platform/db/schema/index.ts says how the two stay equal).
import { boolean, date, integer, numeric, pgTable, primaryKey, smallint, text, time, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { salons } from './salons';

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  name: text('name').notNull(),
  /** Sale price; read as a string and turned into kuruş (features/bills/rules/money.ts). */
  price: numeric('price', { precision: 10, scale: 2, mode: 'string' }).notNull().default('0'),
  /** On hand: the sum of its stock_movements, kept by the database (20261129010000_products_stock.sql). */
  stock: integer('stock').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  brand: text('brand'),
  category: text('category'),
  barcode: text('barcode'),
  costPrice: numeric('cost_price', { precision: 12, scale: 2, mode: 'string' }).notNull().default('0'),
  lowStockLevel: integer('low_stock_level').notNull().default(0),
  /** Its own commission rate, over the seller's (issue 31). */
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
  createdAt: createdAt(),
});

export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  position: text('position'),
  isActive: boolean('is_active').notNull().default(true),
  /** Commission (prim) rates, percent (issue 31). */
  commissionServicePercent: numeric('commission_service_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  commissionProductPercent: numeric('commission_product_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

export const serviceCategories = pgTable('service_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').references(() => salons.id),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
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
  sortOrder: integer('sort_order').notNull().default(0),
  /** Its own commission rate, over the staff member's (issue 31). */
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
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

/** No rows for a staff member: works the salon's hours. */
export const staffWorkingHours = pgTable('staff_working_hours', {
  staffId: uuid('staff_id').notNull().references(() => staff.id),
  dayOfWeek: smallint('day_of_week').notNull(),
  isWorking: boolean('is_working').notNull().default(true),
  startMinutes: integer('start_minutes').notNull(),
  endMinutes: integer('end_minutes').notNull(),
  breakStartMinutes: integer('break_start_minutes'),
  breakEndMinutes: integer('break_end_minutes'),
}, (t) => [primaryKey({ columns: [t.staffId, t.dayOfWeek] })]);

/** Inclusive date range. */
export const staffTimeOff = pgTable('staff_time_off', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: uuid('staff_id').notNull().references(() => staff.id),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  note: text('note'),
  createdAt: createdAt(),
});

/** A staff member's time blocked for something else: no online slot there. */
export const staffBlocks = pgTable('staff_blocks', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  staffId: uuid('staff_id').notNull().references(() => staff.id),
  blockDate: date('block_date', { mode: 'string' }).notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
});
