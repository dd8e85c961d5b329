// The reports screen's tabs (issue 31): each loads only its own figures, so a phone on a busy
// salon's year asks for one report at a time. A tab and a range make the screen's address.
import type { ReportRange } from './range';

export const REPORT_TABS = {
  tahsilat: 'Tahsilat', personel: 'Personel', randevular: 'Randevular', musteriler: 'Müşteriler', urunler: 'Ürünler', kasa: 'Kasa',
} as const;
export type ReportTab = keyof typeof REPORT_TABS;

/** The tab named in the address; anything else: the takings. */
export function parseReportTab(value: unknown): ReportTab {
  return typeof value === 'string' && value in REPORT_TABS ? (value as ReportTab) : 'tahsilat';
}

/** The address of a tab over a range: a preset keeps its name (it moves with today), a chosen range its days. */
export function reportHref(tab: ReportTab, range: ReportRange): string {
  const when = range.preset === 'ozel' ? `bas=${range.from}&bit=${range.to}` : `aralik=${range.preset}`;
  return `/panel/raporlar?bolum=${tab}&${when}`;
}
