// The salon's books (issue 30): bills with their lines and payments, and the cash drawer's
// sessions and movements. Part of the Drizzle mirror of supabase/migrations
// (20261129000000_salon_books.sql holds the constraints and the triggers that keep records
// unchanged). Money columns are read as strings ('450.00') and turned into kuruş by
// features/bills/rules/money.ts: never a float.
import { boolean, integer, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products, services, staff } from './catalog';
import { customers } from './customers';
import { salons } from './salons';
import { users } from './team';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

export type BillStatus = 'open' | 'closed' | 'void';
export type DiscountKind = 'amount' | 'percent';
export type PaymentMethod = 'cash' | 'card' | 'transfer';

export const cashSessions = pgTable('cash_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  openingAmount: money('opening_amount').notNull(),
  openedBy: uuid('opened_by').references(() => users.id),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  expectedAmount: money('expected_amount'),
  countedAmount: money('counted_amount'),
  closeNote: text('close_note'),
  closedBy: uuid('closed_by').references(() => users.id),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export const cashMovements = pgTable('cash_movements', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  sessionId: uuid('session_id').notNull(),
  kind: text('kind').$type<'in' | 'out'>().notNull(),
  amount: money('amount').notNull(),
  reason: text('reason').notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const bills = pgTable('bills', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  number: integer('number').notNull(),
  appointmentId: uuid('appointment_id'),
  customerId: uuid('customer_id').references(() => customers.id),
  customerName: text('customer_name'),
  /** '05321234567', as the salon knows its customers (features/customers). */
  customerPhone: text('customer_phone'),
  status: text('status').$type<BillStatus>().notNull().default('open'),
  discountKind: text('discount_kind').$type<DiscountKind>(),
  discountValue: money('discount_value').notNull().default('0'),
  subtotal: money('subtotal').notNull().default('0'),
  discountAmount: money('discount_amount').notNull().default('0'),
  tipAmount: money('tip_amount').notNull().default('0'),
  tipStaffId: uuid('tip_staff_id').references(() => staff.id),
  total: money('total').notNull().default('0'),
  paidAmount: money('paid_amount').notNull().default('0'),
  refundedAmount: money('refunded_amount').notNull().default('0'),
  balance: money('balance').notNull().default('0'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
  closedBy: uuid('closed_by').references(() => users.id),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  voidedBy: uuid('voided_by').references(() => users.id),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidReason: text('void_reason'),
  /** The salon's commission basis when the bill closed (set by the database as it closes). */
  commissionDiscountsFirst: boolean('commission_discounts_first'),
});

export const billLines = pgTable('bill_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  billId: uuid('bill_id').notNull(),
  salonId: uuid('salon_id').notNull(),
  position: smallint('position').notNull(),
  kind: text('kind').$type<'service' | 'product'>().notNull(),
  serviceId: uuid('service_id').references(() => services.id),
  productId: uuid('product_id').references(() => products.id),
  description: text('description').notNull(),
  staffId: uuid('staff_id').references(() => staff.id),
  unitPrice: money('unit_price').notNull(),
  quantity: integer('quantity').notNull(),
  discountKind: text('discount_kind').$type<DiscountKind>(),
  discountValue: money('discount_value').notNull().default('0'),
  discountAmount: money('discount_amount').notNull().default('0'),
  netAmount: money('net_amount').notNull(),
  /** The staff member's commission rate for this line when the bill closed (set by the database). */
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
});

export const billPayments = pgTable('bill_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  billId: uuid('bill_id').notNull(),
  salonId: uuid('salon_id').notNull(),
  kind: text('kind').$type<'payment' | 'refund'>().notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  amount: money('amount').notNull(),
  receivedAmount: money('received_amount'),
  sessionId: uuid('session_id'),
  lineId: uuid('line_id'),
  reason: text('reason'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export type StockMovementKind = 'purchase' | 'sale' | 'refund' | 'use' | 'count';

/** Issue 31: the stock ledger; products.stock is its sum (kept by the database). */
export const stockMovements = pgTable('stock_movements', {
  id: uuid('id').primaryKey().defaultRandom(),
  salonId: uuid('salon_id').notNull().references(() => salons.id),
  productId: uuid('product_id').notNull(),
  kind: text('kind').$type<StockMovementKind>().notNull(),
  /** Signed: in (purchase, refund) positive, out (sale, use) negative, a count either. */
  quantity: integer('quantity').notNull(),
  billLineId: uuid('bill_line_id'),
  reason: text('reason'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});
