// Who may get a text message (issue 32): only a Turkish mobile number. Anything else (a landline,
// a 0850 line, an erased placeholder) gets the e-mail alone; the caller falls back to it.
import { isErasedPhone } from '@/features/privacy/rules/erasure';

/**
 * Stored numbers are 11 bare digits ('05321234567', platform/text/phone); an older row may lack
 * its 0 ('5321234567', which formatPhoneDisplay also accepts). Mobile numbers are the 05xx range;
 * 02xx, 03xx and 04xx are landlines, 08xx non-geographic lines: none of them receives a text.
 * No other form is re-read here: toPhoneDigits would turn an erased '0090…' into a real-looking
 * number.
 */
const MOBILE = /^0?(5\d{9})$/;

/**
 * The number as the provider gets it, or null when this phone must not be texted.
 * Netgsm takes 5xxxxxxxxx, 05xxxxxxxxx or 905xxxxxxxxx; we send the 10-digit national number
 * '5321234567' because it is the form Netgsm's own clients document (@netgsm/sms's
 * `no: '5XXXXXXXXX'`, netgsm/otp's '553XXXXXXX') and it has one spelling: no 0 or 90 prefix for
 * the provider to strip, and nothing that could be read as a foreign number (those go as 00…).
 */
export function toProviderNumber(phone: string): string | null {
  // A closed account's or an expired guest's placeholder ('00…', features/privacy): never a person.
  if (isErasedPhone(phone)) return null;
  return MOBILE.exec(phone)?.[1] ?? null;
}

/** A number we may text: a Turkish mobile, not an erased placeholder. */
export function isMobileNumber(phone: string): boolean {
  return toProviderNumber(phone) !== null;
}
