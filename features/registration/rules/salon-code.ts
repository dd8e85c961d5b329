// Salon codes (spec 1 §5): 6 characters of A-Z and 0-9, unique, at most 10 random attempts.
// The owner types it into the mobile app together with username and password.
//
// New codes leave out the look-alikes O/0 and I/1, so a code read aloud or copied by hand from a
// printout cannot be mistyped that way (32 characters, 6 of them: about a billion codes). Codes
// issued before keep working: isSalonCode still accepts all of A-Z and 0-9, and the panel's
// sign-in already treats O and 0 alike.
import { randomInt } from 'node:crypto';

export const SALON_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SALON_CODE_LENGTH = 6;
export const SALON_CODE_ATTEMPTS = 10;
export const SALON_CODE_FAILED = 'Unique salon code generation failed';

/** Returns an integer in [0, max). Injected by tests to force collisions. */
export type RandomIndex = (max: number) => number;

export function randomSalonCode(random: RandomIndex = randomInt): string {
  let code = '';
  for (let i = 0; i < SALON_CODE_LENGTH; i++) code += SALON_CODE_ALPHABET[random(SALON_CODE_ALPHABET.length)];
  return code;
}

export function isSalonCode(value: string): boolean {
  return /^[A-Z0-9]{6}$/.test(value);
}

export class SalonCodeGenerationError extends Error {
  constructor() {
    super(SALON_CODE_FAILED);
    this.name = 'SalonCodeGenerationError';
  }
}

/**
 * Tries up to 10 codes; `claim` returns true when the code was free and is now taken (an
 * INSERT … ON CONFLICT DO NOTHING, so two registrations can never share a code).
 */
export async function claimUniqueSalonCode(
  claim: (code: string) => Promise<boolean>, random: RandomIndex = randomInt,
): Promise<string> {
  for (let attempt = 0; attempt < SALON_CODE_ATTEMPTS; attempt++) {
    const code = randomSalonCode(random);
    if (await claim(code)) return code;
  }
  throw new SalonCodeGenerationError();
}
