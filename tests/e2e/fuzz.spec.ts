// Page URLs and the booking endpoint fuzzed over real HTTP against the built server: hostile
// query strings, path segments with NUL and invalid %-encoding, generated hostile bodies, and
// oversized and chunked bodies. No answer may be a 5xx. Also the security headers on pages and
// API answers. (Route handlers and actions are fuzzed against the database in tests/http/fuzz.test.ts.)
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hostileBodies, HOSTILE_QUERY_VALUES, HOSTILE_SEGMENTS, ENGLISH_MESSAGE, type FieldKind } from '../support/fuzz';
import { PNG_1X1 } from '../support/images';

const SEARCH_KEYS = ['q', 'service', 'serviceId', 'city', 'cityId', 'district', 'districtId'];
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

/** GETs every URL (a few at a time) and returns those answered with a 5xx. */
async function serverErrors(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < urls.length; i += 4) {
    await Promise.all(urls.slice(i, i + 4).map(async (url) => {
      const res = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
      if (res.status() >= 500) failures.push(`${res.status()} ${url.slice(0, 160)}`);
    }));
  }
  return failures;
}

test.describe.configure({ timeout: 300_000 });

test('hostile query strings on /salonlar and the booking pages never answer 5xx', async ({ request }) => {
  const urls = [
    ...SEARCH_KEYS.flatMap((key) => HOSTILE_QUERY_VALUES.map((value) => `/salonlar?${key}=${value}`)),
    ...HOSTILE_QUERY_VALUES.map((value) => `/salonlar?q=${value}&service=${value}&city=${value}&cityId=${value}`),
    ...HOSTILE_QUERY_VALUES.map((value) => `/randevu-basarili?token=${value}`),
    ...HOSTILE_QUERY_VALUES.map((value) => `/api/salons/${ZERO_ID}/slots?staffId=${value}&date=${value}&serviceId=${value}`),
    ...HOSTILE_QUERY_VALUES.map((value) => `/?giris=${value}`),
  ];
  expect(urls.length).toBeGreaterThan(200);
  expect(await serverErrors(request, urls)).toEqual([]);
});

test('hostile path segments (NUL, invalid %-encoding) answer 400 or 404, never 5xx', async ({ request }) => {
  const templates = ['/salonlar/{}', '/salonlar/istanbul/{}', '/salonlar/{}/kadikoy', '/salon/{}', '/randevu/{}', '/randevu/yonet/{}',
    '/api/salons/{}/slots?staffId=x&date=2030-01-01', '/api/appointments/{}/ics', '/{}', '/admin/{}'];
  const urls = templates.flatMap((t) => HOSTILE_SEGMENTS.map((segment) => t.replace('{}', segment)));
  expect(await serverErrors(request, urls)).toEqual([]);

  // The examples: a 404 page for pages, a Turkish JSON 400 for the API.
  for (const path of ['/salon/%FF', '/randevu/%FF', '/salonlar/%C0%AF', '/salonlar/%00', '/salonlar/istanbul%00']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('Sayfa bulunamadı');
  }
  const api = await request.get('/api/salons/%FF/slots');
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ error: 'Geçersiz adres' });
  for (const path of ['/salonlar?q=%00', '/salonlar?service=%00']) expect((await request.get(path)).status(), path).toBe(200);
});

