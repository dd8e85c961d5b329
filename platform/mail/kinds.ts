// What caused a message (the admin's outbox list shows it). A module of its own so that the
// outbox (platform/mail/outbox.ts) and the mail budget (platform/limits/budgets.ts), which the
// outbox consults, both read it without importing each other.
export type EmailKind =
  | 'booking_confirmation' | 'booking_confirmed' | 'booking_cancellation' | 'booking_moved' | 'salon_booking_notice'
  | 'salon_cancellation_notice' | 'contact_reply' | 'salon_welcome' | 'appointment_reminder'
  | 'subscription_expiry' | 'bill_summary' | 'kvkk_request_code' | 'kvkk_request_result' | 'test' | 'other';
