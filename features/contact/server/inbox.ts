import 'server-only';
// The contact inbox as the admin screen and its polling endpoint see it: the URL's
// ?q=&filter=&page= parsed once (the shared filter tabs write `filter`), and rows turned into
// plain JSON (ISO dates) so the server render and the 2-second poll hand the client the same shape.
//
// Each row also carries where its e-mail reply stands in the outbox (sent, queued, failed + the
// last error). A message whose newest reply failed for good no longer reads as 'replied' (the
// status is derived in features/contact/server/contact-messages.ts): the customer got no answer, and the red
// delivery badge says why.
import { getDb } from '@/platform/db';
import { listContactMessages, type ContactMessage } from '@/features/contact/server/contact-messages';
import { latestEmailsFor, type LatestDelivery } from '@/platform/mail/outbox-queue';
import type { ContactMessageStatus } from '@/platform/db/schema';
import type { ReplyDeliveryState } from '@/features/contact/rules/status';
import { contactListQuerySchema, type ContactListQuery } from '@/features/contact/schema.inbox';
import type { RawSearchParams } from '@/platform/http/table-query';

export interface ContactRowView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  salonName: string | null;
  message: string | null;
  status: ContactMessageStatus;
  createdAt: string;
  readAt: string | null;
  /** The newest e-mail reply's delivery, or null when none was written. */
  reply: ReplyDeliveryView | null;
}

export interface ReplyDeliveryView {
  state: ReplyDeliveryState;
  to: string;
  attempts: number;
  /** The last SMTP error (Turkish); null once sent. */
  error: string | null;
  /** When it was sent, or when the last attempt was recorded. */
  at: string;
}

export interface ContactPageView {
  rows: ContactRowView[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<ContactMessageStatus | 'all', number>;
}

function one(value: string | string[] | null | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function parseContactQuery(params: RawSearchParams | URLSearchParams): ContactListQuery {
  const get = (key: string) => (params instanceof URLSearchParams ? params.get(key) : one(params[key]));
  return contactListQuerySchema.parse({ q: get('q') ?? undefined, status: get('filter') ?? undefined, page: get('page') ?? undefined });
}

function replyView(delivery: LatestDelivery | undefined): ReplyDeliveryView | null {
  if (!delivery) return null;
  // 'logged' is a legacy status that never reached a mail server: not delivered, still pending.
  const state: ReplyDeliveryState = delivery.status === 'sent' ? 'sent' : delivery.status === 'failed' ? 'failed' : 'queued';
  return {
    state, to: delivery.toEmail, attempts: delivery.attempts,
    error: state === 'sent' ? null : delivery.error,
    at: (state === 'sent' ? delivery.sentAt ?? delivery.updatedAt : delivery.updatedAt).toISOString(),
  };
}

function contactRowView(row: ContactMessage, delivery: LatestDelivery | undefined): ContactRowView {
  return {
    id: row.id, name: row.name, email: row.email, phone: row.phone, salonName: row.salonName, message: row.message,
    status: row.status, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null,
    reply: replyView(delivery),
  };
}

/** Rows with their reply's delivery state (one outbox query for the whole page). */
export async function contactRowViews(rows: ContactMessage[]): Promise<ContactRowView[]> {
  const deliveries = await latestEmailsFor(await getDb(), 'contact_reply', rows.map((r) => r.id));
  return rows.map((row) => contactRowView(row, deliveries.get(row.id)));
}

export async function loadContactPage(query: ContactListQuery): Promise<ContactPageView> {
  const page = await listContactMessages(query);
  return { rows: await contactRowViews(page.rows), total: page.total, page: page.page, pageCount: page.pageCount, counts: page.counts };
}
