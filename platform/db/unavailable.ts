// "The database cannot be reached" as one thing the app can recognise, whatever the engine and
// whichever way it failed: refused or timed-out connections, a server shutting down, our own
// bounded wait for a pooled connection. Route handlers answer it with a 503 (platform/http/json.ts),
// pages with the server-rendered error page (server/error-page.mjs), and cached pages are
// served stale while it lasts (server/incremental-cache.cjs), which read the mark below.
import { pgErrorCode } from './errors';

const DATABASE_UNAVAILABLE_CODE = 'SALON_DATABASE_UNAVAILABLE';

/**
 * Thrown when a query was never sent (no pooled connection came free, or the database is
 * known to be down) or the database could not be opened. Recognised by its code, not by
 * instanceof: Next bundles this module once per layer (pages, route handlers), and the pool
 * shared through globalThis throws the class of whichever bundle opened it.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE_CODE;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** postgres.js and Node socket error codes of a connection that failed or was lost. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve us: class 08 (connection exception), 57P01–57P03
 * (shutting down, crash recovery, not yet accepting), 53300 (too many connections), 57014
 * (statement_timeout or cancelled) and 25P03 (idle_in_transaction_session_timeout).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014', '25P03'].includes(code);
}

/** Embedded PGlite after close() (the process is shutting down): it has no error code. */
const PGLITE_CLOSED = new Set(['PGlite is closed', 'PGlite is closing']);

/** Any reason the database could not serve a request: answered with a 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === DATABASE_UNAVAILABLE_CODE) return true;
    if (e instanceof Error && PGLITE_CLOSED.has(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  if (isConnectionFailure(error)) return true;
  const sqlState = pgErrorCode(error);
  return sqlState !== undefined && isUnavailableSqlState(sqlState);
}

/**
 * What a log line may say about an unavailable database (issue 28): the reason's code and
 * message, from the innermost error that is not a query's own wrapper. Drizzle wraps a driver
 * error as "Failed query: <sql> params: <values>", and the values are customers' phones and names.
 */
export function unavailableReason(error: unknown): string {
  let reason = 'unknown';
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    const message = e instanceof Error ? e.message : '';
    if (!message.startsWith('Failed query')) {
      const text = [typeof code === 'string' && !message.includes(code) ? code : '', message.split('\n')[0]].filter(Boolean).join(' ');
      if (text) reason = text;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return reason;
}

/**
 * The connection itself failed (refused, timed out, lost, server shutting down), as opposed to
 * one statement being too slow: what marks the database down.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  const sqlState = pgErrorCode(error);
  return sqlState !== undefined && (sqlState.startsWith('08') || ['57P01', '57P02', '57P03'].includes(sqlState));
}

/**
 * Process-wide mark, shared with server/*.mjs and server/incremental-cache.cjs (same process,
 * outside the app's bundle, hence globalThis): when the database last failed to answer, or
 * undefined after it answered again.
 */
const health = globalThis as unknown as { __salonDbDownSince?: number };

export function markDatabaseDown(): void {
  health.__salonDbDownSince ??= Date.now();
}

export function markDatabaseUp(): void {
  health.__salonDbDownSince = undefined;
}

export function isDatabaseMarkedDown(): boolean {
  return health.__salonDbDownSince !== undefined;
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
