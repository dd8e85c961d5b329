// A staff member's time off on the panel's staff screen: the dialog's schema (with today's
// limits, which the server checks again with its own clock) and its removal.
import { z } from 'zod';
import { addDaysToDate } from '@/platform/time/istanbul';
import { calendarDate, object, optionalText } from '@/platform/text/input';
import { id, STAFF_NOT_FOUND_MESSAGE, TIME_OFF_NOT_FOUND_MESSAGE } from './schema';

/** Longest time off, in days with both ends counted: a year, a leap year included. */
export const MAX_TIME_OFF_DAYS = 366;
/** Time off may start at most this many days after today (DESIGN.md: every date has a sane range). */
export const MAX_TIME_OFF_LEAD_DAYS = 2 * 366;

/** Days from `from` to `to`, both 'YYYY-MM-DD'. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const timeOffSchema = object({
  staffId: id(STAFF_NOT_FOUND_MESSAGE),
  startDate: calendarDate('Başlangıç tarihini seçin'),
  endDate: calendarDate('Bitiş tarihini seçin'),
  note: optionalText({ max: 200, tooLong: 'Not en fazla 200 karakter olabilir' }),
}).superRefine((v, ctx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz' });
  else if (daysBetween(v.startDate, v.endDate) + 1 > MAX_TIME_OFF_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'İzin en fazla 1 yıl sürebilir' });
});
export type TimeOffValues = z.input<typeof timeOffSchema>;
export type TimeOffInput = z.output<typeof timeOffSchema>;

/** What depends on today (Istanbul's, 'YYYY-MM-DD'): no time off starting in the past or too far ahead. */
export function timeOffDateProblem(input: Pick<TimeOffInput, 'startDate'>, today: string): { field: 'startDate'; message: string } | null {
  if (input.startDate < today) return { field: 'startDate', message: 'Geçmiş bir tarih için izin eklenemez' };
  if (input.startDate > addDaysToDate(today, MAX_TIME_OFF_LEAD_DAYS)) return { field: 'startDate', message: 'İzin en fazla 2 yıl sonrası için eklenebilir' };
  return null;
}

/** The form's schema: the server's plus today's limits (the server checks with its own clock). */
export function timeOffFormSchemaFor(today: string): typeof timeOffSchema {
  return timeOffSchema.superRefine((v, ctx) => {
    const problem = timeOffDateProblem(v, today);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }) as typeof timeOffSchema;
}

export const removeTimeOffSchema = object({ staffId: id(STAFF_NOT_FOUND_MESSAGE), timeOffId: id(TIME_OFF_NOT_FOUND_MESSAGE) });
export type RemoveTimeOffInput = z.output<typeof removeTimeOffSchema>;
