import 'server-only';
// The operator's side of KVKK requests (/admin/kvkk): every request made at /kvkk/basvuru, filtered
// by status, searched by contact or message, nearest deadline first; and the answer (done or
// rejected, with a note), which an e-mail request's sender receives by mail in the same
// transaction (art. 13/2). Customers' own exports and closures at /verilerim are instant and never
// appear here. Reads check the caller's level themselves (loadKvkkRequestPage), as every loader does.
//
// Requests are few (a handful a month), so the search reads the table rather than an index.
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { getDb } from '@/platform/db';
import { adminUsers, kvkkRequests } from '@/platform/db/schema';
import { foldedPattern } from '@/platform/db/search';
import { likePattern, offsetOf, pageOf, type Paged, type TableQuery } from '@/platform/http/table-query';
import { enqueueEmail } from '@/platform/mail/outbox';
import { phoneSearchDigits } from '@/platform/text/phone';
import type { KvkkResolveInput } from '../schema.requests';
import type { KvkkRequestView } from '../types';
import { KVKK_REQUEST_STATUSES, type KvkkRequestKind } from '../rules/requests';
import { requestResultEmail } from './request-mail';

export const KVKK_SCREEN = screenAt('/admin/kvkk');

/** Open requests first (the work to do), the nearest deadline on top. */
export const KVKK_REQUEST_TABLE = {
  sorts: ['dueAt', 'createdAt'],
  defaultSort: 'dueAt',
  defaultDir: 'asc',
  filters: ['open', 'unverified', 'done', 'rejected', 'all'],
  defaultFilter: 'open',
} as const;
export type KvkkRequestQuery = TableQuery<(typeof KVKK_REQUEST_TABLE.sorts)[number], (typeof KVKK_REQUEST_TABLE.filters)[number]>;
export type KvkkRequestCounts = Record<(typeof KVKK_REQUEST_TABLE.filters)[number], number>;

export const RESOLVE_MESSAGES = {
  notFound: 'Başvuru bulunamadı',
  unverified: 'Bu başvurunun e-posta adresi veya telefon numarası doğrulanmadı; sonuçlandırılamaz.',
  answered: 'Bu başvuru zaten sonuçlandırıldı.',
  done: 'Başvuru tamamlandı olarak kaydedildi',
  rejected: 'Başvuru reddedildi olarak kaydedildi',
  mailed: 'Sonuç başvurana e-postayla gönderiliyor.',
} as const;

/** The contact as typed (an e-mail's part, a phone's digits however spaced) or words of the message. */
function searchCondition(q: string): SQL {
  const digits = phoneSearchDigits(q);
  return or(
    sql`${kvkkRequests.contact} like ${likePattern(q.toLowerCase())}`,
    sql`search_fold(coalesce(${kvkkRequests.message}, '')) like ${foldedPattern(q)}`,
    ...(digits ? [sql`${kvkkRequests.contact} like ${likePattern(digits)}`] : []),
  )!;
}

// Unverified requests have no deadline yet: they sort after the dated ones in either direction.
const ORDER: Record<KvkkRequestQuery['sort'], Record<KvkkRequestQuery['dir'], SQL>> = {
  dueAt: { asc: sql`${kvkkRequests.dueAt} asc nulls last`, desc: sql`${kvkkRequests.dueAt} desc nulls last` },
  createdAt: { asc: sql`${kvkkRequests.createdAt} asc`, desc: sql`${kvkkRequests.createdAt} desc` },
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listKvkkRequests(query: KvkkRequestQuery): Promise<Paged<KvkkRequestView> & { counts: KvkkRequestCounts }> {
  const db = await getDb();
  const search = query.q ? searchCondition(query.q) : undefined;
  const where = and(search, query.filter === 'all' ? undefined : eq(kvkkRequests.status, query.filter));
  const [rows, byStatus] = await Promise.all([
    db.select({
      id: kvkkRequests.id, kind: kvkkRequests.kind, channel: kvkkRequests.channel, contact: kvkkRequests.contact,
      message: kvkkRequests.message, status: kvkkRequests.status, createdAt: kvkkRequests.createdAt,
      verifiedAt: kvkkRequests.verifiedAt, dueAt: kvkkRequests.dueAt, handledAt: kvkkRequests.handledAt,
      handledByName: sql<string | null>`coalesce(nullif(trim(${adminUsers.fullName}), ''), ${adminUsers.email})`,
      resolutionNote: kvkkRequests.resolutionNote,
    }).from(kvkkRequests)
      .leftJoin(adminUsers, eq(adminUsers.id, kvkkRequests.handledBy))
      .where(where)
      .orderBy(ORDER[query.sort][query.dir], sql`${kvkkRequests.createdAt} desc`, kvkkRequests.id)
      .limit(query.pageSize).offset(offsetOf(query)),
    db.select({ status: kvkkRequests.status, n: count() }).from(kvkkRequests).where(search).groupBy(kvkkRequests.status),
  ]);
  const counts = Object.fromEntries([...KVKK_REQUEST_STATUSES.map((s) => [s, 0]), ['all', 0]]) as KvkkRequestCounts;
  for (const { status, n } of byStatus) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  const views = rows.map((r) => ({
    ...r, createdAt: r.createdAt.toISOString(), verifiedAt: iso(r.verifiedAt), dueAt: iso(r.dueAt), handledAt: iso(r.handledAt),
  }));
  return { ...pageOf(views, counts[query.filter], query), counts };
}

/** The screen's read: refused (login redirect or 403) unless the caller may open /admin/kvkk. */
export async function loadKvkkRequestPage(query: KvkkRequestQuery) {
  await requireAdmin(KVKK_SCREEN.level);
  return listKvkkRequests(query);
}

export interface ResolvedRequest { kind: KvkkRequestKind; outcome: 'done' | 'rejected'; mailed: boolean }

/**
 * Answers an open request once: a second answer, or one to a request whose address was never
 * proven, is refused (409). An e-mail request's sender gets the note by mail, queued in the same
 * transaction; a phone request is answered by the operator by phone or letter, the note is the record.
 */
export async function resolveKvkkRequest(input: KvkkResolveInput, adminId: string, now = new Date()): Promise<ActionResult<ResolvedRequest>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(kvkkRequests)
      .set({ status: input.outcome, resolutionNote: input.note, handledBy: adminId, handledAt: now })
      .where(and(eq(kvkkRequests.id, input.id), eq(kvkkRequests.status, 'open')))
      .returning();
    if (!row) {
      const [found] = await tx.select({ status: kvkkRequests.status }).from(kvkkRequests).where(eq(kvkkRequests.id, input.id));
      if (!found) return fail(RESOLVE_MESSAGES.notFound, undefined, 404);
      return fail(found.status === 'unverified' ? RESOLVE_MESSAGES.unverified : RESOLVE_MESSAGES.answered, undefined, 409);
    }
    const mailed = row.channel === 'email';
    if (mailed) {
      await enqueueEmail(tx, requestResultEmail(row.contact, {
        id: row.id, kind: row.kind, outcome: input.outcome, note: input.note, receivedAt: row.verifiedAt ?? row.createdAt,
      }));
    }
    const message = `${RESOLVE_MESSAGES[input.outcome]}${mailed ? `. ${RESOLVE_MESSAGES.mailed}` : ''}`;
    return ok({ kind: row.kind, outcome: input.outcome, mailed }, message);
  });
}

