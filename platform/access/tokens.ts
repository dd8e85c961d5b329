// Session tokens: 32 random bytes (256 bits) as hex in the cookie; only their SHA-256 is stored,
// so a leaked database row cannot be replayed as a cookie.
import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Cookies only carry tokens we issued: 64 lowercase hex characters. */
export function looksLikeSessionToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}
