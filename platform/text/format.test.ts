// Money on screen: Turkish locale, two decimals, ₺; below zero with the minus sign (U+2212) the
// screens write before an amount, as a drawer closed short shows its expected amount.
import { describe, expect, it } from 'vitest';
import { formatKurus, formatPrice } from './format';

describe('money on screen', () => {
  it.each([
    [125050, '₺1.250,50'], [7, '₺0,07'], [0, '₺0,00'], [-0, '₺0,00'], [-50000, '−₺500,00'], [-1, '−₺0,01'],
  ] as const)('%i kuruş shows as %s', (kurus, text) => expect(formatKurus(kurus)).toBe(text));

  it.each([[1250, '₺1.250,00'], [-1250, '−₺1.250,00'], [-0.001, '₺0,00']] as const)('%d lira shows as %s', (lira, text) => {
    expect(formatPrice(lira)).toBe(text);
  });
});
