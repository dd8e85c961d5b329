// The reports' CSV (issue 31): what Excel under Turkish settings opens as numbers, never formulas.
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '@/platform/text/csv';
import { reportCsv, reportCsvFilename } from './csv';

const takings = {
  byDay: [{ day: '2026-12-01', taken: 157000, refunded: 0 }, { day: '2026-12-02', taken: 120000, refunded: 20000 }],
  byMethod: [{ method: 'card' as const, taken: 210000, refunded: 20000 }],
  byCategory: [{ category: '=HYPERLINK("x")', amount: 75050 }],
  services: 0, products: 0, discounts: 0, tips: 0, balancesCreated: 0, balancesOutstanding: 0, billsClosed: 0,
};
const staff = [{ staffId: 'a', name: 'Selin Yıldız', servicesDone: 2, serviceRevenue: 115000, productsSold: 2, productRevenue: 50000, tips: 2000, commission: 39500 }];

describe('report CSV', () => {
  it('writes days with comma decimals, separated by semicolons, behind a BOM', () => {
    expect(reportCsv('gunluk', { takings, staff })).toBe(`${UTF8_BOM}Gün;Tahsilat;İade;Net\r\n2026-12-01;1570,00;0,00;1570,00\r\n2026-12-02;1200,00;200,00;1000,00\r\n`);
  });
  it('names methods in Turkish and neutralises a formula-looking category', () => {
    expect(reportCsv('odeme', { takings, staff })).toContain('Kredi/Banka Kartı;2100,00;200,00;1900,00');
    expect(reportCsv('kategori', { takings, staff })).toContain(`"'=HYPERLINK(""x"")";750,50`);
  });
  it("gives each staff member's figures and a dated file name", () => {
    expect(reportCsv('personel', { takings, staff })).toContain('Selin Yıldız;2;1150,00;2;500,00;20,00;395,00');
    expect(reportCsvFilename('personel', { from: '2026-12-01', to: '2026-12-31', preset: 'ay' })).toBe('rapor-personel-2026-12-01_2026-12-31.csv');
  });
});
