// The page a visitor reads when a page could not be rendered (a 5xx from Next), above all when
// the database is down. Next answers a failed render with its HTML shell and lets the browser
// render app/error.tsx with JavaScript: without JavaScript (or before it loads, or when a
// script fails) the visitor saw an empty page. This server-rendered page replaces that body:
// plain Turkish HTML that reads as it arrives. While the database is marked down
// (lib/db/unavailable.ts) it says so with a 503 and Retry-After; other failures keep their status.
// Requests of Next's client router (the `rsc` header) are left alone: the page in the browser
// shows app/error.tsx for those.

export const UNAVAILABLE_MESSAGE = 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.';
export const ERROR_MESSAGE = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';
/** As RETRY_AFTER_SECONDS in lib/db/unavailable.ts. */
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
/** Route handlers answer their own errors (withJsonErrors in lib/http/json.ts); this is the net under it. */
const UNAVAILABLE_JSON = JSON.stringify({ error: UNAVAILABLE_MESSAGE });
const ERROR_JSON = JSON.stringify({ error: ERROR_MESSAGE });

function isHtml(type) {
  return String(Array.isArray(type) ? type[0] : type ?? '').toLowerCase().startsWith('text/html');
}

/**
 * Watches `res`: if Next starts an HTML answer with a 5xx status, its body is dropped and the
 * page above is sent instead; under /api/, a 5xx with no body type or an HTML one (Next's own
 * answer to a handler that threw) becomes the JSON error shape. Call before Next handles the request.
 */
export function replaceServerErrorPages(req, res) {
  if (req.headers.rsc !== undefined) return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const api = req.url?.startsWith('/api/') ?? false;
  let replacing; // undefined until the status is known, then true or false
  let body;

  const decide = (status, headers) => {
    if (replacing !== undefined) return replacing;
    const type = headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('content-type');
    replacing = status >= 500 && (api ? type === undefined || isHtml(type) : isHtml(type));
    if (replacing) {
      for (const name of res.getHeaderNames()) if (name !== 'vary') res.removeHeader(name);
      const down = globalThis.__salonDbDownSince !== undefined;
      res.statusCode = down ? 503 : status;
      if (down) res.setHeader('retry-after', RETRY_AFTER_SECONDS);
      res.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      body = api ? (down ? UNAVAILABLE_JSON : ERROR_JSON) : down ? UNAVAILABLE_PAGE : ERROR_PAGE;
    }
    return replacing;
  };

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((x) => x && typeof x === 'object' && !Array.isArray(x));
    if (decide(status, headers)) return this; // sent with the page, at end()
    return original.writeHead.call(this, status, ...rest);
  };
  res.write = function write(chunk, ...rest) {
    if (decide(res.statusCode)) {
      const callback = rest.find((x) => typeof x === 'function');
      if (callback) process.nextTick(callback);
      return true;
    }
    return original.write.call(this, chunk, ...rest);
  };
  res.end = function end(...args) {
    if (!decide(res.statusCode)) return original.end.apply(this, args);
    const callback = args.find((x) => typeof x === 'function');
    original.writeHead.call(this, res.statusCode);
    return original.end.call(this, req.method === 'HEAD' ? undefined : body, callback);
  };
}
