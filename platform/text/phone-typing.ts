// What the booking form's phone field shows after a keystroke: auto-formatted as
// 0 (XXX) XXX XX XX (spec 1 §5). Deleting a formatting character (')' or a space) removes the
// digit before it instead, so backspace never gets stuck on the formatting.
import { formatPhoneForBooking } from '@/platform/text/phone';

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function nextPhoneValue(previous: string, typed: string): string {
  let digits = digitsOf(typed);
  if (typed.length < previous.length && digits === digitsOf(previous)) digits = digits.slice(0, -1);
  return digits ? formatPhoneForBooking(digits) : '';
}
