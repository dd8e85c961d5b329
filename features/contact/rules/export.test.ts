import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '@/platform/text/csv';
import { contactCsvFilename, contactMessagesCsv } from './export';

describe('contact messages CSV', () => {
  const row = {
    name: 'Şükrü Işık', email: 'sukru@example.com', phone: '05551234567', salonName: 'Güzellik; Bakım',
    message: '=cmd|\' /C calc\'!A0\n"acil" dönüş', status: 'scheduled' as const,
    createdAt: new Date('2030-03-05T11:07:00Z'), readAt: null,
  };

  it('writes a BOM, Turkish headers and labels, Istanbul times, quoting and neutralised formulas', () => {
    const csv = contactMessagesCsv([row]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...rest] = csv.slice(1).split('\r\n');
    expect(header).toBe('Ad Soyad;E-posta;Telefon;Salon Adı;Mesaj;Durum;Gönderilme Tarihi;Okunma Tarihi');
    expect(rest.join('\r\n')).toBe(
      `Şükrü Işık;sukru@example.com;0 555 123 45 67;"Güzellik; Bakım";"'=cmd|' /C calc'!A0\n""acil"" dönüş";Demo Planlandı;05.03.2030 14:07;\r\n`);
  });

  it('names the file after the Istanbul date', () => {
    expect(contactCsvFilename(new Date('2030-03-05T22:30:00Z'))).toBe('iletisim-mesajlari-2030-03-06.csv');
  });
});
