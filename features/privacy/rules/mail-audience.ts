// Whom each kind of e-mail is written to. The export lists a customer's own mail (about their
// appointments and bills); the closure deletes every message about those records, whoever got
// it. A Record over EmailKind, so a new kind fails the type check until it is placed here.
import type { EmailKind } from '@/platform/mail/kinds';

export type MailAudience = 'customer' | 'salon' | 'other';

export const MAIL_AUDIENCE: Record<EmailKind, MailAudience> = {
  booking_confirmation: 'customer',
  booking_confirmed: 'customer',
  booking_cancellation: 'customer',
  booking_moved: 'customer',
  appointment_reminder: 'customer',
  bill_summary: 'customer',
  salon_booking_notice: 'salon',
  salon_cancellation_notice: 'salon',
  salon_welcome: 'salon',
  subscription_expiry: 'salon',
  // A contact form's sender is not an account: nothing proves the address is this customer's.
  contact_reply: 'other',
  // A KVKK request's code and answer (/kvkk/basvuru) go to whatever address the requester gave:
  // no account is involved, and a closure must not delete the answer the law says we gave.
  kvkk_request_code: 'other',
  kvkk_request_result: 'other',
  test: 'other',
  other: 'other',
};

export const CUSTOMER_MAIL_KINDS = (Object.keys(MAIL_AUDIENCE) as EmailKind[]).filter((k) => MAIL_AUDIENCE[k] === 'customer');
