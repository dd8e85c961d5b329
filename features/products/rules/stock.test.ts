// The stock rules as table tests (issue 31).
import { describe, expect, it } from 'vitest';
import { canTakeOut, isLowStock, stockChange } from './stock';

describe('what a movement changes', () => {
  it.each([
    ['purchase', 12, 3, 12], ['use', 2, 3, -2], ['count', 10, 3, 7], ['count', 0, 3, -3], ['count', 3, 3, null],
    ['purchase', 0, 3, null], ['use', 0, 3, null], ['count', 5, -2, 7],
  ] as const)('%s of %i with %i on hand → %j', (kind, quantity, onHand, change) => expect(stockChange(kind, quantity, onHand)).toBe(change));
});

describe('taking out', () => {
  it.each([
    [5, 5, false, true], [5, 6, false, false], [0, 1, false, false], [0, 1, true, true], [-3, 1, true, true], [10, 0, false, true],
  ] as const)('%i on hand, %i out, negative allowed %s → %s', (onHand, qty, allow, ok) => expect(canTakeOut(onHand, qty, allow)).toBe(ok));
});

describe('low stock', () => {
  it.each([[3, 5, true], [5, 5, true], [6, 5, false], [0, 0, false], [-1, 0, false], [-1, 2, true]] as const)(
    '%i on hand at level %i → %s', (stock, level, low) => expect(isLowStock(stock, level)).toBe(low));
});
