import { describe, expect, it } from 'vitest';
import { billedParts } from './encoding';
import {
  appointmentMoved, bookingConfirmed, cancelledBySalon, confirmedBySalon, firstNameOf, reminder,
  salonCustomerCancelled, salonNewOnlineBooking, smsSafe,
} from './messages';

const TR = { turkishShift: true };
const LINK = 'https://salonrandevu.com/r/Xy7Kp2Qa9B';
const SALON_PAGE = 'https://salonrandevu.com/salon/nur';
const CALENDAR = 'https://salonrandevu.com/panel/takvim?tarih=2031-12-12';
/** Today's manage link: 64 hex characters of token. */
const MANAGE_LINK = `https://salonrandevu.com/randevu/yonet/${'0123456789abcdef'.repeat(4)}`;
const booking = { firstName: 'Ayşe', salonName: 'Salon Nur', date: '2031-12-12', time: '14:30', link: LINK };
const moved = { ...booking, date: '2031-12-13', time: '16:00', previousDate: '2031-12-12', previousTime: '14:30' };
const forSalon = { customerFirstName: 'Ayşe Yılmaz', serviceName: 'Saç Kesimi', date: '2031-12-12', time: '14:30:00', link: CALENDAR };
const SIXTY = 'Güzellik ve Bakım Merkezi Nur Şahin Kuaför Salonu Kadıköy Şb';

const parts = (text: string) => billedParts(text, TR);

describe('the texts for a sample booking', () => {
  it.each([
    ['booked, confirmed by the salon from the start', bookingConfirmed({ ...booking, status: 'confirmed' }),
      'Merhaba Ayşe, Salon Nur randevunuz onaylandı: 12 Aralık Cuma 14:30. Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['booked online, waiting for the salon', bookingConfirmed({ ...booking, status: 'scheduled' }),
      'Merhaba Ayşe, Salon Nur randevunuz alındı, salonun onayı bekleniyor: 12 Aralık Cuma 14:30. Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['reminder the day before', reminder({ ...booking, today: '2031-12-11' }),
      'Merhaba Ayşe, Salon Nur randevunuz yarın, saat 14:30. Gelemeyecekseniz lütfen iptal edin: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['reminder on the day', reminder({ ...booking, today: '2031-12-12' }),
      'Merhaba Ayşe, Salon Nur randevunuz bugün, saat 14:30. Gelemeyecekseniz lütfen iptal edin: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['reminder further ahead: the date', reminder({ ...booking, today: '2031-12-10' }),
      'Merhaba Ayşe, Salon Nur randevunuz 12 Aralık Cuma, saat 14:30. Gelemeyecekseniz lütfen iptal edin: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['reminder without a link', reminder({ ...booking, link: null, today: '2031-12-11' }),
      'Merhaba Ayşe, Salon Nur randevunuz yarın, saat 14:30. Gelemeyecekseniz lütfen salona haber verin.'],
    ['moved within the day', appointmentMoved({ ...booking, time: '16:00', previousDate: '2031-12-12', previousTime: '14:30' }),
      'Merhaba Ayşe, Salon Nur randevunuzu taşıdı: 12 Aralık Cuma 16:00 (önceki: 14:30). Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['moved to another day: the greeting gives way', appointmentMoved(moved),
      'Salon Nur randevunuzu taşıdı: 13 Aralık Cumartesi 16:00 (önceki: 12 Aralık 14:30). Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['cancelled by the salon, with its reason', cancelledBySalon({ ...booking, reason: 'Personelimiz hastalandı', link: SALON_PAGE }),
      'Salon Nur randevunuzu iptal etti: 12 Aralık Cuma 14:30. Neden: Personelimiz hastalandı. Yeni randevu için: https://salonrandevu.com/salon/nur'],
    ['cancelled with a long reason: shortened', cancelledBySalon({
      ...booking, link: SALON_PAGE,
      reason: 'Elektrik kesintisi nedeniyle bugün salonumuz kapalı olacak, anlayışınız için teşekkür ederiz.',
    }), 'Salon Nur randevunuzu iptal etti: 12 Aralık Cuma 14:30. Neden: Elektrik kesintisi nedeniyle... Yeni randevu için: https://salonrandevu.com/salon/nur'],
    ['cancelled without a reason or link', cancelledBySalon({ ...booking, link: null }),
      'Merhaba Ayşe, Salon Nur randevunuzu iptal etti: 12 Aralık Cuma 14:30.'],
    ['confirmed by the salon', confirmedBySalon(booking),
      'Merhaba Ayşe, Salon Nur randevunuzu onayladı: 12 Aralık Cuma 14:30. Sizi bekliyoruz. Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ['no first name: no greeting', confirmedBySalon({ ...booking, firstName: null }),
      'Salon Nur randevunuzu onayladı: 12 Aralık Cuma 14:30. Sizi bekliyoruz. Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B'],
    ["to the salon: a new online booking (first name only)", salonNewOnlineBooking(forSalon),
      'Yeni online randevu: Ayşe, Saç Kesimi, 12 Aralık Cuma 14:30. Takvim: https://salonrandevu.com/panel/takvim?tarih=2031-12-12'],
    ['to the salon: the customer cancelled', salonCustomerCancelled({ ...forSalon, link: null }),
      'Müşteri iptal etti: Ayşe, Saç Kesimi, 12 Aralık Cuma 14:30.'],
  ])('%s', (_name, text, expected) => {
    expect(text).toBe(expected);
    expect(parts(text)).toMatchObject({ encoding: 'gsm7-tr', parts: 1 });
  });
});

