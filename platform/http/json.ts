// Small helpers for JSON route handlers: one error shape for every endpoint,
// { error: 'Türkçe mesaj', fieldErrors?: { field: 'mesaj' } }, and zod parsing of bodies and
// query strings that turns bad input into a 400 with Turkish field errors (never a 500).
import type { z } from 'zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, unavailableReason } from '@/platform/db/unavailable';
import { INVALID_INPUT_MESSAGE } from '@/platform/text/input';

export { INVALID_INPUT_MESSAGE };
export const INVALID_JSON_MESSAGE = 'İstek gövdesi geçerli bir JSON değil';
export const SERVER_ERROR_MESSAGE = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';
export const SERVICE_UNAVAILABLE_MESSAGE = 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.';

export interface JsonErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}

/** Responses about live data are never cached by browsers or proxies. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function jsonError(status: number, message: string, fieldErrors?: Record<string, string>): Response {
  const body: JsonErrorBody = fieldErrors && Object.keys(fieldErrors).length > 0 ? { error: message, fieldErrors } : { error: message };
  return Response.json(body, { status, headers: NO_STORE });
}

export function jsonOk<T>(data: T, status = 200): Response {
  return Response.json(data, { status, headers: NO_STORE });
}

/** First message per field, keyed by the field's dotted path ('_' for the whole input). */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

function fromZod<S extends z.ZodType>(schema: S, raw: unknown): Parsed<z.output<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors = zodFieldErrors(parsed.error);
  return { ok: false, response: jsonError(400, Object.values(fieldErrors)[0] ?? INVALID_INPUT_MESSAGE, fieldErrors) };
}

/** Largest JSON body a booking-style endpoint accepts (a form is well under 2 KB). */
const MAX_BODY_BYTES = 16 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'İstek çok büyük';

/**
 * Reads a request body, giving up as soon as it passes `maxBytes` (chunked bodies too: the
 * declared length is checked first, then every chunk as it arrives), so a client cannot make
 * the server hold more than `maxBytes` of its body. `null` means too large.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) { out.set(chunk, offset); offset += chunk.byteLength; }
  return out;
}

export async function parseJsonBody<S extends z.ZodType>(
  request: Request, schema: S, maxBytes = MAX_BODY_BYTES,
): Promise<Parsed<z.output<S>>> {
  // Only real JSON requests: a cross-site HTML form cannot send this content type without a
  // CORS preflight, so it cannot post here with the visitor's cookies.
  if (!request.headers.get('content-type')?.toLowerCase().includes('application/json')) {
    return { ok: false, response: jsonError(415, 'İstek JSON biçiminde olmalıdır') };
  }
  let raw: unknown;
  try {
    const bytes = await readBodyLimited(request, maxBytes);
    if (!bytes) return { ok: false, response: jsonError(413, BODY_TOO_LARGE_MESSAGE) };
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: jsonError(400, INVALID_JSON_MESSAGE) };
  }
  return fromZod(schema, raw);
}

/** Query string → plain object (first value per key) → schema. */
export function parseSearchParams<S extends z.ZodType>(url: URL | string, schema: S): Parsed<z.output<S>> {
  const params = (typeof url === 'string' ? new URL(url) : url).searchParams;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) raw[key] ??= value;
  return fromZod(schema, raw);
}

/** 503 with Retry-After: the database (or another service we need) cannot answer right now. */
export function serviceUnavailable(): Response {
  return Response.json({ error: SERVICE_UNAVAILABLE_MESSAGE } satisfies JsonErrorBody, {
    status: 503,
    headers: { ...NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * Wraps a route handler so an unexpected failure still answers with the JSON error shape and a
 * Turkish message instead of an HTML error page or an empty 500: an unreachable database is a
 * 503 with Retry-After (clients and load balancers try again), anything else a 500. The cause is logged.
 */
export function withJsonErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        console.error('[api] database unavailable:', unavailableReason(error));
        return serviceUnavailable();
      }
      console.error('[api]', error);
      return jsonError(500, SERVER_ERROR_MESSAGE);
    }
  };
}

