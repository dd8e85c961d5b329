import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, UTF8_BOM } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and keeps Turkish letters intact', () => {
    const csv = toCsv([['Ad', 'Şehir'], ['Işıl Çağrı Öztürk', 'İğdır']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}Ad,Şehir\r\nIşıl Çağrı Öztürk,İğdır\r\n`);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Moda, Kadıköy')).toBe('"Moda, Kadıköy"');
    expect(csvCell('"Harika" bir salon')).toBe('"""Harika"" bir salon"');
    expect(csvCell('iki\nsatır')).toBe('"iki\nsatır"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell(' boşluk ')).toBe('" boşluk "');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","tıkla")')).toBe(`"'=HYPERLINK(""http://x"",""tıkla"")"`);
    expect(csvCell('+90 555')).toBe("'+90 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
    // A drawer short by 50 lira, written with a comma decimal, stays a number.
    expect(csvCell('-50,00', ';')).toBe('-50,00');
    expect(csvCell('-50,00+1', ';')).toBe("'-50,00+1");
  });

  it('can leave the BOM out and use semicolons', () => {
    expect(toCsv([['a', 'b;c']], { bom: false, separator: ';' })).toBe('a;"b;c"\r\n');
  });
});
