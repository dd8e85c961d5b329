// A local PayTR double for tests and development (plain Node HTTP, loopback only). It speaks
// the iFrame API of reference/paytr-iframe-api.md §7:
//   POST /odeme/api/get-token        urlencoded or multipart; every check and reason of §7.1
//   GET  /odeme/guvenli/{token}      the payment page: pay / installment / fail / abandon
//   POST /odeme/guvenli/{token}      a button: posts the signed notification to NOTIFY_URL, or
//                                    the merchant account's own URL (asynchronously, retried
//                                    until 'OK', optionally repeated and delayed) and sends the
//                                    frame to merchant_ok/fail_url
//   GET  /js/iframeResizer.min.js    a stub defining window.iFrameResize
//   GET  /__double/notifications     every delivery attempt, for tests
//   POST /__double/config            change delay / repeat / order at run time (JSON)
// Run: node scripts/paytr-double/server.mjs (see README, "Payments locally").
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { FAILED_REASONS, notificationHashFor, validateTokenRequest } from './protocol.mjs';

const html = (body) => `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayTR test ödeme sayfası</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f6f7fb;color:#111}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
button{display:block;width:100%;margin:8px 0;padding:12px;border-radius:8px;border:1px solid #ccc;font-size:16px;cursor:pointer}
button.pay{background:#16a34a;color:#fff;border:0}</style></head><body><main>${body}</main></body></html>`;

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

async function readFields(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1024 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  const params = type.startsWith('multipart/form-data')
    ? await new Response(body, { headers: { 'content-type': type } }).formData()
    : new URLSearchParams(body.toString('utf8'));
  const out = {};
  for (const [k, v] of params) if (typeof v === 'string' && !(k in out)) out[k] = v;
  return out;
}

export function optionsFromEnv(env = process.env) {
  const id = env.PAYTR_DOUBLE_MERCHANT_ID ?? env.PAYTR_MERCHANT_ID;
  const key = env.PAYTR_DOUBLE_MERCHANT_KEY ?? env.PAYTR_MERCHANT_KEY;
  const salt = env.PAYTR_DOUBLE_MERCHANT_SALT ?? env.PAYTR_MERCHANT_SALT;
  return {
    port: Number(env.PAYTR_DOUBLE_PORT ?? 4100),
    merchants: [
      ...(id && key && salt ? [{ id, key, salt, live: env.PAYTR_DOUBLE_LIVE === '1' }] : []),
      // More merchant accounts, each notifying its own URL as PayTR does (JSON: [{ id, key, salt, notifyUrl }]).
      ...JSON.parse(env.PAYTR_DOUBLE_MORE_MERCHANTS ?? '[]'),
    ],
    notifyUrl: env.PAYTR_DOUBLE_NOTIFY_URL ?? 'http://127.0.0.1:3000/api/paytr/callback',
    notifyDelayMs: Number(env.PAYTR_DOUBLE_NOTIFY_DELAY_MS ?? 0),
    notifyRepeat: Number(env.PAYTR_DOUBLE_NOTIFY_REPEAT ?? 1),
    order: env.PAYTR_DOUBLE_ORDER === 'notify-first' ? 'notify-first' : 'redirect-first',
    retryIntervalMs: Number(env.PAYTR_DOUBLE_RETRY_MS ?? 60_000),
    maxAttempts: Number(env.PAYTR_DOUBLE_MAX_ATTEMPTS ?? 5),
    failedTotal: env.PAYTR_DOUBLE_FAILED_TOTAL === 'zero' ? 'zero' : 'amount',
  };
}

