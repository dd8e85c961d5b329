// The cache tier in front (deploy/nginx/salon.conf.template), as visitors meet it: real nginx
// (Debian's nginx-light, .ci/run installs it) on its own port and prefix folder, in front of the
// real app server (server/start.mjs on the suite's build, on an embedded database of its own).
// Public pages are answered from nginx's copy; what is personal never is; a salon's change
// shows within the micro-cache's seconds; with the app server gone, cached pages stay served.
// A stand-in upstream (a plain HTTP server) plays the answers the app gives on no public page
// today (a cookie set, a "private" page), so that the config's rule for them is tested too.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startNginx, type LocalNginx } from '@/deploy/nginx/local.mjs';
import { copyBuild, ensureBuild } from '../support/app-server';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { serveRoute } from '../support/route-server';
import { actionId, callAction, panelSignIn } from '../support/server-actions';

const SOURCE_DIST_DIR = process.env.NGINX_TEST_DIST_DIR ?? '.next-test';
/** A copy of its own: servers of other test files run the suite's build at the same time, and
 * pages one renders into a shared build folder's cache would be served by another. */
const DIST_DIR = '.next-test-nginx-cache';
const MICRO_CACHE_SECONDS = 3;
const DEPLOYMENT_ID = 'nginx-test-deployment';
const BR = { accept: 'text/html', 'accept-encoding': 'br' };

interface Answer { status: number; cache: string | null; type: string; encoding: string | null; body: string; headers: Headers }

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers, redirect: 'manual' });
  const body = await res.text(); // fetch decodes br and gzip
  return {
    status: res.status, cache: res.headers.get('x-cache-status'), type: res.headers.get('content-type') ?? '',
    encoding: res.headers.get('content-encoding'), body, headers: res.headers,
  };
}

/**
 * How many of the logged requests for `path` went to an app server (nginx's salon_upstream log
 * format), once at least `logged` requests are logged: nginx writes a line just after answering.
 */
