// PayTR's iFrame protocol as PayTR's side sees it (reference/paytr-iframe-api.md §2, §4, §7),
// written independently of the app's features/payments so the double can catch the app's mistakes.
import { createHmac } from 'node:crypto';

export const REQUIRED_FIELDS = [
  'merchant_id', 'user_ip', 'merchant_oid', 'email', 'payment_amount', 'user_basket',
  'user_name', 'user_address', 'user_phone', 'merchant_ok_url', 'merchant_fail_url', 'paytr_token',
];
const MAX_LENGTHS = {
  user_ip: 39, merchant_oid: 64, email: 100, user_name: 60, user_address: 400, user_phone: 20,
  merchant_ok_url: 400, merchant_fail_url: 400,
};

export const requiredFieldReason = (field) => `Zorunlu alan degeri gecersiz veya gonderilmedi (get-token): ${field}`;

export function tokenFor(f, key, salt) {
  const hashStr = `${f.merchant_id}${f.user_ip}${f.merchant_oid}${f.email}${f.payment_amount}${f.user_basket}`
    + `${f.no_installment ?? ''}${f.max_installment ?? ''}${f.currency ?? ''}${f.test_mode ?? ''}`;
  return createHmac('sha256', key).update(hashStr + salt, 'utf8').digest('base64');
}

export function notificationHashFor(oid, status, totalAmount, key, salt) {
  return createHmac('sha256', key).update(`${oid}${salt}${status}${totalAmount}`, 'utf8').digest('base64');
}

function isBasket(value) {
  try {
    const basket = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    return Array.isArray(basket) && basket.length > 0
      && basket.every((i) => Array.isArray(i) && i.length === 3 && typeof i[0] === 'string');
  } catch {
    return false;
  }
}

/** Checks a get-token request in the reference's order; returns PayTR's reason or null. */
export function validateTokenRequest(f, merchants) {
  const merchant = merchants.find((m) => m.id === f.merchant_id);
  if (!merchant) return { reason: 'Gecersiz istek veya magaza aktif degil' };
  for (const field of REQUIRED_FIELDS) if (!f[field]) return { reason: requiredFieldReason(field) };
  if (!/^[A-Za-z0-9]{1,64}$/.test(f.merchant_oid)) return { reason: 'merchant_oid alfanumerik olmalidir, ozel karakter iceremez' };
  if (!/^[0-9]+$/.test(f.payment_amount)) return { reason: 'payment_amount degeri integer olmalidir' };
  if (!isBasket(f.user_basket)) return { reason: requiredFieldReason('user_basket') };
  for (const [field, max] of Object.entries(MAX_LENGTHS)) if (f[field].length > max) return { reason: requiredFieldReason(field) };
  if (!['0', '1'].includes(f.no_installment ?? '')) return { reason: requiredFieldReason('no_installment') };
  if (!['0', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].includes(f.max_installment ?? '')) return { reason: requiredFieldReason('max_installment') };
  if (!['', 'TL', 'TRY', 'EUR', 'USD', 'GBP', 'RUB'].includes(f.currency ?? '')) return { reason: requiredFieldReason('currency') };
  if (!['', 'tr', 'en'].includes(f.lang ?? '')) return { reason: requiredFieldReason('lang') };
  if (tokenFor(f, merchant.key, merchant.salt) !== f.paytr_token) return { reason: 'paytr_token gonderilmedi veya gecersiz' };
  return { merchant };
}

export const FAILED_REASONS = {
  0: 'Kartın limiti yetersiz.',
  2: 'Kimlik Doğrulama başarısız. Lütfen tekrar deneyin.',
  6: 'Müşteri ödeme yapmaktan vazgeçti ve ödeme sayfasından ayrıldı.',
};
