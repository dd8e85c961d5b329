import { describe, expect, it } from 'vitest';
import { nextPhoneValue } from './phone-typing';

describe('booking phone field', () => {
  it('formats as 0 (XXX) XXX XX XX while typing, adding the leading 0', () => {
    expect(nextPhoneValue('', '5')).toBe('0 (5');
    expect(nextPhoneValue('', '5321234567')).toBe('0 (532) 123 45 67');
    expect(nextPhoneValue('', '0 532 123 45 67 89')).toBe('0 (532) 123 45 67');
    expect(nextPhoneValue('', '0 (532) 123 45 67')).toHaveLength(17);
  });

  it('lets backspace remove a digit when it hits a formatting character', () => {
    expect(nextPhoneValue('0 (532)', '0 (532')).toBe('0 (53');
    expect(nextPhoneValue('0 (532) 1', '0 (532) ')).toBe('0 (532)');
    expect(nextPhoneValue('0 (5', '0 (')).toBe('0');
    expect(nextPhoneValue('0', '')).toBe('');
  });
});
