// Server actions (POST with a Next-Action header) are checked here before Next sees them: Next
// answers a malformed one (a body that is not JSON or not an array of arguments, empty, invalid
// UTF-8, nested thousands deep, over the size limit, a cut-off multipart form, a foreign Origin)
// with a 500 and a stack trace in the log. Each of those is the client's fault, so it gets a Turkish 4xx here. A body that passes
// is handed to Next unchanged (read once, kept in memory for Next: at most BODY_LIMIT bytes).
import { Readable } from 'node:stream';

/** next.config.ts experimental.serverActions.bodySizeLimit ('1mb'). */
export const BODY_LIMIT = 1024 * 1024;
/** Deeper than any form of ours sends (a few levels), far below what costs the parser anything. */
export const MAX_DEPTH = 64;

export const MESSAGES = {
  foreignOrigin: 'Bu istek başka bir siteden geldiği için reddedildi.',
  tooLarge: 'Gönderilen veri çok büyük.',
  malformed: 'Geçersiz istek.',
};

/** Whether the JSON text nests arrays/objects deeper than `max` (strings are skipped). */
export function nestsDeeperThan(text, max) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) { if (++depth > max) return true; } // [ {
    else if (c === 93 || c === 125) depth--; // ] }
  }
  return false;
}

/** Why this action body is refused (one of MESSAGES), or null when Next may have it. */
export function actionBodyProblem(contentType, body) {
  if (body.length === 0) return MESSAGES.malformed;
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
    const marker = boundary && `--${(boundary[1] ?? boundary[2]).trim()}--`;
    // A complete form ends with its closing delimiter (and at most a line break).
    return marker && body.subarray(-marker.length - 2).toString('latin1').includes(marker) ? null : MESSAGES.malformed;
  }
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return MESSAGES.malformed;
  }
  if (nestsDeeperThan(text, MAX_DEPTH)) return MESSAGES.malformed;
  try {
    // The browser sends the action's arguments as one JSON array (React's encodeReply); any
    // other root (`null`, a number, an object) failed inside Next with a 500 (issue 28).
    return Array.isArray(JSON.parse(text)) ? null : MESSAGES.malformed;
  } catch {
    return MESSAGES.malformed;
  }
}

/** A same-site request names no Origin or this host's; anything else (or garbage) is foreign. */
export function isForeignOrigin(headers) {
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (Array.isArray(origin)) return true;
  const host = headers['x-forwarded-host'] ?? headers.host;
  try {
    return new URL(origin).host !== String(host);
  } catch {
    return true;
  }
}

function refuse(res, status, message) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  if (status === 413) res.setHeader('connection', 'close');
  res.end(JSON.stringify({ error: message }));
}

/**
 * The request Next gets once the original's stream is spent: a plain Readable with the body (as
 * Next builds its own replacement body for proxy.ts, next/dist/server/body-streams.js), the
 * original's headers and socket, and the body also stashed in Next's request metadata
 * ('actionBody', which its action handler prefers). Passing the spent original hung every
 * action under proxy.ts (/admin): Next waited for an 'end' already emitted. The journeys'
 * action checks (tests/e2e/fuzz.spec.ts, the admin journeys) fail if a Next upgrade changes this.
 */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');
const COPIED = ['headers', 'rawHeaders', 'trailers', 'rawTrailers', 'method', 'url', 'httpVersion', 'httpVersionMajor', 'httpVersionMinor', 'socket', 'connection'];

function withBody(req, body) {
  const copy = new Readable({ read() {} });
  copy.push(body);
  copy.push(null);
  for (const key of COPIED) copy[key] = req[key];
  copy[NEXT_REQUEST_META] = { ...(req[NEXT_REQUEST_META] ?? {}), actionBody: body };
  return copy;
}

/**
 * Calls `next(request)` for every request that is not a malformed server action (for an action,
 * after its body was read and checked, stashed where Next looks for it).
 */
export function guardServerAction(req, res, next) {
  if (req.method !== 'POST' || req.headers['next-action'] === undefined) return next(req);
  if (isForeignOrigin(req.headers)) return refuse(res, 403, MESSAGES.foreignOrigin);
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) return refuse(res, 413, MESSAGES.tooLarge);
  const chunks = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk) => {
    if (refused) return;
    size += chunk.length;
    if (size > BODY_LIMIT) {
      refused = true;
      refuse(res, 413, MESSAGES.tooLarge);
      req.resume();
      return;
    }
    chunks.push(chunk);
  });
  req.on('error', () => { refused = true; });
  req.on('end', () => {
    if (refused) return;
    const body = Buffer.concat(chunks);
    const problem = actionBodyProblem(req.headers['content-type'], body);
    if (problem) return refuse(res, 400, problem);
    next(withBody(req, body));
  });
}
