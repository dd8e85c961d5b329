import { describe, expect, it } from 'vitest';
import { nameTerms, redactEmails, redactTerms } from './erasure';

describe('redactTerms', () => {
  it('replaces whole words whatever their case, the longest term first', () => {
    const terms = [...nameTerms('Ayşe Yılmaz'), 'ayse@example.com', '05321234567'];
    expect(redactTerms('Adisyon #3 açıldı: Ayşe Yılmaz', terms, 'X')).toBe('Adisyon #3 açıldı: X');
    expect(redactTerms('Adisyon #4 özeti gönderildi: AYSE@example.com', terms, 'X')).toBe('Adisyon #4 özeti gönderildi: X');
    expect(redactTerms('Randevu iptal edildi: Ayşe · 12.12.2026 10:00 (05321234567)', terms, 'X'))
      .toBe('Randevu iptal edildi: X · 12.12.2026 10:00 (X)');
  });

  it('leaves words that only contain a name, and ignores empty or one-letter terms', () => {
    expect(redactTerms('Cansu geldi, Can gelmedi', ['Can'], 'X')).toBe('Cansu geldi, X gelmedi');
    expect(redactTerms('a (b) c', ['', null, 'a', '(b)'], 'X')).toBe('a X c');
    expect(redactTerms('değişmez', [], 'X')).toBe('değişmez');
  });
});

describe('redactEmails', () => {
  it('replaces any address, keeping the full stop after it and the words around it', () => {
    expect(redactEmails('Adisyon #4 özeti gönderildi: Zy.1987+salon@Örnek-posta.com.tr.', 'X')).toBe('Adisyon #4 özeti gönderildi: X.');
    expect(redactEmails('a@b.co ve c_d@e.org', 'X')).toBe('X ve X');
    expect(redactEmails('Adisyon #4 açıldı: @ayse · 1.2 ₺', 'X')).toBe('Adisyon #4 açıldı: @ayse · 1.2 ₺');
  });
});
