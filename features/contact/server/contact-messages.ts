import 'server-only';
// Contact form submissions (spec 1 §2 #contact) and the admin inbox over them (spec 2
// /admin/contacts): search, status filter and paging on the server, status changes (leaving
// 'new' stamps read_at), mark all read, bulk archive and delete. Authorization is the caller's
// (requireAdmin in the admin action); every function here returns what changed, for the log.
//
// A message's status as read here is the stored one, except that 'replied' whose newest e-mail
// reply the outbox gave up on ('failed' for good) reads as 'read': the customer got no answer,
// so the inbox must not say 'Yanıtlandı' (the row's red 'Gönderilemedi' badge says why). The
// filter tabs, their counts, the rows and the CSV all use this one derived status.
import { and, count, desc, eq, getTableColumns, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ContactListQuery } from '@/features/contact/schema.inbox';
import { CONTACT_PAGE_SIZE } from '@/features/contact/schema.inbox';
import { foldTurkish } from '@/platform/text/turkish';
import type { ContactMessageInput } from '@/features/contact/schema';
import { getDb, type Queryable } from '@/platform/db';
import { contactMessages, type ContactMessageStatus } from '@/platform/db/schema';
import { phoneDigitsMatch } from '@/platform/db/search';
import { foldedSql } from '@/platform/db/turkish-sql';

export type ContactMessage = typeof contactMessages.$inferSelect;

// Written with qualified names: inside a single-table select drizzle renders columns bare, and a
// bare "id"/"status" in the subquery would name email_outbox's own columns.
const shownStatus = sql<ContactMessageStatus>`(case when "contact_messages"."status" = 'replied' and (
  select "o"."status" from "email_outbox" "o"
  where "o"."kind" = 'contact_reply' and "o"."reference_id" = "contact_messages"."id"::text
  order by "o"."created_at" desc, "o"."id" desc limit 1
) = 'failed' then 'read' else "contact_messages"."status" end)`;

/** Every column, with the status as the inbox shows it. */
const messageColumns = { ...getTableColumns(contactMessages), status: shownStatus };

/** Saves a new message (status 'new') and returns its id. */
export async function createContactMessage(input: ContactMessageInput): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      salonName: input.salonName ?? null,
      message: input.message ?? null,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

export type ContactFilter = Pick<ContactListQuery, 'q' | 'status'>;

/** Turkish- and case-insensitive search over every text field, plus the status filter. */
function filterCondition(filter: ContactFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status && filter.status !== 'all') parts.push(sql`${shownStatus} = ${filter.status}`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${foldTurkish(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = (column: SQLWrapper) => sql`${foldedSql(column)} like ${pattern}`;
    parts.push(or(
      like(contactMessages.name), like(contactMessages.email), like(contactMessages.phone),
      like(contactMessages.salonName), like(contactMessages.message),
      // A phone typed as shown ('0 212 557 83 95') against the stored one, both as digits.
      phoneDigitsMatch(contactMessages.phone, q),
    ));
  }
  return and(...parts);
}

export interface ContactPage {
  rows: ContactMessage[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Messages per status over the whole inbox (for the filter's badges), and 'all'. */
  counts: Record<ContactMessageStatus | 'all', number>;
}

/** One page, newest first. A page past the end comes back as the last page. */
export async function listContactMessages(query: ContactListQuery, pageSize = CONTACT_PAGE_SIZE): Promise<ContactPage> {
  const db = await getDb();
  const where = filterCondition(query);
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = await db.select(messageColumns).from(contactMessages).where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize).offset((page - 1) * pageSize);
  const byStatus = await db.select({ status: shownStatus, n: count() }).from(contactMessages)
    .groupBy(shownStatus);
  const counts = { all: 0, new: 0, read: 0, replied: 0, scheduled: 0, archived: 0 };
  for (const { status, n } of byStatus) { counts[status] = n; counts.all += n; }
  return { rows, total, page, pageSize, pageCount, counts };
}

/** Every message the filter matches (the CSV export), newest first, at most `limit`. */
export async function listContactMessagesForExport(filter: ContactFilter, limit = 50_000): Promise<ContactMessage[]> {
  const db = await getDb();
  return db.select(messageColumns).from(contactMessages).where(filterCondition(filter))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
}

export async function getContactMessage(id: string, db?: Queryable): Promise<ContactMessage | null> {
  const [row] = await (db ?? (await getDb())).select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/** read_at for a row moving to `status`: kept once stamped, set when leaving 'new', cleared back at 'new'. */
function readAtFor(status: ContactMessageStatus, now: Date) {
  return status === 'new' ? sql`null` : sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)`;
}

/** Any status to any other (the row dropdown). Returns the updated row, or null if it is gone. */
export async function setContactMessageStatus(id: string, status: ContactMessageStatus, now = new Date(), db?: Queryable): Promise<ContactMessage | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn.update(contactMessages)
    .set({ status, readAt: readAtFor(status, now) })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row ? getContactMessage(id, conn) : null;
}

/** Opening a message: a new one becomes 'read'; others keep their status. Returns the row. */
export async function openContactMessage(id: string, now = new Date()): Promise<ContactMessage | null> {
  const db = await getDb();
  const [opened] = await db.update(contactMessages)
    .set({ status: 'read', readAt: readAtFor('read', now) })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
    .returning();
  return opened ?? getContactMessage(id, db);
}

/** 'Mark all as read': every new message becomes 'read'. Returns how many changed. */
export async function markAllContactMessagesRead(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db.update(contactMessages)
    .set({ status: 'read', readAt: readAtFor('read', now) })
    .where(eq(contactMessages.status, 'new'))
    .returning({ id: contactMessages.id });
  return rows.length;
}

/** Bulk archive; returns the ids that exist and were archived. */
export async function archiveContactMessages(ids: string[], now = new Date()): Promise<string[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.update(contactMessages)
    .set({ status: 'archived', readAt: readAtFor('archived', now) })
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id });
  return rows.map((r) => r.id);
}

/** Bulk delete; returns the ids that existed and were deleted. */
export async function deleteContactMessages(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.delete(contactMessages).where(inArray(contactMessages.id, ids)).returning({ id: contactMessages.id });
  return rows.map((r) => r.id);
}
