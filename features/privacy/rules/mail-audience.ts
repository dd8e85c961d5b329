// Whom each kind of e-mail and text message is written to. The export lists a customer's own
// messages (about their appointments and bills); the closure deletes every message about those
// records, whoever got it. Records over EmailKind and SmsKind, so a new kind fails the type check
// until it is placed here.
import type { EmailKind } from '@/platform/mail/kinds';
import type { SmsKind } from '@/features/sms/server/outbox';

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

/** The texts (features/sms), as the mail: the salon's own phone gets the notices; nobody's account owns the rest. */
export const SMS_AUDIENCE: Record<SmsKind, MailAudience> = {
  booking_confirmation: 'customer',
  booking_confirmed: 'customer',
  booking_moved: 'customer',
  booking_cancellation: 'customer',
  appointment_reminder: 'customer',
  salon_booking_notice: 'salon',
  salon_cancellation_notice: 'salon',
  // To whatever number the requester typed at /kvkk/basvuru: no account is involved.
  kvkk_request_code: 'other',
  test: 'other',
};

export const CUSTOMER_SMS_KINDS = (Object.keys(SMS_AUDIENCE) as SmsKind[]).filter((k) => SMS_AUDIENCE[k] === 'customer');