async function upstreamRequests(nginx: LocalNginx, method: string, path: string, logged: number): Promise<number> {
  const read = () => nginx.accessLog().filter((line) => line.includes(`"${method} ${path} HTTP/1.1"`));
  const deadline = Date.now() + 5000;
  while (read().length < logged && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const lines = read();
  expect(lines.length).toBeGreaterThanOrEqual(logged);
  return lines.filter((line) => !line.includes('upstream=-')).length;
}

describe('nginx cache tier in front of an app server', () => {
  let app: EmbeddedApp;
  let nginx: LocalNginx;
  let salonPath: string;
  let panelCookie: string;

  beforeAll(async () => {
    if (!process.env.NGINX_TEST_DIST_DIR) ensureBuild(SOURCE_DIST_DIR);
    copyBuild(SOURCE_DIST_DIR, DIST_DIR);
    app = await startEmbeddedApp(DIST_DIR, { NEXT_DEPLOYMENT_ID: DEPLOYMENT_ID, TRUSTED_PROXY_HOPS: '1' });
    nginx = await startNginx({ upstreams: [app.hostPort], microCacheSeconds: MICRO_CACHE_SECONDS });
    panelCookie = await panelSignIn(nginx.url, 'DEMO01', 'sahip_demo01', 'demo1234');
    const dashboard = await get(`${nginx.url}/panel`, { cookie: panelCookie });
    salonPath = /\/salon\/[0-9a-f-]{36}/.exec(dashboard.body)![0]; // the panel links its public page
  }, 600_000);

  afterAll(async () => {
    await nginx?.stop();
    await app?.stop();
  });

  /** The panel's "add service" form (/panel/hizmetler), through nginx. */
  const addService = (name: string, price: string) => callAction(nginx.url, '/panel/hizmetler',
    actionId(DIST_DIR, 'features/services/actions.panel.ts', 'createServiceAction'),
    { name, categoryId: '', description: '', price, durationMinutes: 30, dailyDurations: Array(7).fill(null) }, panelCookie);

  it('answers a public page from its copy: many visitors, one request to the app', async () => {
    onTestFailed(() => console.error(`nginx:\n${nginx.accessLog().join('\n')}\n${nginx.errorLog()}\napp:\n${app.output()}`));
    const first = await get(nginx.url + salonPath, BR);
    expect(first.status).toBe(200);
    expect(first.encoding).toBe('br'); // compressed by the app, as the browser asked
    const again = await Promise.all(Array.from({ length: 10 }, () => get(nginx.url + salonPath, BR)));
    for (const answer of again) {
      expect(answer.cache).toMatch(/^(HIT|UPDATING)$/);
      expect(answer.body).toBe(first.body);
    }
    expect(await upstreamRequests(nginx, 'GET', salonPath, 11)).toBeLessThanOrEqual(2); // its MISS, perhaps one renewal
  });

  it('keeps a copy per encoding and per kind of request, as Next varies them', async () => {
    const gzip = await get(`${nginx.url}/`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    const br = await get(`${nginx.url}/`, BR);
    const plain = await get(`${nginx.url}/`, { accept: 'text/html', 'accept-encoding': 'identity' });
    expect([gzip.encoding, br.encoding, plain.encoding]).toEqual(['gzip', 'br', null]);
    expect(gzip.body).toBe(plain.body);
    // The router's request for the same URL gets the page's RSC payload, never the HTML copy.
    const html = await get(`${nginx.url}/?_rsc`, BR);
    const rsc = await get(`${nginx.url}/?_rsc`, { ...BR, rsc: '1' });
    const htmlAgain = await get(`${nginx.url}/?_rsc`, BR);
    expect(html.type).toContain('text/html');
    expect(rsc.type).toContain('text/x-component');
    expect(htmlAgain.type).toContain('text/html');
    // From a copy, never a bypass; on a loaded machine the micro-cache may have expired between the two.
    expect(htmlAgain.cache).toMatch(/^(HIT|UPDATING|STALE|EXPIRED)$/);
    // Version skew (README "Deploy"): the deployment a tab was loaded from, compared by its router.
    // Checked on a page rendered for this request (the panel): a public page may come from a copy
    // another test's server rendered into the suite's shared build folder without the id.
    const panel = await get(`${nginx.url}/panel`, { accept: 'text/html', cookie: panelCookie });
    expect(panel.body).toContain(`data-dpl-id="${DEPLOYMENT_ID}"`);
    expect(rsc.headers.get('x-nextjs-deployment-id')).toBe(DEPLOYMENT_ID);
  });

  it('never answers a signed-in visitor, the panel, the back-office or an action from a copy', async () => {
    const signedIn = await Promise.all([0, 1].map(() => get(nginx.url + salonPath, { ...BR, cookie: `theme=a; ${panelCookie}` })));
    expect(signedIn.map((a) => [a.status, a.cache])).toEqual([[200, 'BYPASS'], [200, 'BYPASS']]);

    for (const path of ['/panel/hizmetler', '/admin/login']) {
      const before = await upstreamRequests(nginx, 'GET', path, 0);
      const answers = await Promise.all([0, 1, 2].map(() => get(nginx.url + path, { accept: 'text/html', cookie: panelCookie })));
      for (const answer of answers) {
        expect(answer.status, path).toBe(200);
        expect(answer.cache, path).toBeNull();
      }
      expect(await upstreamRequests(nginx, 'GET', path, before + 3) - before, path).toBe(3);
    }

    // The panel's "add service" form, posted through nginx as the browser posts it, twice:
    // each reaches the app and is answered for itself.
    const posts = [await addService('Nginx Deneme A', '100'), await addService('Nginx Deneme B', '100')];
    for (const answer of posts) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Hizmet eklendi');
    }
    expect(await upstreamRequests(nginx, 'POST', '/panel/hizmetler', 2)).toBe(2);
  });

  it('never keeps an answer that sets a cookie or says it is private', async () => {
    const served: string[] = [];
    const standIn = await serveRoute(async (request) => {
      const { pathname } = new URL(request.url);
      served.push(pathname);
      const headers: Record<string, string> = { 'content-type': 'text/html', 'cache-control': 's-maxage=30, stale-while-revalidate=30' };
      if (pathname === '/cookie') headers['set-cookie'] = 'choice=1; Path=/';
      if (pathname === '/private') headers['cache-control'] = 'private, no-cache, no-store, max-age=0, must-revalidate';
      return new Response(`<h1>${pathname}</h1>`, { headers });
    });
    const front = await startNginx({ upstreams: [new URL(standIn.url).host], microCacheSeconds: 60 });
    try {
      for (const path of ['/shared', '/cookie', '/private']) for (let i = 0; i < 3; i++) await get(front.url + path);
      // The shareable page is the control: kept after its first answer.
      expect(served.filter((p) => p === '/shared')).toHaveLength(1);
      expect(served.filter((p) => p === '/cookie')).toHaveLength(3);
      expect(served.filter((p) => p === '/private')).toHaveLength(3);
      expect((await get(`${front.url}/cookie`)).headers.get('set-cookie')).toBe('choice=1; Path=/');
    } finally {
      await front.stop();
      await standIn.close();
    }
  });

  it('shows a salon\'s change within the micro-cache\'s seconds', async () => {
    const page = () => get(nginx.url + salonPath, BR);
    expect((await page()).status).toBe(200);
    expect((await page()).cache).toMatch(/^(HIT|UPDATING|STALE)$/); // served from nginx's copy now
    const name = `Nginx Yeni Hizmet ${Date.now()}`;
    expect((await addService(name, '250')).text).toContain('Hizmet eklendi');
    const changedAt = Date.now();
    // The copy expires after MICRO_CACHE_SECONDS; the first request after it is answered with
    // the old copy while nginx fetches the new one, the next with the new one.
    let shown = false;
    while (!shown && Date.now() - changedAt < 20_000) {
      shown = (await page()).body.includes(name);
      if (!shown) await new Promise((r) => setTimeout(r, 100));
    }
    expect(shown).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan((MICRO_CACHE_SECONDS + 2) * 1000);
  });

  it('keeps serving cached pages, stale, while no app server answers', async () => {
    const cached = await get(nginx.url + salonPath, BR);
    expect(cached.status).toBe(200);
    await app.stop();
    // Fresh for MICRO_CACHE_SECONDS more (HIT), then expired: nginx asks the app, which is gone.
    let answer = await get(nginx.url + salonPath, BR);
    const deadline = Date.now() + 20_000;
    while (answer.cache !== 'STALE' && Date.now() < deadline) {
      expect(answer.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      answer = await get(nginx.url + salonPath, BR);
    }
    expect(answer.cache).toBe('STALE');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(cached.body);
    const landing = await get(`${nginx.url}/`, BR);
    expect([landing.status, landing.cache]).toEqual([200, 'STALE']);
  });
});