test('generated hostile bodies to POST /api/appointments answer a Turkish 4xx', async ({ request }) => {
  const valid = {
    salonId: ZERO_ID, serviceId: ZERO_ID, staffId: ZERO_ID, date: '2030-01-01', startTime: '10:00',
    customerName: 'Elif Demir', customerPhone: '05321000000', notes: 'Not',
  };
  const shape: Record<string, FieldKind> = {
    salonId: 'id', serviceId: 'id', staffId: 'id', date: 'date', startTime: 'time', customerName: 'text',
    customerPhone: 'phone', customerEmail: 'optionalEmail', notes: 'optionalText',
  };
  for (const body of hostileBodies(11, valid, shape, 200)) {
    const res = await request.post('/api/appointments', { data: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const context = JSON.stringify(body)?.slice(0, 160);
    expect(res.status(), context).toBeGreaterThanOrEqual(400);
    expect(res.status(), context).toBeLessThan(500);
    expect((await res.json()).error, context).not.toMatch(ENGLISH_MESSAGE);
  }
});

/** Streams `totalBytes` as a chunked body; resolves with the status as soon as the server answers. */
function chunkedPost(baseURL: string, totalBytes: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/appointments', baseURL);
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on('error', (error) => { if (!answered) reject(error); });
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test('oversized bodies are refused while they stream in, five 100 MB chunked bodies at once', async ({ baseURL }) => {
  const results = await Promise.all(Array.from({ length: 5 }, () => chunkedPost(baseURL!, 100 * 1024 * 1024)));
  for (const { status, sent } of results) {
    expect(status).toBe(413);
    // The answer came long before the whole body was sent.
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  }
});

test('security headers on pages and API answers', async ({ request }) => {
  // The journeys' server pays through the local PayTR double (playwright.config.ts: E2E_PORT + 1000).
  const paytr = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200) + 1000}`.replace(/[.]/g, '\\.');
  for (const path of ['/', '/salonlar', '/api/salons/x/slots']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'self'");
    // 'self': PayTR sends its frame back to our own completion page.
    expect(csp, path).toMatch(new RegExp(`frame-src 'self' ${paytr}[^;]*https://www\\.google\\.com`));
    expect(csp, path).toMatch(new RegExp(`script-src 'self' 'unsafe-inline' ${paytr}`));
    expect(csp, path).not.toContain('unsafe-eval');
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
  }
  // An uploaded image keeps its own stricter policy: the site-wide one must not replace it.
  const upload = await request.post('/api/uploads/logo', { multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: PNG_1X1 } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = await request.get((await upload.json()).url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
});

/** The id of a real panel server action, from the build the journeys' server runs. */
function panelActionId(): string {
  const manifest = JSON.parse(readFileSync(`.next-e2e-${process.env.E2E_PORT ?? 3200}/server/server-reference-manifest.json`, 'utf8'));
  const [id] = Object.entries(manifest.node as Record<string, { exportedName?: string }>)
    .find(([, entry]) => entry.exportedName === 'changePanelPasswordAction') ?? [];
  if (!id) throw new Error('changePanelPasswordAction not in the build');
  return id;
}

test('malformed server-action requests answer a Turkish 4xx, never 500', async ({ baseURL }) => {
  const action = panelActionId();
  const origin = new URL(baseURL!).origin;
  const send = (body: Buffer | string, headers: Record<string, string> = {}) => fetch(`${origin}/panel/hesap`, {
    method: 'POST', body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'next-action': action, origin, 'content-type': 'text/plain;charset=UTF-8', ...headers },
  });
  const cases: [string, Buffer | string, Record<string, string>, number][] = [
    ['not JSON', 'not json{', {}, 400],
    ['empty', '', {}, 400],
    ['invalid UTF-8', Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]), {}, 400],
    ['nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, {}, 400],
    ['over the size limit', 'a'.repeat(1024 * 1024 + 1), {}, 413],
    ['a cut-off multipart form', '--xx\r\nContent-Disposition: form-data; name="1"\r\n\r\n[]', { 'content-type': 'multipart/form-data; boundary=xx' }, 400],
    ['a foreign Origin', '[]', { origin: 'https://evil.example' }, 403],
  ];
  for (const [name, body, headers, status] of cases) {
    const res = await send(body, headers);
    expect(res.status, name).toBe(status);
    expect((await res.json()).error, name).toMatch(/[çğıöşüÇĞİÖŞÜ]|Geçersiz/);
  }
  // A well-formed call still reaches the action (signed out: its own Turkish answer).
  const valid = await send('[{"currentPassword":"x","newPassword":"y12345","confirmPassword":"y12345"}]');
  expect(valid.status).toBe(200);
  expect(await valid.text()).toContain('Oturumunuz sona erdi');
});