describe('a long salon name', () => {
  const texts = (salonName: string) => [
    bookingConfirmed({ ...booking, salonName, status: 'confirmed' }),
    bookingConfirmed({ ...booking, salonName, status: 'scheduled' }),
    reminder({ ...booking, salonName, today: '2031-12-11' }),
    appointmentMoved({ ...moved, salonName }),
    cancelledBySalon({ ...booking, salonName, reason: 'Elektrik kesintisi nedeniyle bugün kapalıyız.', link: SALON_PAGE }),
    confirmedBySalon({ ...booking, salonName }),
  ];

  it('of 60 characters still goes in one part, its time and link whole', () => {
    expect(SIXTY).toHaveLength(60);
    for (const text of texts(SIXTY)) {
      expect(parts(text).parts, text).toBe(1);
      expect(text).toMatch(/^(Merhaba Ayşe, )?Güzellik/);
      expect(text).toContain('...');
      expect(text).toMatch(/(1[23] Aralık (Cuma|Cumartesi)|yarın, saat) 1[46]:[03]0\b/);
      expect(text.endsWith(LINK) || text.endsWith(SALON_PAGE)).toBe(true);
    }
  });

  it('is shortened as little as the part allows, at a word where it can', () => {
    expect(bookingConfirmed({ ...booking, salonName: SIXTY, status: 'confirmed' })).toBe(
      'Merhaba Ayşe, Güzellik ve Bakım Merkezi Nur... randevunuz onaylandı: 12 Aralık Cuma 14:30. Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B',
    );
    expect(reminder({ ...booking, salonName: SIXTY, today: '2031-12-11' })).toBe(
      'Merhaba Ayşe, Güzellik ve Bakım Merkezi... randevunuz yarın, saat 14:30. Gelemeyecekseniz lütfen iptal edin: https://salonrandevu.com/r/Xy7Kp2Qa9B',
    );
    expect(appointmentMoved({ ...moved, salonName: SIXTY })).toBe(
      'Güzellik... randevunuzu taşıdı: 13 Aralık Cumartesi 16:00 (önceki: 12 Aralık 14:30). Detay ve iptal: https://salonrandevu.com/r/Xy7Kp2Qa9B',
    );
  });

  it("today's 64-character manage link cannot fit one part: two, and then nothing is cut", () => {
    const text = bookingConfirmed({ ...booking, salonName: SIXTY, link: MANAGE_LINK, status: 'scheduled' });
    expect(text).toBe(`Merhaba Ayşe, ${SIXTY} randevunuz alındı, salonun onayı bekleniyor: 12 Aralık Cuma 14:30. Detay ve iptal: ${MANAGE_LINK}`);
    expect(parts(text).parts).toBe(2);
  });
});

describe('free text in a message', () => {
  it.each([
    ['Kuaför Âdem', 'Kuaför Adem'],
    ['Nail Art 💅 Stüdyo', 'Nail Art Stüdyo'],
    ['Salon 💇‍♀️ Nur', 'Salon Nur'],
    ['“Özel” Kuaför – Moda', '"Özel" Kuaför - Moda'],
    ['Ayşe’nin Yeri…', "Ayşe'nin Yeri..."],
    ['Ş'.normalize('NFD') + 'ule', 'Şule'],
    ['  Çok\n\tboşluk  ', 'Çok boşluk'],
  ])('%j → %j', (raw, safe) => {
    expect(smsSafe(raw)).toBe(safe);
  });

  it('keeps a salon name with an emoji or â out of UCS-2', () => {
    const text = confirmedBySalon({ ...booking, salonName: 'Kuaför Âdem 💇' });
    expect(text.startsWith('Merhaba Ayşe, Kuaför Adem randevunuzu onayladı')).toBe(true);
    expect(parts(text)).toMatchObject({ encoding: 'gsm7-tr', parts: 1 });
  });

  it('greets by the first name only', () => {
    expect(firstNameOf('Ayşe Nur Yılmaz')).toBe('Ayşe');
    expect(confirmedBySalon({ ...booking, firstName: 'Ayşe Nur Yılmaz' })).toMatch(/^Merhaba Ayşe, Salon Nur/);
  });

  it('leaves the reason out when less than 12 characters of it would fit', () => {
    const link = `https://salonrandevu.com/salon/${'n'.repeat(29)}`;
    expect(cancelledBySalon({ ...booking, reason: 'Personelimiz hastalandı', link })).toBe(
      `Salon Nur randevunuzu iptal etti: 12 Aralık Cuma 14:30. Yeni randevu için: ${link}`,
    );
  });

  it('never cuts the time or the link for a reason', () => {
    const text = cancelledBySalon({ ...booking, salonName: SIXTY, firstName: null, reason: 'x'.repeat(300), link: MANAGE_LINK });
    expect(text).toContain('randevunuzu iptal etti: 12 Aralık Cuma 14:30. Neden: xxx');
    expect(text.endsWith(`xxx... Yeni randevu için: ${MANAGE_LINK}`)).toBe(true);
    expect(parts(text).parts).toBe(2);
  });

  it('shortens a long service name for the salon, never its time', () => {
    const text = salonNewOnlineBooking({ ...forSalon, serviceName: 'Keratin Bakımı + Saç Boyama (Uzun Saç) + Fön ve Maşa' });
    expect(text).toBe('Yeni online randevu: Ayşe, Keratin Bakımı + Saç Boyama..., 12 Aralık Cuma 14:30. Takvim: https://salonrandevu.com/panel/takvim?tarih=2031-12-12');
    expect(parts(text).parts).toBe(1);
  });
});
