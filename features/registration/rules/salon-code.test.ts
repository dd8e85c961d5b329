import { describe, expect, it } from 'vitest';
import { claimUniqueSalonCode, isSalonCode, randomSalonCode, SALON_CODE_ALPHABET, SALON_CODE_FAILED } from './salon-code';

/** A "random" source that spells the given codes one after the other. */
function spelling(...codes: string[]) {
  const indexes = codes.join('').split('').map((c) => SALON_CODE_ALPHABET.indexOf(c));
  let i = 0;
  return () => indexes[i++ % indexes.length];
}

describe('salon code', () => {
  it('is six characters of A-Z and 0-9', () => {
    for (let i = 0; i < 200; i++) expect(isSalonCode(randomSalonCode())).toBe(true);
    expect(isSalonCode('abc123')).toBe(false);
  });

  it('leaves out the look-alikes O/0 and I/1 in new codes, and still accepts old codes', () => {
    // Every index of the alphabet, so each character a new code can hold is seen.
    let i = 0;
    const codes = Array.from({ length: 6 }, () => randomSalonCode(() => i++ % SALON_CODE_ALPHABET.length));
    expect(new Set(codes.join(''))).toEqual(new Set(SALON_CODE_ALPHABET));
    expect(codes.join('')).not.toMatch(/[OI01]/);
    expect(SALON_CODE_ALPHABET).toHaveLength(32);
    expect(isSalonCode('O0I1AB')).toBe(true);
  });

  it('retries on a collision and takes the next free code', async () => {
    const taken = new Set(['AAAAAA', 'BBBBBB']);
    const tried: string[] = [];
    const code = await claimUniqueSalonCode(async (c) => { tried.push(c); return !taken.has(c); }, spelling('AAAAAA', 'BBBBBB', 'C2FFEE'));
    expect(code).toBe('C2FFEE');
    expect(tried).toEqual(['AAAAAA', 'BBBBBB', 'C2FFEE']);
  });

  it('gives up after 10 attempts with the spec message', async () => {
    let attempts = 0;
    await expect(claimUniqueSalonCode(async () => { attempts++; return false; }, spelling('AAAAAA')))
      .rejects.toThrow(SALON_CODE_FAILED);
    expect(attempts).toBe(10);
  });
});
