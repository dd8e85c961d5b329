// The reference's test vectors (reference/paytr-iframe-api.md §6), computed independently there.
import { describe, expect, it } from 'vitest';
import { encodeBasket } from './basket';
import { isNotificationHashValid, notificationHash, paytrToken } from './hash';
import { MERCHANT_OID_PATTERN, newMerchantOid } from './merchant-oid';

const KEY = 'TESTKEY1234567AB';
const SALT = 'TESTSALT1234567C';
const base = {
  merchant_id: '123456', user_ip: '85.105.10.20', merchant_oid: 'SIP20240101ABC123', email: 'musteri@example.com',
  payment_amount: '15075', no_installment: '0', max_installment: '0', currency: 'TL', test_mode: '1',
};

describe('PayTR signatures', () => {
  it('encodes the basket and signs the token like the reference (§6.1)', () => {
    const basket = encodeBasket([['Kahve Fincani', '100.75', 1], ['Cay Bardagi', '25.00', 2]]);
    expect(basket).toBe('W1siS2FodmUgRmluY2FuaSIsIjEwMC43NSIsMV0sWyJDYXkgQmFyZGFnaSIsIjI1LjAwIiwyXV0=');
    expect(paytrToken({ ...base, user_basket: basket }, KEY, SALT)).toBe('YqLjyNmvRp5wPl7uGt30zAlpzEUeoFeGuANWv24ici8=');
  });

  it('signs a Turkish basket over its UTF-8 JSON (§6.3)', () => {
    const basket = encodeBasket([['Kahve Fincanı', '100.75', 1], ['Çay Bardağı', '25.00', 2]]);
    expect(basket).toBe('W1siS2FodmUgRmluY2FuxLEiLCIxMDAuNzUiLDFdLFsiw4dheSBCYXJkYcSfxLEiLCIyNS4wMCIsMl1d');
    expect(paytrToken({ ...base, user_basket: basket }, KEY, SALT)).toBe('KfV5EgJsWuSHMa7eyXq+tu+TcLqjj6c7w4hvdW/FHH8=');
  });

  it.each([
    ['success', '15075', '9G3knb6JySNtF01anG4IoLzEf+sKKUyDUAxPW0PJn0c='],
    ['success', '15979', '90H0LZuhGtjnc7/TPem69w7/nPcQkeF8n+0bkg7yB94='],
    ['failed', '15075', 'SBTqeWimlI9vT220fziBXrvUVkuLAwLMQaO/KLZvEHA='],
    ['failed', '0', 'Yc320TgRmdAylxH6b1ezcGvOxa73eZlat/FKHaFVraE='],
  ])('checks a %s notification of %s kuruş (§6.2)', (status, total, hash) => {
    const n = { merchant_oid: 'SIP20240101ABC123', status, total_amount: total };
    expect(notificationHash(n, KEY, SALT)).toBe(hash);
    expect(isNotificationHashValid({ ...n, hash }, KEY, SALT)).toBe(true);
  });

  it('refuses a forged, truncated or space-mangled hash', () => {
    const n = { merchant_oid: 'SIP20240101ABC123', status: 'success', total_amount: '15075' };
    expect(isNotificationHashValid({ ...n, hash: '9G3knb6JySNtF01anG4IoLzEf sKKUyDUAxPW0PJn0c=' }, KEY, SALT)).toBe(false);
    expect(isNotificationHashValid({ ...n, hash: '9G3knb6J' }, KEY, SALT)).toBe(false);
    expect(isNotificationHashValid({ ...n, total_amount: '99999', hash: '9G3knb6JySNtF01anG4IoLzEf+sKKUyDUAxPW0PJn0c=' }, KEY, SALT)).toBe(false);
    expect(isNotificationHashValid({ ...n, hash: '9G3knb6JySNtF01anG4IoLzEf+sKKUyDUAxPW0PJn0c=' }, KEY, 'OTHER')).toBe(false);
  });

  it('makes unique alphanumeric order ids', () => {
    const ids = new Set(Array.from({ length: 500 }, newMerchantOid));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(MERCHANT_OID_PATTERN);
  });
});
