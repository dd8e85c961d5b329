// Booking constants from spec 1 §9, in one place so the slot list, the booking endpoint and
// the database agree.

/** Slots start every 30 minutes from opening time. */
export const SLOT_STEP_MINUTES = 30;

/** Salon hours used when a salon has none (spec §9: 09:00–20:00 "in slot computation"). */
export const DEFAULT_OPEN_MINUTES = 540;
export const DEFAULT_CLOSE_MINUTES = 1200;

/** Slot list without a chosen service: each slot is assumed to last 60 minutes (spec §9). */
export const DEFAULT_SLOT_DURATION_MINUTES = 60;

/**
 * A service without a usable duration (no per-weekday row and no duration of its own) lasts
 * 30 minutes (spec §9 "else 30"). services.duration_minutes is NOT NULL in our schema, so this
 * only covers rows written by other clients with nonsense values.
 */
export const FALLBACK_SERVICE_DURATION_MINUTES = 30;

/**
 * A booked appointment without end_time (written by the mobile app) lasts 60 minutes: the
 * spec's default duration, and exactly what the appointments_no_overlap constraint assumes.
 */
export const DEFAULT_SPAN_MINUTES = 60;

/** Statuses that occupy the staff member's time (spec §4). */
export const BUSY_STATUSES = ['scheduled', 'confirmed'] as const;

/** Statuses a guest may still cancel from the manage link. */
export const CANCELLABLE_STATUSES = ['scheduled', 'confirmed', 'pending'] as const;

/** Bookings reach at most this many calendar months ahead of Istanbul's today (issue 13). */
export const BOOKING_HORIZON_MONTHS = 6;
