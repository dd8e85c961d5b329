// Server-side error logging without personal data or secrets. A failed query's error carries
// its parameters (Drizzle puts them in the message, postgres.js in `parameters` and the
// constraint's `detail`): logged as they are, they put session-token hashes, password hashes
// and customers' e-mail addresses into the log. Every server error and warning goes through
// installLogRedaction's console, which keeps what an operator needs (where, which query, the
// database's reason and code, the stack) and masks the rest.

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
const BCRYPT_HASH = /\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}/g;
/** Session tokens and their SHA-256 hashes (hex or base64url, 32+ characters). */
const TOKEN = /\b(?:[0-9a-f]{32,}|[A-Za-z0-9_-]{40,})\b/g;

/** The text with e-mail addresses shortened to 'a***@host' and hashes and tokens removed. */
export function redact(text: string): string {
  return text.replace(BCRYPT_HASH, '[gizli]').replace(TOKEN, '[gizli]').replace(EMAIL, '$1***@$2');
}

interface QueryError { query: string; params: unknown[]; cause?: unknown }

function isQueryError(error: unknown): error is QueryError {
  return typeof error === 'object' && error !== null && 'query' in error && 'params' in error;
}

/** Name, message, database reason and code, and the stack: never parameters or details. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redact(String(error));
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const message = isQueryError(error) ? `Failed query: ${error.query}` : error.message;
  const code = cause && 'code' in cause ? ` [${String(cause.code)}]` : '';
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8);
  const lines = [`${error.name}: ${message}`, ...(cause ? [`  cause: ${cause.name}: ${cause.message}${code}`] : []), ...frames];
  return redact(lines.join('\n'));
}

type ConsoleLike = Pick<Console, 'error' | 'warn'>;

/**
 * Makes every error and warning of this server process go through the same masking, Next's
 * own included (it logs a failed render or server action with the whole error): errors become
 * describeError's summary, strings are redacted. (console.log stays as it is: the seed's
 * one-time messages name the admin account it made.) Installed once by instrumentation.ts.
 */
export function installLogRedaction(target: ConsoleLike = console): void {
  const marked = target as ConsoleLike & { __salonRedacted?: boolean };
  if (marked.__salonRedacted) return;
  marked.__salonRedacted = true;
  for (const level of ['error', 'warn'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => original(...args.map((arg) =>
      arg instanceof Error ? describeError(arg) : typeof arg === 'string' ? redact(arg) : arg));
  }
}
