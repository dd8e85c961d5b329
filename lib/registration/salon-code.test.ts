import { describe, expect, it } from 'vitest';
import { claimUniqueSalonCode, isSalonCode, randomSalonCode, SALON_CODE_FAILED } from './salon-code';

/** A "random" source that spells the given codes one after the other. */
function spelling(...codes: string[]) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const indexes = codes.join('').split('').map((c) => alphabet.indexOf(c));
  let i = 0;
  return () => indexes[i++ % indexes.length];
}

describe('salon code', () => {
  it('is six characters of A-Z and 0-9', () => {
    for (let i = 0; i < 200; i++) expect(isSalonCode(randomSalonCode())).toBe(true);
    expect(isSalonCode('abc123')).toBe(false);
  });

  it('retries on a collision and takes the next free code', async () => {
    const taken = new Set(['AAAAAA', 'BBBBBB']);
    const tried: string[] = [];
    const code = await claimUniqueSalonCode(async (c) => { tried.push(c); return !taken.has(c); }, spelling('AAAAAA', 'BBBBBB', 'C0FFEE'));
    expect(code).toBe('C0FFEE');
    expect(tried).toEqual(['AAAAAA', 'BBBBBB', 'C0FFEE']);
  });

  it('gives up after 10 attempts with the spec message', async () => {
    let attempts = 0;
    await expect(claimUniqueSalonCode(async () => { attempts++; return false; }, spelling('AAAAAA')))
      .rejects.toThrow(SALON_CODE_FAILED);
    expect(attempts).toBe(10);
  });
});
