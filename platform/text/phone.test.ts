import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, formatPhoneForBooking, formatPhoneSpaced, isValidPhone, normalizePhoneInput, toPhoneDigits } from './phone';

describe('phone numbers', () => {
  it('keeps digits only, forces a leading 0 and caps at 11 digits', () => {
    expect(normalizePhoneInput('532 123 45 67')).toBe('05321234567');
    expect(normalizePhoneInput('0 (532) 123-45-67 99')).toBe('05321234567');
    expect(normalizePhoneInput('abc')).toBe('');
  });

  it('reads a number typed with the country code as the national number', () => {
    for (const typed of ['+90 555 123 45 67', '+905551234567', '90 555 123 45 67', '0090 555 123 45 67', '0 (555) 123 45 67', '555 123 45 67']) {
      expect(toPhoneDigits(typed)).toBe('05551234567');
      expect(formatPhoneForBooking(typed)).toBe('0 (555) 123 45 67');
    }
    expect(toPhoneDigits('090 555 123 45 67')).toBe('05551234567');
    // Too long stays too long for validation instead of being cut into a valid-looking number.
    expect(isValidPhone(toPhoneDigits('+90 555 123 45 678'))).toBe(false);
  });

  it('is valid only with 11 digits starting with 0', () => {
    expect(isValidPhone('05321234567')).toBe(true);
    expect(isValidPhone('0532123456')).toBe(false);
    expect(isValidPhone('15321234567')).toBe(false);
  });

  it('formats as 0 (XXX) XXX XX XX while typing, within 17 characters', () => {
    expect(formatPhoneForBooking('0532')).toBe('0 (532)');
    expect(formatPhoneForBooking('05321234567')).toBe('0 (532) 123 45 67');
    expect(formatPhoneForBooking('05321234567').length).toBe(17);
    expect(formatPhoneSpaced('05321234567')).toBe('0 532 123 45 67');
  });
});

describe('typing +90 key by key into a field that forces a leading 0', () => {
  /** What a field shows after each keystroke: it keeps only normalizePhoneInput of the text. */
  function typeInto(keys: string): string {
    let shown = '';
    for (const key of keys) shown = formatPhoneSpaced(normalizePhoneInput(shown + key));
    return normalizePhoneInput(shown);
  }

  it('ends with the national number for every way of writing the country code', () => {
    for (const typed of ['+90 555 123 45 67', '+905551234567', '0090 555 123 45 67', '90 555 123 45 67', '0 555 123 45 67', '555 123 45 67']) {
      expect(typeInto(typed)).toBe('05551234567');
    }
  });

  it('does the same in the booking field, formatted as 0 (XXX) XXX XX XX', () => {
    let shown = '';
    for (const key of '+90 555 123 45 67') shown = formatPhoneForBooking(shown + key);
    expect(shown).toBe('0 (555) 123 45 67');
  });
});

describe('stored phone display', () => {
  it('spaces a stored number and leaves anything else as it is', () => {
    expect(formatPhoneDisplay('05321234567')).toBe('0 532 123 45 67');
    expect(formatPhoneDisplay('5321234567')).toBe('0 532 123 45 67');
    expect(formatPhoneDisplay('+90 532 123 45 67')).toBe('+90 532 123 45 67');
    expect(formatPhoneDisplay('123')).toBe('123');
  });
});
