// The salon panel's calendar (issue 21): status changes, moves, bookings the salon writes
// itself, and blocked time. Browser-safe: the calendar's forms give instant feedback with the
// same schemas and the same slot rule (salonSlotProblem) that features/appointments/server/panel-appointments.ts
// applies inside its transaction. Schemas are idempotent (a parsed value parses to itself).
import { z } from 'zod';
import { BOOKING_HORIZON_MONTHS } from '@/features/booking/rules/constants';
import type { WorkWindow } from '@/features/booking/rules/schedule';
import { lastBookableDate } from '@/features/booking/rules/slots';
import { istanbulClock, minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { BOOKING_MESSAGES, calendarDate, wallClockTime } from './schema';
import { object, optionalEmail, optionalText, phone, text } from '@/platform/text/input';

export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Randevu bulunamadı';
export const BLOCK_NOT_FOUND_MESSAGE = 'Kapatılan saat bulunamadı';
export const STAFF_NOT_FOUND_MESSAGE = 'Personel bulunamadı';
/** A user limited to her own calendar column (issue 28) asked for a colleague's. */
export const OWN_CALENDAR_MESSAGE = 'Yalnızca kendi takviminizdeki randevu ve saatlerde işlem yapabilirsiniz';
export const CANCEL_REASON_MESSAGE = 'Lütfen iptal nedenini yazın';
export const CANCEL_REASON_TOO_LONG = 'İptal nedeni en fazla 300 karakter olabilir';
export const CANCEL_REASON_MAX = 300;
export const TIME_STEP_MESSAGE = 'Saat 5 dakikalık adımlarla seçilmelidir';
export const BLOCK_END_MESSAGE = 'Bitiş saati başlangıçtan sonra olmalıdır';
export const SLOT_CHANGED_MESSAGE = 'Bu randevu az önce değişti. Lütfen sayfayı yenileyip tekrar deneyin.';
/** The exclusion constraint saw a clash our own check could not name (a row written at that moment). */
export const SLOT_TAKEN_BY_OTHER_MESSAGE = 'Bu saatte başka bir randevu var.';

/**
 * A booking the salon writes may start this many minutes ago, today only: the whole day, so a
 * visit that already happened is recorded too (issue 28: checkout needs it; 15 minutes blocked it).
 */
export const WALK_IN_GRACE_MINUTES = 24 * 60;
/** Issue 28: the dialog's answer to a refused time outside the staff member's hours. */
export const OUTSIDE_HOURS_HINT = "Yine de kaydetmek için 'Çalışma saatleri dışında kaydet' kutusunu işaretleyin.";
/** Start and end times of the salon's own writes fall on this step ('HH:M0' or 'HH:M5'). */
export const SALON_TIME_STEP_MINUTES = 5;

const id = (message: string) => z.guid({ error: message });

/** 'HH:MM' on the 5-minute step (the calendar's time inputs use step="300"). */
export const stepTime = wallClockTime.refine((v) => timeToMinutes(v) % SALON_TIME_STEP_MINUTES === 0, { error: TIME_STEP_MESSAGE });

export const panelAppointmentIdSchema = object({ id: id(APPOINTMENT_NOT_FOUND_MESSAGE) });
export type PanelAppointmentIdInput = z.output<typeof panelAppointmentIdSchema>;

export const cancelReason = text({ required: CANCEL_REASON_MESSAGE, max: CANCEL_REASON_MAX, tooLong: CANCEL_REASON_TOO_LONG });

export const cancelPanelAppointmentSchema = object({ id: id(APPOINTMENT_NOT_FOUND_MESSAGE), reason: cancelReason });
export type CancelPanelAppointmentInput = z.output<typeof cancelPanelAppointmentSchema>;

export const movePanelAppointmentSchema = object({
  id: id(APPOINTMENT_NOT_FOUND_MESSAGE),
  date: calendarDate,
  startTime: stepTime,
  staffId: id(BOOKING_MESSAGES.staff),
});
export type MovePanelAppointmentInput = z.output<typeof movePanelAppointmentSchema>;

export const createSalonAppointmentSchema = object({
  customerPhone: phone(BOOKING_MESSAGES.phone),
  customerName: text({ required: 'Lütfen müşterinin adını yazın', min: 2, max: 100, tooLong: 'Ad soyad en fazla 100 karakter olabilir' }),
  customerEmail: optionalEmail(BOOKING_MESSAGES.email),
  serviceId: id(BOOKING_MESSAGES.service),
  staffId: id(BOOKING_MESSAGES.staff),
  date: calendarDate,
  startTime: stepTime,
  notes: optionalText({ max: 500, tooLong: BOOKING_MESSAGES.notes, multiline: true }),
  /** Asked and confirmed: the staff member does not work then (a walk-in after hours, a day off). */
  outsideHours: z.boolean({ error: 'Geçersiz istek' }).default(false),
});
export type CreateSalonAppointmentInput = z.output<typeof createSalonAppointmentSchema>;

export const blockSchema = object({
  staffId: id(BOOKING_MESSAGES.staff),
  date: calendarDate,
  startTime: stepTime,
  endTime: stepTime,
  reason: optionalText({ max: 200, tooLong: 'Açıklama en fazla 200 karakter olabilir' }),
}).refine((b) => timeToMinutes(b.endTime) > timeToMinutes(b.startTime), { error: BLOCK_END_MESSAGE, path: ['endTime'] });
export type BlockInput = z.output<typeof blockSchema>;

export const removeBlockSchema = object({ id: id(BLOCK_NOT_FOUND_MESSAGE) });
export type RemoveBlockInput = z.output<typeof removeBlockSchema>;

// ---------------------------------------------------------------- the salon's slot rule

/**
 * Where the salon may put an appointment: any 5-minute start (not only the online 30-minute
 * grid) inside one of the staff member's working windows that day, from today up to the
 * booking horizon, and not in the past, but a walk-in may start up to `graceMinutes` ago.
 */
export type SalonSlotProblem = 'past_date' | 'too_far' | 'closed' | 'past_time' | 'outside_hours' | 'off_step';

export interface SalonSlotInput {
  date: string;
  startTime: string;
  durationMinutes: number;
  windows: readonly WorkWindow[];
  now: Date;
  /** Minutes a start may lie before now (today only); 0 for moves. */
  graceMinutes?: number;
  /** The salon confirmed a time outside the staff member's windows (issue 28): 'closed' and 'outside_hours' pass. */
  outsideHours?: boolean;
}

export function salonSlotProblem(input: SalonSlotInput): SalonSlotProblem | null {
  const clock = istanbulClock(input.now);
  if (input.date < clock.date) return 'past_date';
  if (input.date > lastBookableDate(clock.date)) return 'too_far';
  const start = timeToMinutes(input.startTime);
  if (start % SALON_TIME_STEP_MINUTES !== 0) return 'off_step';
  if (input.date === clock.date && start < clock.minutes - (input.graceMinutes ?? 0)) return 'past_time';
  if (input.outsideHours) return null;
  if (input.windows.length === 0) return 'closed';
  const end = start + input.durationMinutes;
  if (!input.windows.some(([open, close]) => open <= start && end <= close)) return 'outside_hours';
  return null;
}

const formatWindows = (windows: readonly WorkWindow[]) =>
  windows.map(([s, e]) => `${minutesToTime(s)}–${minutesToTime(e)}`).join(', ');

/** The Turkish message and the form field for a problem. */
export function salonSlotMessage(problem: SalonSlotProblem, windows: readonly WorkWindow[] = []): { field: 'date' | 'startTime'; message: string } {
  switch (problem) {
    case 'past_date': return { field: 'date', message: 'Geçmiş bir tarih için randevu yazılamaz.' };
    case 'too_far': return { field: 'date', message: `Randevu en fazla ${BOOKING_HORIZON_MONTHS} ay sonrası için yazılabilir.` };
    case 'closed': return { field: 'date', message: 'Seçilen günde bu personel çalışmıyor.' };
    case 'past_time': return { field: 'startTime', message: 'Seçilen saat geçti. Lütfen başka bir saat seçin.' };
    case 'off_step': return { field: 'startTime', message: TIME_STEP_MESSAGE };
    case 'outside_hours': return {
      field: 'startTime',
      message: windows.length > 0
        ? `Randevu personelin çalışma saatleri içinde kalmalı (${formatWindows(windows)}).`
        : 'Randevu personelin çalışma saatleri içinde kalmalı.',
    };
  }
}

// ---------------------------------------------------------------- clashes

const span = (start: string, end: string) => `${start.slice(0, 5)}–${end.slice(0, 5)}`;

/** 'Bu saatte Ayşe Yılmaz (10:00–10:45) randevusu var.' */
export function appointmentClashMessage(customerName: string, startTime: string, endTime: string): string {
  return `Bu saatte ${customerName} (${span(startTime, endTime)}) randevusu var.`;
}

/** 'Bu saat kapatılmış: Öğle arası (13:00–14:00).' */
export function blockClashMessage(reason: string | null, startTime: string, endTime: string): string {
  return reason ? `Bu saat kapatılmış: ${reason} (${span(startTime, endTime)}).` : `Bu saat kapatılmış (${span(startTime, endTime)}).`;
}
