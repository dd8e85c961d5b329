import 'server-only';
// The contact inbox as the admin screen and its polling endpoint see it: the URL's
// ?q=&filter=&page= parsed once (the shared filter tabs write `filter`), and rows turned into
// plain JSON (ISO dates) so the server render and the 2-second poll hand the client the same shape.
import { listContactMessages, type ContactMessage } from '@/lib/db/contact-messages';
import type { ContactMessageStatus } from '@/lib/db/schema';
import { contactListQuerySchema, type ContactListQuery } from '@/lib/validation/contact-inbox';
import type { RawSearchParams } from './table-query';

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

export function contactRowView(row: ContactMessage): ContactRowView {
  return {
    id: row.id, name: row.name, email: row.email, phone: row.phone, salonName: row.salonName, message: row.message,
    status: row.status, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function loadContactPage(query: ContactListQuery): Promise<ContactPageView> {
  const page = await listContactMessages(query);
  return { rows: page.rows.map(contactRowView), total: page.total, page: page.page, pageCount: page.pageCount, counts: page.counts };
}
