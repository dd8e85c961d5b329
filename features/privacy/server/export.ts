import 'server-only';
// Everything we hold about a signed-in customer (KVKK art. 11: access and a copy), as one
// JSON-ready object: GET /api/me/export downloads it, /verilerim shows it. Its sources are
// declared in features/privacy/rules/export-sources.ts, one loader per section below; every
// query is filtered by the session's customer id. Money is returned as the database's decimal
// strings ('450.00'), times as ISO instants, dates as 'YYYY-MM-DD'.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Queryable } from '@/platform/db';
import {
  appointments, customerSessions, customers, emailOutbox, salonReviewReplies, salonReviews, salons, services, smsOutbox, staff,
  type SmsDelivery, type SmsOutboxStatus,
} from '@/platform/db/schema';
import { EXPORT_SOURCES, type ExportSection } from '@/features/privacy/rules/export-sources';
import { CUSTOMER_MAIL_KINDS, CUSTOMER_SMS_KINDS } from '@/features/privacy/rules/mail-audience';
import { loadExportBills, type ExportBill } from './export-bills';

export type { ExportBill } from './export-bills';

export interface ExportProfile {
  phone: string;
  firstName: string;
  lastName: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportSession { createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }

export interface ExportAppointment {
  id: string;
  salonName: string | null;
  serviceName: string | null;
  staffName: string | null;
  date: string;
  startTime: string;
  endTime: string | null;
  status: string;
  totalAmount: number;
  /** What was written on the booking: the name, phone and e-mail given, and the note. */
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  notes: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  createdAt: string;
}

export interface ExportReview {
  id: string;
  salonName: string | null;
  staffName: string | null;
  rating: number;
  comment: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  reply: { text: string; createdAt: string; updatedAt: string } | null;
}

export interface ExportEmail { to: string; subject: string; kind: string; status: string; createdAt: string; sentAt: string | null }

export interface ExportText {
  /** The number as stored ('05321234567'). */
  to: string;
  kind: string;
  status: SmsOutboxStatus;
  /** The provider's delivery report; null before the text was handed over. */
  delivery: SmsDelivery | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
}

export interface CustomerExport {
  exportedAt: string;
  /** Where each section comes from (table.column), so the reader knows what was searched. */
  sources: { section: ExportSection; table: string; column: string }[];
  profile: ExportProfile;
  sessions: ExportSession[];
  appointments: ExportAppointment[];
  reviews: ExportReview[];
  bills: ExportBill[];
  emails: ExportEmail[];
  texts: ExportText[];
}

const iso = (d: Date) => d.toISOString();
const staffName = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : null);

async function loadProfile(db: Queryable, customerId: string): Promise<ExportProfile | null> {
  // Named columns only: never password_hash.
  const [row] = await db.select({
    phone: customers.phone, firstName: customers.firstName, lastName: customers.lastName, email: customers.email,
    createdAt: customers.createdAt, updatedAt: customers.updatedAt,
  }).from(customers).where(and(eq(customers.id, customerId), eq(customers.isActive, true))).limit(1);
  return row ? { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) } : null;
}

async function loadSessions(db: Queryable, customerId: string): Promise<ExportSession[]> {
  // Never token_hash.
  const rows = await db.select({
    createdAt: customerSessions.createdAt, expiresAt: customerSessions.expiresAt,
    ipAddress: customerSessions.ipAddress, userAgent: customerSessions.userAgent,
  }).from(customerSessions).where(eq(customerSessions.customerId, customerId)).orderBy(desc(customerSessions.createdAt));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), expiresAt: iso(r.expiresAt) }));
}

async function loadAppointments(db: Queryable, customerId: string): Promise<ExportAppointment[]> {
  const rows = await db.select({
    id: appointments.id, salonName: salons.name, serviceName: services.name, staffFirst: staff.firstName, staffLast: staff.lastName,
    date: appointments.appointmentDate, startTime: appointments.startTime, endTime: appointments.endTime,
    status: appointments.status, totalAmount: appointments.totalAmount, customerName: appointments.customerName,
    customerPhone: appointments.customerPhone, customerEmail: appointments.customerEmail, notes: appointments.notes,
    cancelledBy: appointments.cancelledBy, cancelReason: appointments.cancelReason, createdAt: appointments.createdAt,
  }).from(appointments)
    .leftJoin(salons, eq(salons.id, appointments.salonId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(eq(appointments.customerId, customerId))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.startTime));
  return rows.map(({ staffFirst, staffLast, ...r }) => ({
    ...r, staffName: staffName(staffFirst, staffLast), startTime: r.startTime.slice(0, 5), endTime: r.endTime?.slice(0, 5) ?? null,
    totalAmount: Number(r.totalAmount), createdAt: iso(r.createdAt),
  }));
}

