// Display formatting shared by pages: Turkish locale money and phone numbers.

const tryCurrency = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1250 → '₺1.250,00' (spec §9: Turkish locale, 2 decimals, ₺ sign). */
export function formatPrice(amount: number): string {
  return tryCurrency.format(amount);
}

/**
 * '05321234567' → '0 532 123 45 67' (the spec's 0 5XX XXX XX XX display).
 * A 10-digit number without the leading 0 gets one; anything else is returned unchanged,
 * so a malformed stored number is still shown rather than hidden.
 */
export function formatPhoneDisplay(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('5')) digits = `0${digits}`;
  if (digits.length !== 11 || !digits.startsWith('0')) return phone;
  return `${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7, 9)} ${digits.slice(9, 11)}`;
}
