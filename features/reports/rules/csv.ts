// The reports' tables as CSV for Excel under Turkish settings (issue 31): ';'-separated, UTF-8
// with BOM, formula cells neutralised (platform/text/csv.ts), amounts as '1250,50' (a comma
// decimal, which Turkish Excel reads as a number). Each table names the report it comes from,
// so the download loads only that one. Pure.
import { toCsv, type CsvCell } from '@/platform/text/csv';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import { PAYMENT_METHOD_LABELS, toNumeric } from '@/features/bills/rules/money';
import type { ReportData, ReportSource } from '@/features/reports/types';
import type { ReportRange } from './range';
import { shareOf } from './share';

export const REPORT_TABLES = {
  gunluk: { title: 'Günlük tahsilat', source: 'takings' },
  odeme: { title: 'Ödeme yöntemleri', source: 'takings' },
  kategori: { title: 'Kategoriler', source: 'takings' },
  personel: { title: 'Personel', source: 'staff' },
  doluluk: { title: 'Doluluk', source: 'appointments' },
  saatler: { title: 'Yoğun saatler', source: 'appointments' },
  'musteri-en': { title: 'En çok harcayanlar', source: 'customers' },
  'musteri-kayip': { title: 'Gelmeyen müşteriler', source: 'customers' },
  urunler: { title: 'Satılan ürünler', source: 'products' },
  stok: { title: 'Azalan stok', source: 'products' },
  kasa: { title: 'Kasa oturumları', source: 'cash' },
} as const satisfies Record<string, { title: string; source: ReportSource }>;
export type ReportTable = keyof typeof REPORT_TABLES;

export const isReportTable = (value: string): value is ReportTable => Object.hasOwn(REPORT_TABLES, value);

const money = (kurus: number | null) => (kurus === null ? '' : toNumeric(kurus).replace('.', ','));
const percentOf = (part: number, whole: number) => shareOf(part, whole, 1).toString().replace('.', ',');
/** An instant as Istanbul's wall clock, '2026-12-01 09:00'. */
const stamp = (iso: string | null) => {
  if (!iso) return '';
  const clock = istanbulClock(new Date(iso));
  return `${clock.date} ${minutesToTime(clock.minutes)}`;
};
const csv = (rows: CsvCell[][]) => toCsv(rows, { separator: ';' });

/** The table's CSV from the report it comes from (`data` holds at least REPORT_TABLES[table].source). */
export function reportCsv(table: ReportTable, data: ReportData): string {
  const { takings, staff, appointments, customers, products, cash } = data;
  switch (table) {
    case 'gunluk':
      return csv([['Gün', 'Tahsilat', 'İade', 'Net'], ...takings!.byDay.map((d) => [d.day, money(d.taken), money(d.refunded), money(d.taken - d.refunded)])]);
    case 'odeme':
      return csv([['Yöntem', 'Tahsilat', 'İade', 'Net'], ...takings!.byMethod.map((m) => [PAYMENT_METHOD_LABELS[m.method], money(m.taken), money(m.refunded), money(m.taken - m.refunded)])]);
    case 'kategori':
      return csv([['Kategori', 'Satış'], ...takings!.byCategory.map((c) => [c.category, money(c.amount)])]);
    case 'personel':
      return csv([['Personel', 'Hizmet adedi', 'Hizmet cirosu', 'Ürün adedi', 'Ürün cirosu', 'Bahşiş', 'Prim'],
        ...staff!.map((s) => [s.name, s.servicesDone, money(s.serviceRevenue), s.productsSold, money(s.productRevenue), money(s.tips), money(s.commission)])]);
    case 'doluluk':
      return csv([['Personel', 'Dolu dakika', 'Çalışma dakikası', 'Doluluk %'],
        ...appointments!.occupancy.map((o) => [o.name, o.bookedMinutes, o.workingMinutes, percentOf(o.bookedMinutes, o.workingMinutes)])]);
    case 'saatler':
      return csv([['Saat', 'Randevu'], ...appointments!.byHour.map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.count])]);
    case 'musteri-en':
      return csv([['Müşteri', 'Telefon', 'Adisyon', 'Ödenen', 'Son ziyaret'], ...customers!.top.map((c) => [c.name, c.phone, c.visits, money(c.spent), c.lastVisit])]);
    case 'musteri-kayip':
      return csv([['Müşteri', 'Telefon', 'Ziyaret', 'Son ziyaret', 'Grup'],
        ...customers!.lapsed60.map((c) => [c.name, c.phone, c.visits, c.lastVisit, '60+ gün']),
        ...customers!.lapsed90.map((c) => [c.name, c.phone, c.visits, c.lastVisit, '90+ gün'])]);
    case 'urunler':
      return csv([['Ürün', 'Adet', 'Ciro'], ...products!.sold.map((p) => [p.name, p.quantity, money(p.revenue)])]);
    case 'stok':
      return csv([['Ürün', 'Stok', 'Uyarı seviyesi'], ...products!.lowStock.map((p) => [p.name, p.stock, p.lowStockLevel])]);
    case 'kasa':
      return csv([['Açılış', 'Açan', 'Kapanış', 'Kapatan', 'Açılış tutarı', 'Beklenen', 'Sayılan', 'Fark'],
        ...cash!.map((c) => [stamp(c.openedAt), c.openedBy, stamp(c.closedAt), c.closedBy, money(c.opening), money(c.expected), money(c.counted), money(c.difference)])]);
  }
}

export function reportCsvFilename(table: ReportTable, range: ReportRange): string {
  return `rapor-${table}-${range.from}_${range.to}.csv`;
}
