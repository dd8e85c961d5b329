// The contact inbox's CSV export: the filtered messages, one row each, dates in Istanbul time.
// Semicolons because Excel under Turkish regional settings splits columns on ';' (the decimal
// separator is ','); the UTF-8 BOM makes it read Turkish letters correctly. Pure.
import { formatShortDate } from '@/platform/time/calendar';
import { toCsv } from '@/platform/text/csv';
import type { ContactMessageStatus } from '@/platform/db/schema';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { CONTACT_STATUS_LABELS } from './status';

export interface ContactMessageForExport {
  name: string;
  email: string;
  phone: string | null;
  salonName: string | null;
  message: string | null;
  status: ContactMessageStatus;
  createdAt: Date;
  readAt: Date | null;
}

export const CONTACT_CSV_HEADERS = ['Ad Soyad', 'E-posta', 'Telefon', 'Salon Adı', 'Mesaj', 'Durum', 'Gönderilme Tarihi', 'Okunma Tarihi'];

/** '05.03.2030 14:07' in Istanbul time. */
export function formatIstanbulDateTime(instant: Date): string {
  const clock = istanbulClock(instant);
  return `${formatShortDate(clock.date)} ${minutesToTime(clock.minutes)}`;
}

export function contactMessagesCsv(rows: ContactMessageForExport[]): string {
  return toCsv([
    CONTACT_CSV_HEADERS,
    ...rows.map((r) => [
      // Spaced as everywhere a person reads it ('0 532 111 22 33'): a spreadsheet keeps it as
      // text, with its leading zero, where '05321112233' became the number 5321112233 (issue 29).
      r.name, r.email, r.phone ? formatPhoneDisplay(r.phone) : null, r.salonName, r.message, CONTACT_STATUS_LABELS[r.status],
      formatIstanbulDateTime(r.createdAt), r.readAt ? formatIstanbulDateTime(r.readAt) : null,
    ]),
  ], { separator: ';' });
}

/** 'iletisim-mesajlari-2030-03-05.csv' (Istanbul date). */
export function contactCsvFilename(now: Date): string {
  return `iletisim-mesajlari-${istanbulClock(now).date}.csv`;
}
