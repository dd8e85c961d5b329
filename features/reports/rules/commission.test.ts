// Commission (prim) as table tests (issue 31): discounts before or after, open balances,
// refunds of a line and of the bill, item overrides.
import { describe, expect, it } from 'vitest';
import { commissionPercent, lineCommission } from './commission';

const paidInFull = { subtotal: 100000, discount: 0, total: 100000, paid: 100000, billRefunds: 0 };

describe('commission on a line', () => {
  it.each([
    ['a 1000 TL cut at 10 %', { gross: 100000, net: 100000, refunded: 0, percent: 10 }, paidInFull, true, 10000],
    ['a line discount, taken off first', { gross: 100000, net: 80000, refunded: 0, percent: 10 }, { ...paidInFull, subtotal: 80000, total: 80000, paid: 80000 }, true, 8000],
    ['a line discount, paid on the list price', { gross: 100000, net: 80000, refunded: 0, percent: 10 }, { ...paidInFull, subtotal: 80000, total: 80000, paid: 80000 }, false, 10000],
    ['its share of a bill discount', { gross: 60000, net: 60000, refunded: 0, percent: 10 }, { subtotal: 100000, discount: 10000, total: 90000, paid: 90000, billRefunds: 0 }, true, 5400],
    ['half of the bill still open', { gross: 100000, net: 100000, refunded: 0, percent: 10 }, { ...paidInFull, paid: 50000 }, true, 5000],
    ['nothing paid yet', { gross: 100000, net: 100000, refunded: 0, percent: 10 }, { ...paidInFull, paid: 0 }, true, 0],
    ['the line refunded in full', { gross: 100000, net: 100000, refunded: 100000, percent: 10 }, paidInFull, true, 0],
    ['a quarter of the line refunded', { gross: 100000, net: 100000, refunded: 25000, percent: 10 }, paidInFull, true, 7500],
    ['a quarter of the bill refunded', { gross: 100000, net: 100000, refunded: 0, percent: 10 }, { ...paidInFull, billRefunds: 25000 }, true, 7500],
    ['a tip is not the stylist\'s commission base', { gross: 100000, net: 100000, refunded: 0, percent: 10 }, { subtotal: 100000, discount: 0, total: 110000, paid: 110000, billRefunds: 0 }, true, 10000],
    ['rounded to the kuruş', { gross: 33333, net: 33333, refunded: 0, percent: 7.5 }, { ...paidInFull, subtotal: 33333, total: 33333, paid: 33333 }, true, 2500],
    ['a free bill earns nothing', { gross: 0, net: 0, refunded: 0, percent: 10 }, { subtotal: 0, discount: 0, total: 0, paid: 0, billRefunds: 0 }, true, 0],
  ] as const)('%s', (_what, line, bill, discountsFirst, commission) => expect(lineCommission(line, bill, discountsFirst)).toBe(commission));
});

describe('the rate', () => {
  it.each([
    ['service', null, 30], ['product', null, 10], ['service', 50, 50], ['product', 0, 0],
  ] as const)('%s with its own rate %j → %i %%', (kind, own, percent) => expect(commissionPercent(kind, own, { service: 30, product: 10 })).toBe(percent));
});
