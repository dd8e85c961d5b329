// Contact inbox statuses (spec 2 §4) with their Turkish labels. 'read' is what opening a new
// message sets; any status can be set to any other from the row's dropdown.
import type { ContactMessageStatus } from '@/lib/db/schema';

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'scheduled', 'archived'] as const satisfies readonly ContactMessageStatus[];

export const CONTACT_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: 'Yeni',
  read: 'Okundu',
  replied: 'Yanıtlandı',
  scheduled: 'Demo Planlandı',
  archived: 'Arşivlendi',
};
