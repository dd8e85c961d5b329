// The page a visitor reads when a page could not be rendered (a 5xx from Next), above all when
// the database is down. Next answers a failed render with its HTML shell and lets the browser
// render app/error.tsx with JavaScript: without JavaScript (or before it loads, or when a
// script fails) the visitor saw an empty page. This server-rendered page replaces that body:
// plain Turkish HTML that reads as it arrives. While the database is marked down
// (platform/db/unavailable.ts) it says so with a 503 and Retry-After; other failures keep their status.
// Pages with a loading skeleton (app/**/loading.tsx) stream a 200 before their content fails:
// while the database is down those are held whole and replaced the same way.
// Requests of Next's client router (the `rsc` header) are left alone: the page in the browser
// shows app/error.tsx for those.

export const UNAVAILABLE_MESSAGE = 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.';
export const ERROR_MESSAGE = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';
/** As RETRY_AFTER_SECONDS in platform/db/unavailable.ts. */
const RETRY_AFTER_SECONDS = '5';

function page(title, message) {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | SalonRandevu</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937}
main{text-align:center;padding:1rem;max-width:32rem}p{color:#4b5563}a{color:#b4236a;margin:0 .5rem}</style></head>
<body><main role="alert"><h1>${title}</h1><p>${message}</p>
<p><a href="">Tekrar dene</a><a href="/">Ana sayfa</a></p></main></body></html>`;
}

const UNAVAILABLE_PAGE = page('Hizmet şu anda kullanılamıyor', UNAVAILABLE_MESSAGE);
const ERROR_PAGE = page('Bir şeyler ters gitti', ERROR_MESSAGE);
/** Route handlers answer their own errors (withJsonErrors in platform/http/json.ts); this is the net under it. */
const UNAVAILABLE_JSON = JSON.stringify({ error: UNAVAILABLE_MESSAGE });
const ERROR_JSON = JSON.stringify({ error: ERROR_MESSAGE });

function isHtml(type) {
  return String(Array.isArray(type) ? type[0] : type ?? '').toLowerCase().startsWith('text/html');
}

/**
 * A Suspense boundary whose server render failed: React leaves its fallback (a loading
 * skeleton) and the error's digest (a number) for the browser to render: in a template when it
 * failed before the shell was sent, in a `$RX("B:0","digest")` script (or its template form)
 * when it failed afterwards. Client-only bailouts carry a name or nothing instead of a number.
 */
const FAILED_BOUNDARY = /<!--\$!--><template data-dgst="\d+"|\$RX\("[^"]*","\d+"|data-bid="[^"]*" data-dgst="\d+"/;

/**
 * Watches `res`: if Next starts an HTML answer with a 5xx status, its body is dropped and the
 * page above is sent instead; under /api/, a 5xx with no body type or an HTML one (Next's own
 * answer to a handler that threw) becomes the JSON error shape. While the database is marked
 * down when a page starts, the page is held until it is complete (pages with a loading skeleton
 * send a 200 before their content fails): one with a failed boundary becomes the error page too.
 * Call before Next handles the request.
 */
export function replaceServerErrorPages(req, res) {
  if (req.headers.rsc !== undefined) return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const api = req.url?.startsWith('/api/') ?? false;
  let mode; // undefined until the status is known, then 'pass', 'replace' or 'hold'
  let body;
  let heldHead; // writeHead's arguments, while a page is held
  const held = [];

  const replace = (status) => {
    mode = 'replace';
    for (const name of res.getHeaderNames()) if (name !== 'vary') res.removeHeader(name);
    const down = globalThis.__salonDbDownSince !== undefined;
    res.statusCode = down ? 503 : status;
    if (down) res.setHeader('retry-after', RETRY_AFTER_SECONDS);
    res.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    body = api ? (down ? UNAVAILABLE_JSON : ERROR_JSON) : down ? UNAVAILABLE_PAGE : ERROR_PAGE;
  };

  const decide = (status, headers) => {
    if (mode !== undefined) return mode;
    const type = headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('content-type');
    if (status >= 500 && (api ? type === undefined || isHtml(type) : isHtml(type))) replace(status);
    else mode = !api && req.method === 'GET' && status === 200 && isHtml(type) && globalThis.__salonDbDownSince !== undefined ? 'hold' : 'pass';
    return mode;
  };

  const sendReplacement = (self, callback) => {
    original.writeHead.call(self, res.statusCode);
    return original.end.call(self, req.method === 'HEAD' ? undefined : body, callback);
  };

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((x) => x && typeof x === 'object' && !Array.isArray(x));
    const m = decide(status, headers);
    if (m === 'pass') return original.writeHead.call(this, status, ...rest);
    if (m === 'hold') heldHead = [status, ...rest];
    return this; // sent at end()
  };
  res.write = function write(chunk, ...rest) {
    const m = decide(res.statusCode);
    if (m === 'pass') return original.write.call(this, chunk, ...rest);
    if (m === 'hold' && chunk != null) held.push(Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : undefined));
    const callback = rest.find((x) => typeof x === 'function');
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function end(...args) {
    const m = decide(res.statusCode);
    if (m === 'pass') return original.end.apply(this, args);
    const callback = args.find((x) => typeof x === 'function');
    if (m === 'replace') return sendReplacement(this, callback);
    if (args[0] != null && typeof args[0] !== 'function') held.push(Buffer.from(args[0], typeof args[1] === 'string' ? args[1] : undefined));
    const page = Buffer.concat(held);
    if (FAILED_BOUNDARY.test(page.toString('utf8'))) {
      replace(500);
      return sendReplacement(this, callback);
    }
    if (heldHead) original.writeHead.apply(this, heldHead);
    return original.end.call(this, page, callback);
  };
}
