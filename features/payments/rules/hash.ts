// PayTR iFrame API signatures (reference/paytr-iframe-api.md §2.4, §4.2): base64 of
// HMAC-SHA256 keyed with the merchant key. The token puts the salt LAST; the notification
// puts it SECOND (oid + salt + status + total). Values are hashed as the exact strings sent.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenHashFields {
  merchant_id: string;
  user_ip: string;
  merchant_oid: string;
  email: string;
  payment_amount: string;
  user_basket: string;
  no_installment: string;
  max_installment: string;
  currency: string;
  test_mode: string;
}

export function paytrToken(fields: TokenHashFields, merchantKey: string, merchantSalt: string): string {
  const hashStr = fields.merchant_id + fields.user_ip + fields.merchant_oid + fields.email + fields.payment_amount
    + fields.user_basket + fields.no_installment + fields.max_installment + fields.currency + fields.test_mode;
  return createHmac('sha256', merchantKey).update(hashStr + merchantSalt, 'utf8').digest('base64');
}

export function notificationHash(
  n: { merchant_oid: string; status: string; total_amount: string }, merchantKey: string, merchantSalt: string,
): string {
  return createHmac('sha256', merchantKey).update(n.merchant_oid + merchantSalt + n.status + n.total_amount, 'utf8').digest('base64');
}

/** Constant-time comparison of the notification's hash with ours. */
export function isNotificationHashValid(
  n: { merchant_oid: string; status: string; total_amount: string; hash: string }, merchantKey: string, merchantSalt: string,
): boolean {
  const expected = Buffer.from(notificationHash(n, merchantKey, merchantSalt), 'utf8');
  const given = Buffer.from(n.hash, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
