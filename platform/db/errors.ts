// PostgreSQL error codes as the app needs them. Drizzle wraps driver errors, so the SQLSTATE
// sits at error.cause.code (PGlite and postgres.js alike); a raw driver error has it at .code.
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_EXCLUSION_VIOLATION = '23P01';

export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Name of the violated constraint, when the driver reports it. */
export function pgConstraintName(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const c = e as { constraint?: unknown; constraint_name?: unknown };
    const name = c.constraint ?? c.constraint_name;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
