// The rules of a salon user's password, shared by the registration wizard, the team screen and
// the user's own password change. Browser-safe.
import { z } from 'zod';

export const PASSWORD_MAX_CHARACTERS = 64;
export const PASSWORD_BLANK_MESSAGE = 'Şifre yalnızca boşluklardan oluşamaz';

/**
 * A salon user's password, counted in characters as people count them ('ş' is one). Not
 * trimmed: a password is what was typed, but one of only spaces is refused. (bcrypt reads the
 * first 72 bytes: at least 36 characters of any Turkish password, which is plenty.)
 */
export function ownerPassword() {
  return z.string({ error: 'Şifre en az 6 karakter olmalıdır' })
    .refine((v) => Array.from(v).length >= 6, { error: 'Şifre en az 6 karakter olmalıdır', abort: true })
    .refine((v) => v.trim().length > 0, { error: PASSWORD_BLANK_MESSAGE, abort: true })
    .refine((v) => Array.from(v).length <= PASSWORD_MAX_CHARACTERS, { error: `Şifre en fazla ${PASSWORD_MAX_CHARACTERS} karakter olabilir` });
}
