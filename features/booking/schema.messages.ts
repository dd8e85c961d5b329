// The booking form's Turkish messages (spec 1 §5, §8), apart from the zod schemas in
// appointment.ts so the booking page can show them without loading zod up front.
/**
 * A salon whose subscription has ended (salon_subscription_ended(), migration 20261125030000):
 * the booking API's 403 and the notice its salon and booking pages show instead of the form.
 */
export const SUBSCRIPTION_ENDED_MESSAGE = 'Bu salon şu anda online randevu almıyor.';

export const BOOKING_MESSAGES = {
  missingTitle: 'Eksik Bilgi',
  missing: 'Lütfen tüm zorunlu alanları doldurun',
  salon: 'Geçersiz salon',
  service: 'Lütfen bir hizmet seçin',
  staff: 'Lütfen bir personel seçin',
  date: 'Lütfen geçerli bir tarih seçin',
  time: 'Lütfen bir saat seçin',
  name: 'Lütfen adınızı giriniz',
  phone: 'Geçerli bir telefon numarası girin (0XXX XXX XX XX)',
  email: 'Geçerli bir e-posta adresi giriniz',
  notes: 'Not en fazla 500 karakter olabilir',
} as const;
