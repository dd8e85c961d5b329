// Turkish phone numbers as the spec wants them: digits only, always starting with 0,
// at most 11 digits; stored as 11 bare digits ('05321234567').

/**
 * Any typed form → national digits with the leading 0, not cut to length (so '+90 555 123 45 67',
 * '0090 555…', '90 555…', '555…' and '0 (555) …' all give '05551234567'). A Turkish area code
 * never starts with 9, so a leading 90 (or 090) is always the country code.
 */
export function toPhoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0090')) digits = digits.slice(4);
  else if (digits.startsWith('90')) digits = digits.slice(2);
  // '090…': an input that forced its leading 0 before the user typed '90' ('+' is dropped).
  else if (digits.startsWith('090')) digits = digits.slice(3);
  if (digits.length > 0 && !digits.startsWith('0')) digits = `0${digits}`;
  return digits;
}

/** What an input keeps from a keystroke: digits only, forced leading 0, max 11 digits. */
export function normalizePhoneInput(raw: string): string {
  return toPhoneDigits(raw).slice(0, 11);
}

export function isValidPhone(digits: string): boolean {
  return /^0\d{10}$/.test(digits);
}

/** Booking/registration display: '0 (532) 123 45 67' (max 17 characters). */
export function formatPhoneForBooking(raw: string): string {
  const d = normalizePhoneInput(raw);
  const groups = [d.slice(0, 1), d.slice(1, 4), d.slice(4, 7), d.slice(7, 9), d.slice(9, 11)];
  let out = groups[0];
  if (groups[1]) out += ` (${groups[1]}${groups[1].length === 3 ? ')' : ''}`;
  if (groups[2]) out += ` ${groups[2]}`;
  if (groups[3]) out += ` ${groups[3]}`;
  if (groups[4]) out += ` ${groups[4]}`;
  return out;
}

/** Login/registration display: '0 532 123 45 67'. */
export function formatPhoneSpaced(raw: string): string {
  const d = normalizePhoneInput(raw);
  return [d.slice(0, 1), d.slice(1, 4), d.slice(4, 7), d.slice(7, 9), d.slice(9, 11)].filter(Boolean).join(' ');
}

/**
 * A stored number for display: '05321234567' → '0 532 123 45 67', '5321234567' gets its 0.
 * Anything that is not such a number is returned unchanged, so it is still shown, not hidden.
 */
export function formatPhoneDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const normalized = normalizePhoneInput(digits);
  return digits.length <= 11 && isValidPhone(normalized) ? formatPhoneSpaced(normalized) : phone;
}

/**
 * The digits a search for a phone means, or null when the search is not a phone. Any shown form
 * works: '0532 123 45 67', '532 123 4567', '05321234567', '+90 532 …', and parts of a number
 * ('123 45'). Leading zeros are dropped, so '0532' and '532' both match inside '05321234567'.
 */
export function phoneSearchDigits(q: string): string | null {
  if (!/^[\d\s()+\-.]+$/.test(q)) return null;
  let digits = q.replace(/\D/g, '');
  if (digits.length === 0) return null;
  // A country code only when the number is complete (12+ digits): '90 53…' could be a part too.
  if (digits.length >= 12) digits = toPhoneDigits(digits);
  return digits.replace(/^0+/, '');
}
