import { describe, expect, it } from 'vitest';
import { displayPrice } from './schema.pricing';

describe('displayPrice', () => {
  it('gives a bare amount the lira sign and leaves typed text as it is (issue 29)', () => {
    expect(displayPrice('19,90')).toBe('₺19,90');
    expect(displayPrice(' 1.299 ')).toBe('₺1.299');
    expect(displayPrice('₺299')).toBe('₺299');
    expect(displayPrice('Ücretsiz')).toBe('Ücretsiz');
    expect(displayPrice('299 TL')).toBe('299 TL');
  });
});
