// Commission rates as the owner types them (issue 31).
import { describe, expect, it } from 'vitest';
import { percentSchema } from './schema.commission';

describe('a commission rate', () => {
  it.each([['7,5', 7.5], ['7.5', 7.5], ['', 0], [' 30 ', 30], [12.25, 12.25], ['100', 100], ['0', 0]] as const)('%j → %d', (typed, rate) => {
    expect(percentSchema.parse(typed)).toBe(rate);
  });
  it.each(['101', '-1', '7,555', 'on', 'NaN'])('refuses %j in Turkish', (typed) => {
    const result = percentSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/Oran/);
  });
});
