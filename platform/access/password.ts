import 'server-only';
// Customer (and owner) passwords: bcrypt with cost 10. The old browser-only system stored an
// unsalted SHA-256 hex digest; such a hash still verifies once and is then replaced by bcrypt
// (the caller rehashes when `needsRehash` is true), so existing customers keep their passwords.
import bcrypt from 'bcryptjs';
import { createHash, timingSafeEqual } from 'node:crypto';

export const BCRYPT_COST = 10;

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/i;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export type PasswordCheck = { ok: false } | { ok: true; needsRehash: boolean };

export async function verifyPassword(password: string, storedHash: string): Promise<PasswordCheck> {
  if (BCRYPT_HASH.test(storedHash)) {
    if (!(await bcrypt.compare(password, storedHash))) return { ok: false };
    // A weaker cost (an old import) is upgraded as well.
    return { ok: true, needsRehash: bcrypt.getRounds(storedHash) < BCRYPT_COST };
  }
  if (SHA256_HEX.test(storedHash)) {
    const given = createHash('sha256').update(password, 'utf8').digest();
    const stored = Buffer.from(storedHash, 'hex');
    return timingSafeEqual(given, stored) ? { ok: true, needsRehash: true } : { ok: false };
  }
  return { ok: false }; // unknown format: never a match
}

// A fixed bcrypt hash to compare against when the phone is unknown, so a wrong phone takes as
// long as a wrong password (the answer text is the same for both).
// Made on first use: hashing at import would cost every server start ~70 ms of bcrypt.
let dummyHash: Promise<string> | undefined;

export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash('dummy-password-0', BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
}
