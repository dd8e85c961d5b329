// The staff screen of the salon panel (/panel/personel): the staff form with its week and
// (de)activation; time off in schema.time-off.ts. Browser-safe and shared by the form (instant feedback) and the server
// actions (the check that counts). Schemas are idempotent: the form hands the action its
// parsed values and the server parses them again with the same result, so times stay 'HH:MM'
// strings here and become minutes only in rowsOfStaffWeek().
// The week rules are one pure function, staffWeekProblems(): without the salon's hours it
// checks each day on its own (the schemas), with them it also keeps the week inside the
// salon's opening hours (the form, and features/staff/server/staff.ts against the stored hours).
import { z } from 'zod';
import { resolveHours, type SalonDayHours, type StaffDayHours } from '@/features/booking/rules/schedule';
import { minutesToTime } from '@/platform/time/istanbul';
import { object, optionalText, text } from '@/platform/text/input';

export const STAFF_NOT_FOUND_MESSAGE = 'Personel bulunamadı';
export const SERVICE_NOT_FOUND_MESSAGE = 'Hizmet bulunamadı';
export const TIME_OFF_NOT_FOUND_MESSAGE = 'İzin kaydı bulunamadı';
export const INACTIVE_SERVICE_MESSAGE = 'Seçilen hizmetlerden biri artık pasif. Lütfen listeyi yenileyin.';
export const FUTURE_APPOINTMENTS_MESSAGE = 'Bu personelin ileri tarihli randevuları var. Önce bu randevular için ne yapılacağını seçin.';

