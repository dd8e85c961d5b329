// The bill's money as table tests: kuruş in, kuruş out (issue 30).
import { describe, expect, it } from 'vitest';
import { billTotals, checkPayments, checkRefund, discountOf, expectedCash, fromNumeric, kurusToInput, lineAmounts, parseLira, toKurus, toNumeric } from './money';

describe('kuruş at the edges', () => {
  it.each([
    ['450', 45000], ['450.5', 45050], ['450,50', 45050], ['0.07', 7], [' 12.30 ', 1230], [450.5, 45050], [0, 0], [19.99, 1999],
  ] as const)('%s → %i kuruş', (input, kurus) => expect(toKurus(input)).toBe(kurus));

  it.each(['-1', '1.234', 'abc', '', '1e3', '١٢'])('refuses %j', (input) => expect(() => toKurus(input)).toThrow(RangeError));

  it.each([[45050, '450.50'], [7, '0.07'], [0, '0.00'], [-1250, '-12.50']] as const)('%i → %s', (kurus, text) => {
    expect(toNumeric(kurus)).toBe(text);
    expect(toKurus(text.replace('-', ''))).toBe(Math.abs(kurus));
    expect(fromNumeric(text)).toBe(kurus);
  });

  // What the database gives back may be below zero: a drawer closed short expects '-500.00'.
  it.each([
    ['-500.00', -50000], ['-0.50', -50], ['-0.00', 0], ['0', 0], ['450.5', 45050], [' -12.30 ', -1230], [-12.5, -1250], [19.99, 1999],
  ] as const)('reads %j back as %i kuruş', (input, kurus) => expect(fromNumeric(input)).toBe(kurus));

  it.each(['--1', '- 1', '-', '+1', '1-', '-1.234', 'abc', ''])('refuses to read %j', (input) => expect(() => fromNumeric(input)).toThrow(RangeError));
});

describe('what the desk types', () => {
  it.each([
    ['1.250,50', 125050], ['1250,5', 125050], ['1250.50', 125050], ['₺450', 45000], ['1.250', 125000], ['12.5', 1250],
    ['', 0], [' 0 ', 0], ['abc', null], ['-5', null], ['1,2,3', null], ['12,345', null],
  ] as const)('%j → %j', (typed, kurus) => expect(parseLira(typed)).toBe(kurus));

  it.each([[125050, '1250,50'], [45000, '450'], [7, '0,07']] as const)('%i shows as %s', (kurus, text) => {
    expect(kurusToInput(kurus)).toBe(text);
    expect(parseLira(text)).toBe(kurus);
  });
});

describe('discounts', () => {
  it.each([
    // gross, discount, off
    [10000, null, 0],
    [10000, { kind: 'percent', value: 10 }, 1000],
    [999, { kind: 'percent', value: 15 }, 150], // 149.85 → 150, half away from zero
    [333, { kind: 'percent', value: 50 }, 167], // 166.5 → 167
    [10000, { kind: 'percent', value: 100 }, 10000],
    [10000, { kind: 'percent', value: 150 }, 10000], // never more than the whole
    [10000, { kind: 'amount', value: 2500 }, 2500],
    [10000, { kind: 'amount', value: 12000 }, 10000], // capped at gross
    [0, { kind: 'amount', value: 500 }, 0],
  ] as const)('%i with %j takes %i off', (gross, discount, off) => expect(discountOf(gross, discount)).toBe(off));
});

describe('a line', () => {
  it.each([
    [{ unitPrice: 45000, quantity: 1 }, { gross: 45000, discount: 0, net: 45000 }],
    [{ unitPrice: 12550, quantity: 3 }, { gross: 37650, discount: 0, net: 37650 }],
    [{ unitPrice: 12550, quantity: 3, discount: { kind: 'percent', value: 10 } }, { gross: 37650, discount: 3765, net: 33885 }],
    [{ unitPrice: 999, quantity: 1, discount: { kind: 'percent', value: 33 } }, { gross: 999, discount: 330, net: 669 }], // 329.67 → 330
    [{ unitPrice: 5000, quantity: 2, discount: { kind: 'amount', value: 1500 } }, { gross: 10000, discount: 1500, net: 8500 }],
  ] as const)('%j → %j', (line, amounts) => expect(lineAmounts(line)).toEqual(amounts));
});

