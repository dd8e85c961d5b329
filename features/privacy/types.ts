// What the KVKK request components receive, safe to hand to a client component: the public
// form's answer (features/privacy/server/requests.ts) and, for the back-office, one request as
// plain data with times as ISO strings (features/privacy/server/admin-requests.ts).
import type { KvkkRequestChannel, KvkkRequestKind, KvkkRequestStatus } from './rules/requests';

export interface KvkkRequestView {
  id: string;
  kind: KvkkRequestKind;
  channel: KvkkRequestChannel;
  /** The e-mail (lower-cased) or phone (11 digits) the requester gave. */
  contact: string;
  message: string | null;
  status: KvkkRequestStatus;
  createdAt: string;
  verifiedAt: string | null;
  dueAt: string | null;
  handledAt: string | null;
  /** The answering admin's name or e-mail; null while open, or when that account is gone. */
  handledByName: string | null;
  resolutionNote: string | null;
}

export type SubmittedRequest =
  /** Type the code next (mailed, or texted to a mobile number): the browser keeps the id to send it with. */
  | { next: 'code'; channel: KvkkRequestChannel; requestId: string }
  /** A landline, which gets no text: open already, the operator calls back; `dueAt` is ISO. */
  | { next: 'callback'; channel: 'phone'; dueAt: string };