/** 0 = Sunday .. 6 = Saturday, like getDay() and the *_working_hours tables. */
export const WEEKDAY_NAMES = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
export const WEEKDAY_SHORT_NAMES = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] as const;
/** A Turkish week starts on Monday. */
export const WEEK_DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Minutes of the hour a time may fall on (the form's `step="300"`). */
export const TIME_STEP_MINUTES = 5;

/** Used for a day without usable hours (a day off, a salon closed that day). */
const FALLBACK_DAY = { open: 9 * 60, close: 18 * 60 };
/** The latest end a native time input can show ('24:00' is not a value it takes). */
const LAST_INPUT_MINUTE = 24 * 60 - TIME_STEP_MINUTES;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;

/** 'HH:MM' (or 'HH:MM:00') → minutes since midnight; null for anything else. */
export function parseTime(value: string | null | undefined): number | null {
  const match = typeof value === 'string' ? TIME_PATTERN.exec(value.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

// ---------------------------------------------------------------- the salon's week

/** What the staff week must fit in: the salon's rows, or none and its single opening time. */
export interface SalonSchedule {
  week: readonly SalonDayHours[];
  openTimeMinutes: number | null;
  closeTimeMinutes: number | null;
}

/**
 * The salon's hours on a weekday, or null when it is closed that day. Same reading as the
 * booking side (features/booking/rules/schedule.ts salonWindowOn): no rows → open every day with the
 * salon's open/close; rows but none for this weekday → closed.
 */
export function salonHoursOnWeekday(salon: SalonSchedule, dayOfWeek: number): { open: number; close: number } | null {
  if (salon.week.length === 0) {
    const { open, close } = resolveHours({ openTimeMinutes: salon.openTimeMinutes, closeTimeMinutes: salon.closeTimeMinutes });
    return close > open ? { open, close } : null;
  }
  const day = salon.week.find((d) => d.dayOfWeek === dayOfWeek);
  return day && day.isOpen && day.closeMinutes > day.openMinutes ? { open: day.openMinutes, close: day.closeMinutes } : null;
}

/** '09:00–18:00', as the messages and the screen show a span (24:00 stays 24:00). */
export function formatSpan(start: number, end: number): string {
  return `${minutesToTime(start)}–${minutesToTime(end)}`;
}

// ---------------------------------------------------------------- the staff week

const timeValue = z.string({ error: 'Geçerli bir saat seçin' }).max(8, { error: 'Geçerli bir saat seçin' });

export const staffDaySchema = object({
  dayOfWeek: z.number({ error: 'Geçersiz gün' }).int().min(0).max(6),
  isWorking: z.boolean({ error: 'Geçersiz değer' }),
  start: timeValue,
  end: timeValue,
  hasBreak: z.boolean({ error: 'Geçersiz değer' }),
  breakStart: timeValue,
  breakEnd: timeValue,
});
export type StaffDayValues = z.input<typeof staffDaySchema>;

export type StaffDayField = 'isWorking' | 'start' | 'end' | 'breakStart' | 'breakEnd';
export interface WeekProblem {
  dayOfWeek: number;
  field: StaffDayField;
  message: string;
}

/** The dotted path of a day's field in the form ('week.2.start'), where its message shows. */
export function weekFieldPath(problem: Pick<WeekProblem, 'dayOfWeek' | 'field'>): string {
  return `week.${problem.dayOfWeek}.${problem.field}`;
}

function dayProblems(day: StaffDayValues, salon: SalonSchedule | undefined): WeekProblem[] {
  if (!day.isWorking) return [];
  const name = WEEKDAY_NAMES[day.dayOfWeek] ?? 'Gün';
  const problem = (field: StaffDayField, message: string): WeekProblem[] => [{ dayOfWeek: day.dayOfWeek, field, message: `${name}: ${message}` }];
  const offStep = (m: number) => m % TIME_STEP_MINUTES !== 0;

  const start = parseTime(day.start);
  const end = parseTime(day.end);
  if (start === null) return problem('start', 'başlangıç saatini seçin');
  if (end === null) return problem('end', 'bitiş saatini seçin');
  if (offStep(start) || offStep(end)) return problem(offStep(start) ? 'start' : 'end', 'saatler 5 dakikalık adımlarla seçilmeli');
  if (end <= start) return problem('end', 'bitiş saati başlangıç saatinden sonra olmalı');

  if (salon) {
    const open = salonHoursOnWeekday(salon, day.dayOfWeek);
    if (!open) return problem('isWorking', 'salon bu gün kapalı; personel çalışamaz');
    if (start < open.open || end > open.close) {
      return problem(start < open.open ? 'start' : 'end',
        `çalışma saatleri salonun açık olduğu saatler (${formatSpan(open.open, open.close)}) içinde olmalı`);
    }
  }

  if (!day.hasBreak) return [];
  const breakStart = parseTime(day.breakStart);
  const breakEnd = parseTime(day.breakEnd);
  if (breakStart === null) return problem('breakStart', 'mola başlangıcını seçin');
  if (breakEnd === null) return problem('breakEnd', 'mola bitişini seçin');
  if (offStep(breakStart) || offStep(breakEnd)) return problem(offStep(breakStart) ? 'breakStart' : 'breakEnd', 'saatler 5 dakikalık adımlarla seçilmeli');
  if (breakEnd <= breakStart) return problem('breakEnd', 'mola bitişi mola başlangıcından sonra olmalı');
  if (breakStart < start || breakEnd > end) {
    return problem(breakStart < start ? 'breakStart' : 'breakEnd', `mola çalışma saatleri (${formatSpan(start, end)}) içinde olmalı`);
  }
  if (breakStart === start && breakEnd === end) return problem('breakStart', 'mola bütün günü kaplayamaz');
  return [];
}

/**
 * Everything wrong with a week, at most one problem per day (the first one found), in the
 * week's order. Days off are not checked. With `salon`, working days must lie within the
 * salon's hours for that weekday and not fall on a day it is closed.
 */
export function staffWeekProblems(week: readonly StaffDayValues[], salon?: SalonSchedule): WeekProblem[] {
  return week.flatMap((day) => dayProblems(day, salon));
}

const weekSchema = z.array(staffDaySchema, { error: 'Çalışma saatleri eksik' })
  .length(7, { error: 'Çalışma saatleri eksik' })
  .refine((week) => week.every((day, index) => day.dayOfWeek === index), { error: 'Çalışma saatleri eksik' });

function addWeekIssues(week: readonly StaffDayValues[], ctx: z.RefinementCtx, salon?: SalonSchedule) {
  for (const p of staffWeekProblems(week, salon)) ctx.addIssue({ code: 'custom', path: ['week', p.dayOfWeek, p.field], message: p.message });
}

/** The form's week for the salon's week: working the salon's hours on each day it is open. */
export function defaultStaffWeek(salon: SalonSchedule): StaffDayValues[] {
  return Array.from({ length: 7 }, (_, dayOfWeek) => {
    const open = salonHoursOnWeekday(salon, dayOfWeek);
    const hours = open ?? FALLBACK_DAY;
    return {
      dayOfWeek, isWorking: open !== null, start: minutesToTime(hours.open),
      end: minutesToTime(Math.min(hours.close, LAST_INPUT_MINUTE)), hasBreak: false, breakStart: '', breakEnd: '',
    };
  });
}

/**
 * 'Tüm çalışma günlerine uygula': `source`'s hours and break as they fit `target`'s day. The
 * hours are kept inside the salon's hours that day (a late Monday copied onto a Saturday that
 * closes at 16:00 ends at 16:00), and the break is copied only where it falls inside them; a
 * day where nothing of the source's hours fits keeps its own.
 */
export function copiedDay(source: StaffDayValues, target: StaffDayValues, salon: SalonSchedule): StaffDayValues {
  const from = parseTime(source.start);
  const to = parseTime(source.end);
  const open = salonHoursOnWeekday(salon, target.dayOfWeek);
  if (from === null || to === null) return target;
  const start = open ? Math.max(from, open.open) : from;
  const end = open ? Math.min(to, open.close, LAST_INPUT_MINUTE) : to;
  if (end <= start) return target;
  const breakStart = parseTime(source.breakStart);
  const breakEnd = parseTime(source.breakEnd);
  const breakFits = source.hasBreak && breakStart !== null && breakEnd !== null && breakStart >= start && breakEnd <= end && breakEnd > breakStart;
  return {
    ...target, start: minutesToTime(start), end: minutesToTime(end),
    ...(breakFits ? { hasBreak: true, breakStart: source.breakStart, breakEnd: source.breakEnd } : source.hasBreak ? {} : { hasBreak: false }),
  };
}

/** The form's week for stored rows; none stored → the salon's week (what they work today). */
export function staffWeekValues(rows: readonly StaffDayHours[], salon: SalonSchedule): StaffDayValues[] {
  if (rows.length === 0) return defaultStaffWeek(salon);
  const defaults = defaultStaffWeek(salon);
  return defaults.map((fallback) => {
    const row = rows.find((r) => r.dayOfWeek === fallback.dayOfWeek);
    if (!row) return { ...fallback, isWorking: false };
    const hasBreak = row.breakStartMinutes !== null && row.breakEndMinutes !== null;
    return {
      dayOfWeek: row.dayOfWeek, isWorking: row.isWorking, start: minutesToTime(row.startMinutes),
      end: minutesToTime(Math.min(row.endMinutes, LAST_INPUT_MINUTE)), hasBreak,
      breakStart: hasBreak ? minutesToTime(row.breakStartMinutes!) : '', breakEnd: hasBreak ? minutesToTime(row.breakEndMinutes!) : '',
    };
  });
}

/**
 * The seven staff_working_hours rows of a checked week. A day off keeps its typed hours when
 * they make a span (so switching the day back on shows them), else the salon's or 09:00–18:00:
 * the table wants a span on every row.
 */
export function rowsOfStaffWeek(week: readonly StaffDayValues[], salon: SalonSchedule): StaffDayHours[] {
  return week.map((day) => {
    const start = parseTime(day.start);
    const end = parseTime(day.end);
    if (!day.isWorking) {
      const span = start !== null && end !== null && end > start ? { open: start, close: end } : salonHoursOnWeekday(salon, day.dayOfWeek) ?? FALLBACK_DAY;
      return { dayOfWeek: day.dayOfWeek, isWorking: false, startMinutes: span.open, endMinutes: span.close, breakStartMinutes: null, breakEndMinutes: null };
    }
    return {
      dayOfWeek: day.dayOfWeek, isWorking: true, startMinutes: start!, endMinutes: end!,
      breakStartMinutes: day.hasBreak ? parseTime(day.breakStart) : null,
      breakEndMinutes: day.hasBreak ? parseTime(day.breakEnd) : null,
    };
  });
}

// ---------------------------------------------------------------- the staff form

/** A record's id; a malformed one reads as 'not found' (`message`). */
export const id = (message: string) => z.guid({ error: message });

/** Checkbox groups send nothing, `false` or one string when fewer than two are ticked. */
const serviceIds = z.preprocess(
  (v) => (v === undefined || v === null || v === false ? [] : typeof v === 'string' ? [v] : v),
  z.array(id(SERVICE_NOT_FOUND_MESSAGE), { error: SERVICE_NOT_FOUND_MESSAGE }).max(500, { error: 'Çok fazla hizmet seçildi' }),
).transform((ids) => [...new Set(ids.map((v) => v.toLowerCase()))]);

const staffShape = {
  firstName: text({ required: 'Ad gereklidir', max: 50, tooLong: 'Ad en fazla 50 karakter olabilir' }),
  lastName: optionalText({ max: 50, tooLong: 'Soyad en fazla 50 karakter olabilir' }),
  position: optionalText({ max: 100, tooLong: 'Pozisyon en fazla 100 karakter olabilir' }),
  serviceIds,
  week: weekSchema,
};

export const createStaffSchema = object(staffShape).superRefine((v, ctx) => addWeekIssues(v.week, ctx));
export const updateStaffSchema = object({ id: id(STAFF_NOT_FOUND_MESSAGE), ...staffShape }).superRefine((v, ctx) => addWeekIssues(v.week, ctx));

export type StaffFormValues = z.input<typeof createStaffSchema>;
export type CreateStaffInput = z.output<typeof createStaffSchema>;
export type UpdateStaffInput = z.output<typeof updateStaffSchema>;

/** The form's schema: the server's, plus the salon's hours it shows (the server checks the stored ones). */
export function staffFormSchemaFor<S extends typeof createStaffSchema | typeof updateStaffSchema>(schema: S, salon: SalonSchedule): S {
  return schema.superRefine((v, ctx) => {
    // Day-by-day problems are already reported by the schema itself; add only the salon's.
    const own = new Set(staffWeekProblems(v.week).map((p) => p.dayOfWeek));
    for (const p of staffWeekProblems(v.week, salon)) {
      if (!own.has(p.dayOfWeek)) ctx.addIssue({ code: 'custom', path: ['week', p.dayOfWeek, p.field], message: p.message });
    }
  }) as S;
}

// ---------------------------------------------------------------- (de)activation

export const staffActiveSchema = object({
  staffId: id(STAFF_NOT_FOUND_MESSAGE),
  isActive: z.boolean({ error: 'Geçersiz değer' }),
  /** Deactivating someone with future live appointments needs this, explicitly. */
  cancelFutureAppointments: z.boolean({ error: 'Geçersiz değer' }).optional().default(false),
  /**
   * The appointments the user saw when choosing to cancel. Given, an appointment booked since
   * then (not in this list) answers 409 with the new list instead of being cancelled unseen.
   */
  appointmentIds: z.array(id('Randevu bulunamadı')).max(5000).optional(),
});
export type StaffActiveInput = z.output<typeof staffActiveSchema>;

/** A future live appointment of a staff member, as the deactivation dialog lists it. */
export interface FutureAppointment {
  id: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  customerName: string;
  serviceName: string | null;
}

/** The server's refusal to deactivate without the explicit choice, with what it would cancel. */
export interface StaffDeactivationConflict {
  ok: false;
  status: 409;
  error: string;
  appointments: FutureAppointment[];
}

export function isDeactivationConflict(result: unknown): result is StaffDeactivationConflict {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false
    && (result as { status?: unknown }).status === 409 && Array.isArray((result as { appointments?: unknown }).appointments);
}