describe('a bill', () => {
  const lines = [
    { unitPrice: 45000, quantity: 1 },
    { unitPrice: 25000, quantity: 1, discount: { kind: 'amount' as const, value: 5000 } },
  ];
  it.each([
    [null, 0, { subtotal: 65000, discount: 0, tip: 0, total: 65000 }],
    [{ kind: 'percent', value: 10 }, 0, { subtotal: 65000, discount: 6500, tip: 0, total: 58500 }],
    [{ kind: 'amount', value: 5000 }, 2000, { subtotal: 65000, discount: 5000, tip: 2000, total: 62000 }],
    [{ kind: 'amount', value: 99999999 }, 1000, { subtotal: 65000, discount: 65000, tip: 1000, total: 1000 }],
  ] as const)('discount %j, tip %i → %j', (discount, tip, totals) => expect(billTotals(lines, discount, tip)).toEqual(totals));

  it('an empty bill is zero', () => expect(billTotals([], null, 0)).toEqual({ subtotal: 0, discount: 0, tip: 0, total: 0 }));
});

describe('payments', () => {
  it.each([
    // due, payments, answer
    [58500, [{ method: 'cash', amount: 58500 }], { ok: true, paid: 58500, balance: 0, change: 0 }],
    [58500, [{ method: 'cash', amount: 20000, received: 50000 }, { method: 'card', amount: 38500 }], { ok: true, paid: 58500, balance: 0, change: 30000 }],
    [58500, [{ method: 'card', amount: 30000 }], { ok: true, paid: 30000, balance: 28500, change: 0 }],
    [58500, [{ method: 'transfer', amount: 8500 }, { method: 'card', amount: 50000 }], { ok: true, paid: 58500, balance: 0, change: 0 }],
    [58500, [{ method: 'card', amount: 58501 }], { ok: false, reason: 'over_total' }],
    [58500, [{ method: 'cash', amount: 30000 }, { method: 'card', amount: 30000 }], { ok: false, reason: 'over_total' }],
    [58500, [{ method: 'cash', amount: 20000, received: 10000 }], { ok: false, reason: 'received_short' }],
    [58500, [{ method: 'card', amount: 20000, received: 30000 }], { ok: false, reason: 'received_not_cash' }],
    [58500, [], { ok: false, reason: 'empty' }],
    [58500, [{ method: 'cash', amount: 0 }], { ok: false, reason: 'empty' }],
    [58500, [{ method: 'cash', amount: 10.5 }], { ok: false, reason: 'empty' }],
  ] as const)('due %i, %j → %j', (due, payments, answer) => expect(checkPayments(due, payments)).toEqual(answer));
});

describe('refunds', () => {
  it.each([
    [{ amount: 20000, paid: 58500, refunded: 0 }, { ok: true }],
    [{ amount: 58500, paid: 58500, refunded: 0 }, { ok: true }],
    [{ amount: 58501, paid: 58500, refunded: 0 }, { ok: false, reason: 'over_paid' }],
    [{ amount: 10000, paid: 58500, refunded: 50000 }, { ok: false, reason: 'over_paid' }],
    [{ amount: 20000, paid: 58500, refunded: 0, line: { net: 20000, refunded: 0 } }, { ok: true }],
    [{ amount: 20000, paid: 58500, refunded: 0, line: { net: 20000, refunded: 5000 } }, { ok: false, reason: 'over_line' }],
    [{ amount: 0, paid: 58500, refunded: 0 }, { ok: false, reason: 'empty' }],
  ] as const)('%j → %j', (input, answer) => expect(checkRefund(input)).toEqual(answer));
});

describe('the drawer', () => {
  it.each([
    [{ opening: 50000, cashPayments: 20000, cashRefunds: 0, cashIn: 0, cashOut: 0 }, 70000],
    [{ opening: 50000, cashPayments: 20000, cashRefunds: 5000, cashIn: 10000, cashOut: 15000 }, 60000],
    [{ opening: 0, cashPayments: 0, cashRefunds: 0, cashIn: 0, cashOut: 0 }, 0],
  ] as const)('%j expects %i', (moves, expected) => expect(expectedCash(moves)).toBe(expected));
});
