import 'server-only';
// One message about an appointment, by the channels the salon chose for it (rules/channels.ts):
// the text is queued when the salon wants SMS for this event, the number is a mobile and the
// salon's monthly allowance has room; otherwise, or when the salon wants e-mail too, the e-mail
// goes (when there is an address). So a landline, a spent allowance or a missing number never
// leaves the person without the message. Call inside the transaction of the change.
// A text about an appointment whose time has come is not written (a visit the desk records as
// it happens, or afterwards: the customer is at the desk), and one that waits in the queue past
// that time is not sent (sendBefore).
import { eq } from 'drizzle-orm';
import { istanbulToInstant } from '@/platform/time/istanbul';
import type { Queryable } from '@/platform/db';
import { salons } from '@/platform/db/schema';
import { enqueueEmail, type OutgoingEmail } from '@/platform/mail/outbox';
import { channelsOf, wantsEmail, wantsSms, type Channel, type MessageEvent } from '../rules/channels';
import { enqueueSms, type OutgoingSms } from './outbox';

export interface SalonMessaging { channels: Record<MessageEvent, Channel>; smsPhone: string | null }

export async function salonMessaging(db: Queryable, salonId: string): Promise<SalonMessaging> {
  const [row] = await db.select({ channels: salons.messageChannels, smsPhone: salons.smsPhone }).from(salons).where(eq(salons.id, salonId)).limit(1);
  return { channels: channelsOf(row?.channels), smsPhone: row?.smsPhone ?? null };
}

export interface Notice {
  event: MessageEvent;
  salonId: string;
  /** The number a text would go to: the customer's, or `{ salonsOwn: true }` for the salon's own SMS phone; null: none. */
  phone: string | null | { salonsOwn: true };
  /** The text and its rules; built only when a text is wanted. */
  sms: () => Omit<OutgoingSms, 'to' | 'salonId'>;
  /** The e-mail; null when there is no address. */
  email: OutgoingEmail | null;
}

export interface NoticeOutcome { sms: boolean; email: boolean }

export async function sendNotice(tx: Queryable, notice: Notice, now = new Date()): Promise<NoticeOutcome> {
  const { channels, smsPhone } = await salonMessaging(tx, notice.salonId);
  const channel = channels[notice.event];
  const phone = notice.phone !== null && typeof notice.phone === 'object' ? smsPhone : notice.phone;
  let sms = false;
  if (wantsSms(channel) && phone) {
    const message = notice.sms();
    const startsAt = message.appointment ? istanbulToInstant(message.appointment.date, message.appointment.time.slice(0, 5)) : null;
    if (!startsAt || startsAt > now) {
      const sendBefore = message.sendBefore ?? startsAt ?? undefined;
      sms = (await enqueueSms(tx, { ...message, sendBefore, to: phone, salonId: notice.salonId }, now)).queued;
    }
  }
  // The e-mail goes when wanted, or in place of a text that could not go.
  let email = false;
  if ((wantsEmail(channel) || !sms) && notice.email) {
    await enqueueEmail(tx, notice.email);
    email = true;
  }
  return { sms, email };
}