async function loadReviews(db: Queryable, customerId: string): Promise<ExportReview[]> {
  const rows = await db.select({
    id: salonReviews.id, salonName: salons.name, staffFirst: staff.firstName, staffLast: staff.lastName,
    rating: salonReviews.rating, comment: salonReviews.comment, status: salonReviews.status,
    createdAt: salonReviews.createdAt, updatedAt: salonReviews.updatedAt,
    replyText: salonReviewReplies.reply, replyCreatedAt: salonReviewReplies.createdAt, replyUpdatedAt: salonReviewReplies.updatedAt,
  }).from(salonReviews)
    .leftJoin(salons, eq(salons.id, salonReviews.salonId))
    .leftJoin(staff, eq(staff.id, salonReviews.staffId))
    .leftJoin(salonReviewReplies, eq(salonReviewReplies.reviewId, salonReviews.id))
    .where(eq(salonReviews.customerId, customerId))
    .orderBy(desc(salonReviews.createdAt));
  return rows.map(({ staffFirst, staffLast, replyText, replyCreatedAt, replyUpdatedAt, ...r }) => ({
    ...r, staffName: staffName(staffFirst, staffLast), createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
    reply: replyText && replyCreatedAt && replyUpdatedAt
      ? { text: replyText, createdAt: iso(replyCreatedAt), updatedAt: iso(replyUpdatedAt) } : null,
  }));
}

/** Mail written to the customer about their own appointments and bills; no bodies (rules/export-sources.ts says why). */
async function loadEmails(db: Queryable, appointmentIds: string[], billIds: string[]): Promise<ExportEmail[]> {
  const ids = [...appointmentIds, ...billIds];
  if (ids.length === 0) return [];
  const rows = await db.select({
    to: emailOutbox.toEmail, subject: emailOutbox.subject, kind: emailOutbox.kind, status: emailOutbox.status,
    createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt,
  }).from(emailOutbox)
    .where(and(inArray(emailOutbox.kind, CUSTOMER_MAIL_KINDS), inArray(emailOutbox.referenceId, ids)))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), sentAt: r.sentAt ? iso(r.sentAt) : null }));
}

/** Text messages to the customer about their own appointments; no bodies, as the mail. */
async function loadTexts(db: Queryable, appointmentIds: string[]): Promise<ExportText[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await db.select({
    to: smsOutbox.toPhone, kind: smsOutbox.kind, status: smsOutbox.status, delivery: smsOutbox.delivery,
    createdAt: smsOutbox.createdAt, sentAt: smsOutbox.sentAt, deliveredAt: smsOutbox.deliveredAt,
  }).from(smsOutbox)
    .where(and(inArray(smsOutbox.kind, CUSTOMER_SMS_KINDS), inArray(smsOutbox.referenceId, appointmentIds)))
    .orderBy(asc(smsOutbox.createdAt));
  const at = (d: Date | null) => (d ? iso(d) : null);
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), sentAt: at(r.sentAt), deliveredAt: at(r.deliveredAt) }));
}

/** The customer's data, or null when there is no such active account. */
export async function loadCustomerExport(customerId: string, now = new Date()): Promise<CustomerExport | null> {
  const db = await getDb();
  const profile = await loadProfile(db, customerId);
  if (!profile) return null;
  const [sessions, appointmentRows, reviews, bills] = await Promise.all([
    loadSessions(db, customerId), loadAppointments(db, customerId), loadReviews(db, customerId), loadExportBills(db, customerId),
  ]);
  const [emails, texts] = await Promise.all([
    loadEmails(db, appointmentRows.map((a) => a.id), bills.map((b) => b.id)), loadTexts(db, appointmentRows.map((a) => a.id)),
  ]);
  return {
    exportedAt: iso(now),
    sources: EXPORT_SOURCES.map(({ section, table, column }) => ({ section, table, column })),
    profile, sessions, appointments: appointmentRows, reviews, bills, emails, texts,
  };
}
