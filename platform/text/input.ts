// The one rule for free text from a browser or a client (DESIGN.md, "Inputs"): trimmed,
// bounded, and free of NUL and other control characters, which PostgreSQL refuses (22021)
// or which have no business in a name or a note. Line breaks and tabs stay allowed where
// the field is multi-line.
import { z } from 'zod';
import { isValidPhone, toPhoneDigits } from '@/platform/text/phone';
import { isCalendarDate } from '@/platform/time/calendar';

// zod 4 probes `new Function('')` to speed up object parsing; under our Content-Security-Policy
// (no 'unsafe-eval') that probe is a CSP violation in the browser's console. Every schema
// imports this module, so the fast path is switched off once, here. Here too the one fallback
// for a check written without a message: Turkish, never zod's English "Invalid input: expected
// int" (issue 28), for a person who sees it beside a field.
/** What a body or field that fails a check without a message of its own is answered with. */
export const INVALID_INPUT_MESSAGE = 'Lütfen bilgileri kontrol edin';
z.config({ jitless: true, customError: () => INVALID_INPUT_MESSAGE });

export const CONTROL_CHARACTER_MESSAGE = 'Metin geçersiz karakterler içeriyor';

const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/** No control characters and no lone UTF-16 surrogate (which would be stored as U+FFFD). */
export function isCleanText(value: string, multiline = false): boolean {
  return value.isWellFormed() && !hasControlCharacters(value, multiline);
}

interface TextOptions {
  /** Message for a missing, empty or too short value. */
  required?: string;
  min?: number;
  max: number;
  /** Message for a too long value. */
  tooLong: string;
  multiline?: boolean;
}

/** A required text field: `text({ required: 'Lütfen adınızı giriniz', max: 100, tooLong: '…' })`. */
export function text({ required = 'Bu alan zorunludur', min = 1, max, tooLong, multiline = false }: TextOptions) {
  return z
    .string({ error: required })
    .refine((v) => isCleanText(v, multiline), { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .transform((v) => v.trim())
    .pipe(z.string().min(min, { error: required }).max(max, { error: tooLong }));
}

/** An optional text field: blank, null or missing become null. */
export function optionalText({ max, tooLong, multiline = false }: Omit<TextOptions, 'required' | 'min'>) {
  return z
    .string({ error: tooLong })
    .nullish()
    .refine((v) => v == null || isCleanText(v, multiline), { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .transform((v) => (v == null ? null : v.trim() || null))
    .pipe(z.string().max(max, { error: tooLong }).nullable());
}

/** A Turkish phone number in any typed form ('+90 555…', '0 (555) …') → '05551234567'. */
export function phone(message: string) {
  return z
    .string({ error: message })
    .max(40, { error: message })
    .refine((v) => isCleanText(v), { error: message, abort: true })
    .transform(toPhoneDigits)
    .refine(isValidPhone, { error: message });
}

/** An e-mail address, trimmed and lower-cased; 'e-posta' in every message. */
export function email(message = 'Geçerli bir e-posta adresi giriniz') {
  return z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }))
    .transform((v) => v.toLowerCase());
}

/** An optional e-mail address: blank, null or missing become null. */
export function optionalEmail(message?: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    email(message).nullish().transform((v) => v ?? null),
  );
}

/** An optional phone number in any typed form: blank, null or missing become null. */
export function optionalPhone(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    phone(message).nullish().transform((v) => v ?? null),
  );
}

const PERCENT_MESSAGE = 'Oran 0 ile 100 arasında olmalıdır';
const typedPercent = (v: unknown) => (typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v);
const percentNumber = () => z.number({ error: PERCENT_MESSAGE }).min(0, { error: PERCENT_MESSAGE }).max(100, { error: PERCENT_MESSAGE })
  .refine((n) => Math.round(n * 100) === n * 100, { error: 'Oran en fazla iki ondalık basamak olabilir' });

/** A rate in percent as typed ('7,5', '7.5') or a number: 0–100, two decimals; blank is 0. */
export function percent() {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? 0 : typedPercent(v)), percentNumber());
}

/** The same, where blank, null or missing mean 'none' (null). */
export function optionalPercent() {
  return z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typedPercent(v)),
    percentNumber().nullable());
}

/** A 'YYYY-MM-DD' calendar date (platform/time/calendar.ts isCalendarDate), with `message` for anything else. */
export function calendarDate(message = 'Geçerli bir tarih seçin') {
  return z.string({ error: message }).refine(isCalendarDate, { error: message });
}

/** A top-level body that must be an object: the wrong type gets the form's Turkish message. */
export function object<T extends z.ZodRawShape>(shape: T, message = INVALID_INPUT_MESSAGE) {
  return z.object(shape, { error: message });
}
