// Appointments: the calendar of every salon. Part of the Drizzle mirror of supabase/migrations
// (platform/db/schema/index.ts says how the two stay equal).
import { date, integer, numeric, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { staff, services } from './catalog';
import { customers } from './customers';
import { salons } from './salons';

export type AppointmentStatus = 'scheduled' | 'confirmed' | 'pending' | 'cancelled' | 'completed' | 'no_show';

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
  /** 'online' (the customer) or 'salon' (written in the panel). */
  source: text('source').$type<'online' | 'salon'>().notNull().default('online'),
  cancelReason: text('cancel_reason'),
  cancelledBy: text('cancelled_by').$type<'customer' | 'salon'>(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
