// Contact inbox statuses (spec 2 §4) with their Turkish labels. 'read' is what opening a new
// message sets; any status can be set to any other from the row's dropdown.
import type { ContactMessageStatus } from '@/platform/db/schema';

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'scheduled', 'archived'] as const satisfies readonly ContactMessageStatus[];

export const CONTACT_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: 'Yeni',
  read: 'Okundu',
  replied: 'Yanıtlandı',
  scheduled: 'Demo Planlandı',
  archived: 'Arşivlendi',
};

/** Where an e-mail reply stands in the outbox (the inbox's 'Yanıt' badge). */
export type ReplyDeliveryState = 'sent' | 'queued' | 'failed';

export const REPLY_DELIVERY_LABELS: Record<ReplyDeliveryState, string> = {
  sent: 'Gönderildi',
  queued: 'Kuyrukta',
  failed: 'Gönderilemedi',
};
