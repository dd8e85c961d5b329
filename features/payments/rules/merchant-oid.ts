// merchant_oid: unique per payment and strictly alphanumeric (PayTR rejects '-' and '_').
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MERCHANT_OID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

/** 'SR' + 24 random characters (~142 bits): unguessable, so it can key the status page. */
export function newMerchantOid(): string {
  const bytes = randomBytes(24);
  let out = 'SR';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
