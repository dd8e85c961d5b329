import { describe, expect, it } from 'vitest';
import { billedParts, OPERATOR_CODE_SUFFIX, PART_LIMITS, smsParts } from './encoding';

const a = (n: number) => 'a'.repeat(n);
const TR = { turkishShift: true };
const PLAIN = { turkishShift: false };

describe('part limits', () => {
  it('are derived from 140 octets and the header each encoding needs', () => {
    expect(PART_LIMITS).toEqual({
      gsm7: { single: 160, concatenated: 153 },
      'gsm7-tr': { single: 155, concatenated: 149 },
      ucs2: { single: 70, concatenated: 67 },
    });
  });
});

describe('smsParts', () => {
  it.each([
    ['empty', '', PLAIN, { encoding: 'gsm7', units: 0, parts: 1, perPart: 160 }],
    ['plain ASCII, 160', a(160), PLAIN, { encoding: 'gsm7', units: 160, parts: 1, perPart: 160 }],
    ['plain ASCII, 161', a(161), PLAIN, { encoding: 'gsm7', units: 161, parts: 2, perPart: 153 }],
    ['plain ASCII, 306 = 2 × 153', a(306), PLAIN, { encoding: 'gsm7', units: 306, parts: 2, perPart: 153 }],
    ['plain ASCII, 307', a(307), PLAIN, { encoding: 'gsm7', units: 307, parts: 3, perPart: 153 }],
    ['plain text needs no shift even when it is offered', a(160), TR, { encoding: 'gsm7', units: 160, parts: 1, perPart: 160 }],
    ['ö ü Ö Ü Ç are in the default alphabet', 'ÖüÜÇö', PLAIN, { encoding: 'gsm7', units: 5, parts: 1, perPart: 160 }],
    ["'{' counts 2", '{', PLAIN, { encoding: 'gsm7', units: 2, parts: 1, perPart: 160 }],
    ["'€' and '[]' count 2 each", '€[]', PLAIN, { encoding: 'gsm7', units: 6, parts: 1, perPart: 160 }],
    ['159 + an escape = 161: two parts', a(159) + '{', PLAIN, { encoding: 'gsm7', units: 161, parts: 2, perPart: 153 }],
    ['158 + an escape = 160: one part', a(158) + '~', PLAIN, { encoding: 'gsm7', units: 160, parts: 1, perPart: 160 }],
    ['ş with the Turkish shift', 'ş', TR, { encoding: 'gsm7-tr', units: 2, parts: 1, perPart: 155 }],
    ['ş without it goes as UCS-2', 'ş', PLAIN, { encoding: 'ucs2', units: 1, parts: 1, perPart: 70 }],
    ['Turkish shift, 155 septets', 'ş' + a(153), TR, { encoding: 'gsm7-tr', units: 155, parts: 1, perPart: 155 }],
    ['Turkish shift, 156 septets', 'ş' + a(154), TR, { encoding: 'gsm7-tr', units: 156, parts: 2, perPart: 149 }],
    ['Turkish shift, 298 = 2 × 149', 'ı' + a(296), TR, { encoding: 'gsm7-tr', units: 298, parts: 2, perPart: 149 }],
    ['Turkish shift, 299', 'ı' + a(297), TR, { encoding: 'gsm7-tr', units: 299, parts: 3, perPart: 149 }],
    ['every Turkish-only letter is 2 septets', 'çğıİşŞĞ', TR, { encoding: 'gsm7-tr', units: 14, parts: 1, perPart: 155 }],
    ['the Turkish table keeps the escapes', 'ş{€', TR, { encoding: 'gsm7-tr', units: 6, parts: 1, perPart: 155 }],
    ['UCS-2, 70', 'ş' + a(69), PLAIN, { encoding: 'ucs2', units: 70, parts: 1, perPart: 70 }],
    ['UCS-2, 71', 'ş' + a(70), PLAIN, { encoding: 'ucs2', units: 71, parts: 2, perPart: 67 }],
    ['UCS-2, 134 = 2 × 67', 'ş' + a(133), PLAIN, { encoding: 'ucs2', units: 134, parts: 2, perPart: 67 }],
    ['UCS-2, 135', 'ş' + a(134), PLAIN, { encoding: 'ucs2', units: 135, parts: 3, perPart: 67 }],
    ['an emoji forces UCS-2 and counts 2', `Merhaba 💇`, TR, { encoding: 'ucs2', units: 10, parts: 1, perPart: 70 }],
    ['â (not in any GSM table) forces UCS-2', 'Kuaför Âdem', TR, { encoding: 'ucs2', units: 11, parts: 1, perPart: 70 }],
    ['the typographic ellipsis forces UCS-2', 'Salon…', TR, { encoding: 'ucs2', units: 6, parts: 1, perPart: 70 }],
  ] as const)('%s', (_name, text, options, expected) => {
    expect(smsParts(text, options)).toEqual(expected);
  });

  it('never splits an escape pair across parts', () => {
    // 152 + '{' + 152 = 306 septets, but '{' cannot sit in part 1's last septet.
    expect(smsParts(a(152) + '{' + a(152), PLAIN)).toMatchObject({ units: 306, parts: 3 });
    expect(smsParts(a(151) + '{' + a(153), PLAIN)).toMatchObject({ units: 306, parts: 2 });
    expect(smsParts('ş' + a(146) + 'ş' + a(148), TR)).toMatchObject({ units: 298, parts: 3 });
  });

  it('never splits a surrogate pair across parts', () => {
    expect(smsParts(a(66) + '💇' + a(66), PLAIN)).toMatchObject({ units: 134, parts: 3 });
    expect(smsParts(a(65) + '💇' + a(67), PLAIN)).toMatchObject({ units: 134, parts: 2 });
  });
});

describe('billedParts', () => {
  it("leaves room for the operator's code", () => {
    expect(OPERATOR_CODE_SUFFIX).toHaveLength(5);
    expect(billedParts(a(155), PLAIN)).toMatchObject({ units: 160, parts: 1 });
    expect(billedParts(a(156), PLAIN)).toMatchObject({ units: 161, parts: 2 });
    expect(billedParts('ş' + a(148), TR)).toMatchObject({ encoding: 'gsm7-tr', units: 155, parts: 1 });
    expect(billedParts('ş' + a(149), TR)).toMatchObject({ encoding: 'gsm7-tr', units: 156, parts: 2 });
  });
});
