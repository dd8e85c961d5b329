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

  it('gives occupancy as a percentage with a comma, and hours as times', () => {
    const appointments = {
      total: 0, online: 0, bySalon: 0, completed: 0, cancelled: 0, noShow: 0,
      occupancy: [{ staffId: 'a', name: 'Selin', bookedMinutes: 310, workingMinutes: 480 }, { staffId: 'b', name: 'Deniz', bookedMinutes: 0, workingMinutes: 0 }],
      byHour: [{ hour: 9, count: 4 }],
    };
    expect(reportCsv('doluluk', { appointments })).toContain('Selin;310;480;64,6\r\nDeniz;0;0;0');
    expect(reportCsv('saatler', { appointments })).toContain('09:00;4');
  });
  it('lists lapsed customers by group with their phones, and a drawer short by 50 lira as −50,00', () => {
    const row = { name: 'Ayşe', phone: '05321234567', visits: 3, spent: 0, lastVisit: '2026-09-01' };
    const customers = { newCustomers: 0, returning: 0, top: [], lapsed60: [row], lapsed90: [{ ...row, name: 'Fatma', lastVisit: '2026-06-01' }] };
    expect(reportCsv('musteri-kayip', { customers })).toContain('Ayşe;05321234567;3;2026-09-01;60+ gün\r\nFatma;05321234567;3;2026-06-01;90+ gün');
    const cash = [{ id: 'x', openedAt: '2026-12-01T06:00:00Z', closedAt: '2026-12-01T17:00:00Z', openedBy: 'Ali', closedBy: 'Ali', opening: 10000, expected: 60000, counted: 55000, difference: -5000 }];
    expect(reportCsv('kasa', { cash })).toContain('2026-12-01 09:00;Ali;2026-12-01 20:00;Ali;100,00;600,00;550,00;-50,00');
  });
});
