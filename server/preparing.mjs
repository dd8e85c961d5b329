// While a fresh embedded database is being created (migrations and seed take several seconds
// on first start), pages answer this instead of hanging: 503 with Retry-After, an HTML page
// that reloads itself, or JSON for API clients. platform/db/index.ts sets the state.
const MESSAGE = 'Veritabanı hazırlanıyor, lütfen birkaç saniye sonra tekrar deneyin.';

const HTML = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2"><meta name="robots" content="noindex"><title>Hazırlanıyor | SalonRandevu</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937}
main{text-align:center;padding:1rem}p{color:#6b7280}</style></head>
<body><main role="status"><h1>Veritabanı hazırlanıyor…</h1><p>İlk açılışta birkaç saniye sürer; sayfa kendiliğinden yenilenecek.</p></main></body></html>`;

/** True when the request was answered with the "preparing" response. */
export function answerWhilePreparing(req, res) {
  if (globalThis.__salonDbState !== 'preparing') return false;
  if (req.url?.startsWith('/_next/')) return false; // scripts and styles need no database
  res.statusCode = 503;
  res.setHeader('retry-after', '2');
  res.setHeader('cache-control', 'no-store');
  if ((req.headers.accept ?? '').includes('text/html')) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : HTML);
  } else {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: MESSAGE }));
  }
  return true;
}
