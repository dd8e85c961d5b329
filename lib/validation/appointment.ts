// Zod schemas for booking, shared by the route handlers (the authority) and the booking page
// (early feedback). Messages are the spec's Turkish strings where it gives them (spec 1 §5, §8).
// Fields a client could fake (endTime, totalAmount, customerId) are accepted for compatibility
// with the spec's payload but never trusted: the server recomputes or derives them.
import { z } from 'zod';

export const BOOKING_MESSAGES = {
  missingTitle: 'Eksik Bilgi',
  missing: 'Lütfen tüm zorunlu alanları doldurun',
  salon: 'Geçersiz salon',
  service: 'Lütfen bir hizmet seçin',
  staff: 'Lütfen bir personel seçin',
  date: 'Lütfen geçerli bir tarih seçin',
  time: 'Lütfen bir saat seçin',
  name: 'Lütfen adınızı giriniz',
  phone: 'Geçerli bir telefon numarası girin (0XXX XXX XX XX)',
  email: 'Geçerli bir email adresi girin',
  notes: 'Not en fazla 500 karakter olabilir',
} as const;

/** Any 8-4-4-4-12 hex id (PostgreSQL's uuid type accepts every version). */
const id = (message: string) => z.guid({ error: message });

/** 'YYYY-MM-DD' that is a real calendar date. */
export const calendarDate = z
  .string({ error: BOOKING_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: BOOKING_MESSAGES.date })
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  }, { error: BOOKING_MESSAGES.date });

/** 'HH:MM' (a trailing ':00' is accepted and dropped). */
export const wallClockTime = z
  .string({ error: BOOKING_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, { error: BOOKING_MESSAGES.time })
  .transform((value) => value.slice(0, 5));

/** Any typed form ('0 (532) 123 45 67', '532 123 4567') → '05321234567'; exactly 11 digits. */
export const bookingPhone = z
  .string({ error: BOOKING_MESSAGES.phone })
  .transform((value) => {
    const digits = value.replace(/\D/g, '');
    return digits.startsWith('0') ? digits : `0${digits}`;
  })
  .refine((digits) => /^0\d{10}$/.test(digits), { error: BOOKING_MESSAGES.phone });

const optionalText = (max: number, message: string) => z
  .string({ error: message })
  .trim()
  .max(max, { error: message })
  .nullish()
  .transform((value) => (value ? value : null));

export const slotsQuerySchema = z.object({
  staffId: id(BOOKING_MESSAGES.staff),
  date: calendarDate,
  serviceId: z.preprocess((v) => (v === '' || v === null ? undefined : v), id(BOOKING_MESSAGES.service).optional()),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

/** spec 1 §3 "Appointment create payload". */
export const createAppointmentSchema = z.object({
  salonId: id(BOOKING_MESSAGES.salon),
  serviceId: id(BOOKING_MESSAGES.service),
  staffId: id(BOOKING_MESSAGES.staff),
  date: calendarDate,
  startTime: wallClockTime,
  customerName: z
    .string({ error: BOOKING_MESSAGES.name })
    .trim()
    .min(2, { error: BOOKING_MESSAGES.name })
    .max(100, { error: 'Ad soyad en fazla 100 karakter olabilir' }),
  customerPhone: bookingPhone,
  customerEmail: z
    .string({ error: BOOKING_MESSAGES.email })
    .trim()
    .max(254, { error: BOOKING_MESSAGES.email })
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || z.email().safeParse(value).success, { error: BOOKING_MESSAGES.email }),
  notes: optionalText(500, BOOKING_MESSAGES.notes),
  // Accepted, never trusted: the session decides the customer, the service decides the rest.
  customerId: z.unknown().optional(),
  endTime: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
});
export type CreateAppointmentInput = z.output<typeof createAppointmentSchema>;

/** The raw token of a guest's private link: 64 lowercase hex characters. */
export const manageTokenSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'Randevu bilgisi bulunamadı' });

export const cancelAppointmentSchema = z.object({ token: manageTokenSchema });
