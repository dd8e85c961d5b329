// The customers screen of the salon panel (/panel/musteriler): its search params, the phone in
// a customer's address (/panel/musteriler/05321234567) and the private note. Browser-safe and
// shared by the note editor (instant feedback) and the server action (the check that counts);
// idempotent, so the action can parse again what the form already parsed.
import { z } from 'zod';
import { hasControlCharacters, object, optionalText, phone, text } from '@/platform/text/input';
import { formatPrice } from '@/platform/text/format';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Müşteri bulunamadı';
export const CUSTOMER_PHONE_MESSAGE = 'Geçerli bir telefon numarası giriniz';
export const CUSTOMER_NOTE_MAX = 2000;
export const CUSTOMER_NOTE_TOO_LONG_MESSAGE = `Not en fazla ${CUSTOMER_NOTE_MAX} karakter olabilir`;
export const CUSTOMER_SEARCH_MAX = 100;
/** Customers on one page of the list. */
export const CUSTOMER_PAGE_SIZE = 20;

export const customerPhoneSchema = phone(CUSTOMER_PHONE_MESSAGE);

/** Blank (or only spaces) is null: saving an empty note deletes it. */
export const customerNoteSchema = object({
  phone: customerPhoneSchema,
  note: optionalText({ max: CUSTOMER_NOTE_MAX, tooLong: CUSTOMER_NOTE_TOO_LONG_MESSAGE, multiline: true }),
});

export type CustomerNoteInput = z.output<typeof customerNoteSchema>;

/** 'Müşteriyi Sil' sends the phone alone: whose records are erased comes from the session's salon. */
export const customerEraseSchema = object({ phone: customerPhoneSchema });

export const CUSTOMER_ERASED_MESSAGE = 'Müşteri kaydı silindi';
/** The reason on the appointments still to come that the erasure cancels; names nobody. */
export const CUSTOMER_ERASED_REASON = 'Müşteri kaydı silindi';

/**
 * Refused while the customer owes this salon money (açık hesap): the claim is recorded under the
 * phone, and forgetting it would lose the debt. Names each bill and what it still owes.
 */
export function eraseOpenBalanceMessage(owed: readonly { number: number; amount: number }[]): string {
  const list = owed.map((o) => `Adisyon #${o.number} (${formatPrice(o.amount)})`).join(', ');
  return `Müşteri silinemedi: ödenmemiş açık hesap var: ${list}. Önce tahsil edin, sonra tekrar deneyin.`;
}

/** Refused while a bill of the customer is still being written at the desk: its checkout needs the phone. */
export function eraseOpenBillMessage(numbers: readonly number[]): string {
  return `Müşteri silinemedi: ${numbers.map((n) => `Adisyon #${n}`).join(', ')} henüz kapatılmadı. `
    + 'Önce adisyonu kapatın ya da iptal edin, sonra tekrar deneyin.';
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `?q=…&page=…` of the list. Anything odd falls back to the default (no search, page 1) instead
 * of an error: a shared or hand-edited address always opens the screen.
 */
export const customerSearchSchema = z.object({
  q: z.preprocess(first, z.string().catch(''))
    .transform((v) => (hasControlCharacters(v) ? '' : v.trim().slice(0, CUSTOMER_SEARCH_MAX))),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000).catch(1)),
}).catch({ q: '', page: 1 });

export type CustomerSearch = z.output<typeof customerSearchSchema>;

/** A page's searchParams (or anything else) → a safe { q, page }. */
export function parseCustomerSearch(params: unknown): CustomerSearch {
  return customerSearchSchema.parse(params ?? {});
}

/** The phone segment of a customer's address, or null when it is not a Turkish mobile/landline number. */
export function parseCustomerPhoneParam(raw: string): string | null {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const parsed = customerPhoneSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/** The booking dialog's customer lookup: two characters at least. */
export const customerLookupSchema = object({
  q: text({ required: 'En az 2 karakter yazın', min: 2, max: CUSTOMER_SEARCH_MAX, tooLong: 'Arama çok uzun' }),
});
