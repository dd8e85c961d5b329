import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, object, optionalText, phone, text } from './input';

describe('shared text rule', () => {
  const name = text({ required: 'Ad gerekli', max: 10, tooLong: 'Ad çok uzun' });
  const note = optionalText({ max: 20, tooLong: 'Not çok uzun', multiline: true });

  it('trims and bounds', () => {
    expect(name.parse('  Ali  ')).toBe('Ali');
    expect(name.safeParse('   ').error?.issues[0].message).toBe('Ad gerekli');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0].message).toBe('Ad çok uzun');
    expect(name.safeParse(null).error?.issues[0].message).toBe('Ad gerekli');
  });

  it('refuses NUL and other control characters in Turkish', () => {
    for (const bad of ['Ali\u0000Veli', 'Ali\u0007', 'a\nb', '\u007f']) {
      expect(name.safeParse(bad).error?.issues[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(note.parse('satır 1\nsatır 2')).toBe('satır 1\nsatır 2');
    expect(note.safeParse('a\u0000').error?.issues[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    // A lone surrogate would be stored as U+FFFD: refused like a control character.
    expect(name.safeParse('Ali\ud800').error?.issues[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(name.parse('Ali 😀')).toBe('Ali 😀');
    expect(note.parse('  ')).toBeNull();
    expect(note.parse(undefined)).toBeNull();
  });

  it('reads phones with the country code and answers a wrong top-level type in Turkish', () => {
    expect(phone('Telefon geçersiz').parse('+90 555 123 45 67')).toBe('05551234567');
    expect(phone('Telefon geçersiz').safeParse('0555').error?.issues[0].message).toBe('Telefon geçersiz');
    expect(object({ a: name }).safeParse(null).error?.issues[0].message).toBe('Lütfen bilgileri kontrol edin');
  });
});