export async function startPaytrDouble(options) {
  const opts = { ...optionsFromEnv({}), ...options };
  const sessions = new Map(); // token → session
  const usedOids = new Set();
  const deliveries = [];
  const timers = new Set();
  const sleep = (ms) => new Promise((resolve) => { const t = setTimeout(() => { timers.delete(t); resolve(); }, ms); timers.add(t); });

  async function deliverOnce(fields, copy, notifyUrl) {
    for (let attempt = 1; attempt <= opts.maxAttempts; attempt++) {
      const entry = { merchant_oid: fields.merchant_oid, status: fields.status, copy, attempt, at: new Date().toISOString() };
      try {
        const res = await fetch(notifyUrl, {
          method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(), signal: AbortSignal.timeout(10_000),
        });
        Object.assign(entry, { httpStatus: res.status, body: await res.text() });
      } catch (error) {
        entry.error = String(error?.message ?? error);
      }
      entry.accepted = entry.httpStatus >= 200 && entry.httpStatus < 300 && entry.body === 'OK';
      deliveries.push(entry);
      if (entry.accepted || closed) return;
      await sleep(opts.retryIntervalMs);
    }
  }

  async function notify(fields, merchant) {
    if (opts.notifyDelayMs > 0) await sleep(opts.notifyDelayMs);
    const notifyUrl = merchant.notifyUrl ?? opts.notifyUrl;
    // "Duplicate delivery": the same notification N times, even after OK (reference §7.3).
    await Promise.all(Array.from({ length: Math.max(1, opts.notifyRepeat) }, (_, i) => deliverOnce(fields, i + 1, notifyUrl)));
  }

  function notificationFields(session, action) {
    const success = action === 'pay' || action === 'installment';
    const status = success ? 'success' : 'failed';
    const total = action === 'installment' ? String(Math.round(Number(session.amount) * 1.06))
      : success || opts.failedTotal === 'amount' ? session.amount : '0';
    const fields = {
      merchant_oid: session.oid, status, total_amount: total,
      hash: notificationHashFor(session.oid, status, total, session.merchant.key, session.merchant.salt),
      payment_type: 'card',
      test_mode: session.testMode === '1' || !session.merchant.live ? '1' : '0',
    };
    if (success) Object.assign(fields, { currency: session.currency || 'TL', payment_amount: session.amount });
    else {
      const code = { fail: 0, fail2: 2, abandon: 6 }[action] ?? 0;
      Object.assign(fields, { failed_reason_code: String(code), failed_reason_msg: FAILED_REASONS[code] });
    }
    return fields;
  }

  let closed = false;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const send = (status, type, body, headers = {}) => { res.writeHead(status, { 'content-type': type, ...headers }); res.end(body); };
    try {
      if (req.method === 'POST' && url.pathname === '/odeme/api/get-token') {
        const f = await readFields(req);
        const checked = validateTokenRequest(f, opts.merchants);
        if (checked.reason) return send(200, 'application/json', JSON.stringify({ status: 'failed', reason: checked.reason }));
        if (usedOids.has(f.merchant_oid)) return send(200, 'application/json', JSON.stringify({ status: 'failed', reason: 'merchant_oid daha once kullanilmis' }));
        usedOids.add(f.merchant_oid);
        const token = randomBytes(26).toString('hex');
        sessions.set(token, {
          token, merchant: checked.merchant, oid: f.merchant_oid, amount: f.payment_amount, currency: f.currency,
          testMode: f.test_mode, okUrl: f.merchant_ok_url, failUrl: f.merchant_fail_url, email: f.email,
          expiresAt: Date.now() + Number(f.timeout_limit || 30) * 60_000, done: false,
        });
        return send(200, 'application/json', JSON.stringify({ status: 'success', token }));
      }

      const page = url.pathname.match(/^\/odeme\/guvenli\/([A-Za-z0-9]+)$/);
      if (page) {
        const session = sessions.get(page[1]);
        if (!session || session.expiresAt < Date.now()) return send(404, 'text/html; charset=utf-8', html('<h1>Geçersiz veya süresi dolmuş ödeme</h1>'));
        if (req.method === 'GET') {
          const tl = (Number(session.amount) / 100).toFixed(2);
          return send(200, 'text/html; charset=utf-8', html(`<h1>PayTR test ödemesi</h1>
<p>Sipariş: ${escape(session.oid)}<br>Tutar: <strong>${tl} TL</strong><br>Kart: 4355 0843 5508 4358 (test)</p>
<form method="post">
<button class="pay" name="action" value="pay">Ödeme Yap</button>
<button name="action" value="installment">Taksitli öde (toplam tutar fazla)</button>
<button name="action" value="fail">Ödeme başarısız (kod 0)</button>
<button name="action" value="fail2">Doğrulama başarısız (kod 2)</button>
<button name="action" value="abandon">Vazgeç (kod 6)</button>
</form>`));
        }
        if (req.method === 'POST') {
          const { action } = await readFields(req);
          if (!['pay', 'installment', 'fail', 'fail2', 'abandon'].includes(action)) return send(400, 'text/plain', 'bad action');
          if (session.done) return send(409, 'text/html; charset=utf-8', html('<h1>Bu ödeme zaten işlendi</h1>'));
          session.done = true;
          const fields = notificationFields(session, action);
          const delivery = notify(fields, session.merchant).catch(() => {});
          if (opts.order === 'notify-first') await delivery;
          // A plain GET to the merchant's URL with no parameters added (reference §4.6).
          return send(303, 'text/plain', '', { location: fields.status === 'success' ? session.okUrl : session.failUrl });
        }
      }

      if (req.method === 'GET' && url.pathname === '/js/iframeResizer.min.js') {
        return send(200, 'application/javascript', 'window.iFrameResize=function(){return[]};', { 'access-control-allow-origin': '*' });
      }
      if (req.method === 'GET' && url.pathname === '/__double/notifications') {
        return send(200, 'application/json', JSON.stringify(deliveries));
      }
      if (req.method === 'POST' && url.pathname === '/__double/config') {
        const chunks = [];
        for await (const c of req) chunks.push(c);
        const patch = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        for (const k of ['notifyDelayMs', 'notifyRepeat', 'order', 'retryIntervalMs', 'maxAttempts', 'failedTotal', 'notifyUrl']) if (k in patch) opts[k] = patch[k];
        return send(200, 'application/json', JSON.stringify(opts, (k, v) => (k === 'merchants' ? undefined : v)));
      }
      send(404, 'text/plain', 'not found');
    } catch (error) {
      send(400, 'text/plain', String(error?.message ?? error));
    }
  });
  await new Promise((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    sessions,
    options: opts,
    async close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = optionsFromEnv();
  if (options.merchants.length === 0) {
    console.error('Set PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY and PAYTR_MERCHANT_SALT (the same values the app seeds).');
    process.exit(1);
  }
  const double = await startPaytrDouble(options);
  console.log(`PayTR double on ${double.url}, notifying ${options.notifyUrl}`);
  const stop = () => { void double.close().then(() => process.exit(0)); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
