// The verification code of a KVKK request: made, stored and checked. Only a salted scrypt hash is
// kept ('salt:hash', hex), never the code: a database copy or a back-office screen must not hand
// out live codes. Six digits are only a million candidates, so the hash is deliberately slow
// (scrypt, 16 MiB): trying them all from a stolen copy takes hours, while a code lives 15 minutes.
// Deterministic for a given salt (what the test checks); the server module never imports it into a
// browser bundle (node:crypto).
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { CODE_LENGTH } from './requests';

const KEY_LENGTH = 32;
const SCRYPT: ScryptOptions = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, salt, KEY_LENGTH, SCRYPT, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A fresh code from the operating system's random source: 6 digits, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function isCodeShaped(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}

/** 'salt:hash' of `code`; a new random salt each time unless one is given (tests). */
export async function hashVerificationCode(code: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return `${salt.toString('hex')}:${(await derive(code, salt)).toString('hex')}`;
}

/** Whether `code` is the one `stored` was made from; compared in constant time. */
export async function verificationCodeMatches(code: string, stored: string): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex || !isCodeShaped(code)) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await derive(code, Buffer.from(saltHex, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
