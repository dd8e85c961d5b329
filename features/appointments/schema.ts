// Zod schemas for booking, shared by the route handlers (the authority) and the booking page
// (early feedback). Messages are the spec's Turkish strings where it gives them (spec 1 §5, §8).
// Fields a client could fake (endTime, totalAmount, customerId) are accepted for compatibility
// with the spec's payload but never trusted: the server recomputes or derives them.
import { z } from 'zod';
import { BOOKING_MESSAGES } from '@/features/booking/schema.messages';
import { calendarDate as calendarDateField, object, optionalEmail, optionalText, phone, text } from '@/platform/text/input';

export { BOOKING_MESSAGES };

/** Any 8-4-4-4-12 hex id (PostgreSQL's uuid type accepts every version). */
const id = (message: string) => z.guid({ error: message });

/**
 * 'YYYY-MM-DD' that is a real calendar date in the sane range of platform/time/calendar.ts
 * (DESIGN.md "Inputs"): year 0000 or 9999 is refused here with a Turkish message instead of
 * reaching PostgreSQL (22008). Bookings are further limited to a horizon from today
 * (features/booking/rules/slots.ts, BOOKING_HORIZON_MONTHS).
 */
export const calendarDate = calendarDateField(BOOKING_MESSAGES.date);

/** 'HH:MM' (a trailing ':00' is accepted and dropped). */
export const wallClockTime = z
  .string({ error: BOOKING_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, { error: BOOKING_MESSAGES.time })
  .transform((value) => value.slice(0, 5));

export const slotsQuerySchema = object({
  staffId: id(BOOKING_MESSAGES.staff),
  date: calendarDate,
  serviceId: z.preprocess((v) => (v === '' || v === null ? undefined : v), id(BOOKING_MESSAGES.service).optional()),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

/** spec 1 §3 "Appointment create payload". */
export const createAppointmentSchema = object({
  salonId: id(BOOKING_MESSAGES.salon),
  serviceId: id(BOOKING_MESSAGES.service),
  staffId: id(BOOKING_MESSAGES.staff),
  date: calendarDate,
  startTime: wallClockTime,
  customerName: text({ required: BOOKING_MESSAGES.name, min: 2, max: 100, tooLong: 'Ad soyad en fazla 100 karakter olabilir' }),
  customerPhone: phone(BOOKING_MESSAGES.phone),
  customerEmail: optionalEmail(BOOKING_MESSAGES.email),
  notes: optionalText({ max: 500, tooLong: BOOKING_MESSAGES.notes, multiline: true }),
  // Accepted, never trusted: the session decides the customer, the service decides the rest.
  customerId: z.unknown().optional(),
  endTime: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
});
export type CreateAppointmentInput = z.output<typeof createAppointmentSchema>;

/** A guest's link that leads to no appointment, and one whose appointment can no longer be cancelled. */
export const MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE = 'Randevu bilgisi bulunamadı';
export const MANAGED_APPOINTMENT_NOT_CANCELLABLE_MESSAGE = 'Bu randevu artık iptal edilemez.';

/** The raw token of a guest's private link: 64 lowercase hex characters. */
export const manageTokenSchema = z.string({ error: MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE })
  .regex(/^[0-9a-f]{64}$/, { error: MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE });

export const cancelAppointmentSchema = object({ token: manageTokenSchema }, MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE);
