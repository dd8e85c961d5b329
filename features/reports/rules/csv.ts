// The reports' tables as CSV for Excel under Turkish settings (issue 31): ';'-separated, UTF-8
// with BOM, formula cells neutralised (platform/text/csv.ts), amounts as '1250,50' (a comma
// decimal, which Turkish Excel reads as a number). Pure.
import { toCsv } from '@/platform/text/csv';
import { PAYMENT_METHOD_LABELS, toNumeric } from '@/features/bills/rules/money';
import type { StaffFigures, TakingsReport } from '@/features/reports/server/takings';
import type { ReportRange } from './range';

export const REPORT_TABLES = { gunluk: 'Günlük tahsilat', odeme: 'Ödeme yöntemleri', kategori: 'Kategoriler', personel: 'Personel' } as const;
export type ReportTable = keyof typeof REPORT_TABLES;

const money = (kurus: number) => toNumeric(kurus).replace('.', ',');

export function reportCsv(table: ReportTable, data: { takings: TakingsReport; staff: StaffFigures[] }): string {
  const { takings, staff } = data;
  switch (table) {
    case 'gunluk':
      return toCsv([['Gün', 'Tahsilat', 'İade', 'Net'], ...takings.byDay.map((d) => [d.day, money(d.taken), money(d.refunded), money(d.taken - d.refunded)])], { separator: ';' });
    case 'odeme':
      return toCsv([['Yöntem', 'Tahsilat', 'İade', 'Net'], ...takings.byMethod.map((m) => [PAYMENT_METHOD_LABELS[m.method], money(m.taken), money(m.refunded), money(m.taken - m.refunded)])], { separator: ';' });
    case 'kategori':
      return toCsv([['Kategori', 'Satış'], ...takings.byCategory.map((c) => [c.category, money(c.amount)])], { separator: ';' });
    case 'personel':
      return toCsv([['Personel', 'Hizmet adedi', 'Hizmet cirosu', 'Ürün adedi', 'Ürün cirosu', 'Bahşiş', 'Prim'],
        ...staff.map((s) => [s.name, s.servicesDone, money(s.serviceRevenue), s.productsSold, money(s.productRevenue), money(s.tips), money(s.commission)])], { separator: ';' });
  }
}

export function reportCsvFilename(table: ReportTable, range: ReportRange): string {
  return `rapor-${table}-${range.from}_${range.to}.csv`;
}
