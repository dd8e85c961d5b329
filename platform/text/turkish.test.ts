import { describe, expect, it } from 'vitest';
import { foldTurkish, slugify, turkishLower, turkishUpper } from './turkish';

describe('turkishLower / turkishUpper', () => {
  it('maps dotted and dotless I the Turkish way', () => {
    expect(turkishLower('İSTANBUL')).toBe('istanbul');
    expect(turkishLower('IŞIL')).toBe('ışıl');
    expect(turkishLower('ÇAĞLA ÖZGÜR')).toBe('çağla özgür');
    expect(turkishUpper('inci ışıl')).toBe('İNCİ IŞIL');
    expect(turkishUpper('çağla şükrü')).toBe('ÇAĞLA ŞÜKRÜ');
  });

  it('round-trips Turkish words', () => {
    for (const word of ['Işıl', 'İnci', 'Iğdır', 'Şişli', 'Üsküdar']) {
      expect(turkishLower(turkishUpper(word))).toBe(turkishLower(word));
    }
  });
});

describe('foldTurkish', () => {
  it('makes every spelling of İstanbul equal', () => {
    const folded = ['İstanbul', 'istanbul', 'ISTANBUL', 'İSTANBUL', 'Istanbul'].map(foldTurkish);
    expect(new Set(folded)).toEqual(new Set(['istanbul']));
  });

  it('makes every spelling of Işıl equal', () => {
    const folded = ['Işıl', 'ışıl', 'IŞIL', 'isil', 'ISIL'].map(foldTurkish);
    expect(new Set(folded)).toEqual(new Set(['isil']));
  });

  it('removes every Turkish diacritic and circumflex', () => {
    expect(foldTurkish('ÇçĞğİıÖöŞşÜü')).toBe('ccggiioossuu');
    expect(foldTurkish('Hâlâ kâğıt')).toBe('hala kagit');
  });

  it('treats a decomposed dotted i like a plain i', () => {
    // 'İ'.toLowerCase() in a non-Turkish locale gives 'i' + U+0307.
    expect(foldTurkish('i\u0307nci')).toBe('inci');
  });
});

describe('slugify', () => {
  it.each([
    ['İstanbul', 'istanbul'],
    ['Kadıköy', 'kadikoy'],
    ['Şişli', 'sisli'],
    ['Afyonkarahisar', 'afyonkarahisar'],
    ['Üsküdar', 'uskudar'],
    ['Iğdır', 'igdir'],
    ['19 Mayıs', '19-mayis'],
    ['  Işıl Güzellik Salonu!  ', 'isil-guzellik-salonu'],
    ['Lavanta Spa & Masaj', 'lavanta-spa-masaj'],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify(' - ! ')).toBe('');
  });
});
