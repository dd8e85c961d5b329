import 'server-only';
// The operator's list of texts (admin → SMS): the newest first, by status, searchable by number,
// with what each cost, what the provider answered and its delivery report. Reads check the
// caller's level themselves (loadSmsPage), as every loader does.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { getDb, type Db } from '@/platform/db';
import { salons, smsOutbox, type SmsDelivery, type SmsOutboxStatus } from '@/platform/db/schema';
import { likePattern, offsetOf, pageOf, type Paged, type TableQuery } from '@/platform/http/table-query';
import { phoneSearchDigits } from '@/platform/text/phone';
import type { SmsEncoding } from '../rules/encoding';

export const SMS_SCREEN = screenAt('/admin/sms');

export const SMS_TABLE = {
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: ['all', 'queued', 'sent', 'failed'],
  defaultFilter: 'all',
  pageSize: 50,
} as const;
export type SmsListQuery = TableQuery<(typeof SMS_TABLE.sorts)[number], (typeof SMS_TABLE.filters)[number]>;
export type SmsListCounts = Record<(typeof SMS_TABLE.filters)[number], number>;

/** One row as the page shows it: never the provider's credentials, only what the row holds. */
export interface AdminSmsRow {
  id: string;
  createdAt: Date;
  toPhone: string;
  kind: string;
  body: string;
  parts: number;
  encoding: SmsEncoding;
  salonName: string | null;
  status: SmsOutboxStatus;
  error: string | null;
  attempts: number;
  nextAttemptAt: Date;
  providerId: string | null;
  sentAt: Date | null;
  delivery: SmsDelivery | null;
  deliveryDetail: string | null;
}

/** A search is a number (any typed form, or a part of one); anything else matches nothing. */
function searchCondition(q: string) {
  const digits = phoneSearchDigits(q);
  return digits ? sql`${smsOutbox.toPhone} like ${likePattern(digits)}` : sql`false`;
}

export async function listAdminSms(query: SmsListQuery, db?: Db): Promise<Paged<AdminSmsRow> & { counts: SmsListCounts }> {
  const handle = db ?? (await getDb());
  const search = query.q ? searchCondition(query.q) : undefined;
  const where = and(search, query.filter === 'all' ? undefined : eq(smsOutbox.status, query.filter));
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const [rows, byStatus] = await Promise.all([
    handle.select({
      id: smsOutbox.id, createdAt: smsOutbox.createdAt, toPhone: smsOutbox.toPhone, kind: smsOutbox.kind, body: smsOutbox.body,
      parts: smsOutbox.parts, encoding: smsOutbox.encoding, salonName: salons.name, status: smsOutbox.status, error: smsOutbox.error,
      attempts: smsOutbox.attempts, nextAttemptAt: smsOutbox.nextAttemptAt, providerId: smsOutbox.providerId, sentAt: smsOutbox.sentAt,
      delivery: smsOutbox.delivery, deliveryDetail: smsOutbox.deliveryDetail,
    }).from(smsOutbox)
      .leftJoin(salons, eq(salons.id, smsOutbox.salonId))
      .where(where)
      // sms_outbox_created_idx serves the newest-first page; the id keeps equal times in one order.
      .orderBy(sql`${smsOutbox.createdAt} ${direction}`, desc(smsOutbox.id))
      .limit(query.pageSize).offset(offsetOf(query)),
    handle.select({ status: smsOutbox.status, n: count() }).from(smsOutbox).where(search).groupBy(smsOutbox.status),
  ]);
  const counts: SmsListCounts = { all: 0, queued: 0, sent: 0, failed: 0 };
  for (const { status, n } of byStatus) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  return { ...pageOf(rows, counts[query.filter], query), counts };
}

/** The screen's read: refused (login redirect or 403) unless the caller may open /admin/sms. */
export async function loadSmsPage(query: SmsListQuery) {
  await requireAdmin(SMS_SCREEN.level);
  return listAdminSms(query);
}
