// A database outage as a visitor meets it: the real app server (server/start.mjs on a production
// build) on a PostgreSQL cluster of this test's own, which is stopped at once under parallel
// requests. Every answer must come at once (without waiting on the database) with an honest status: JSON routes
// a Turkish 503 with Retry-After, pages a Turkish error page readable without JavaScript,
// cached public pages their cached copy even past its expiry (so the test waits a minute); readiness says 503 while liveness stays 200. Once
// PostgreSQL is back the same app server recovers by itself, and a booking answered (or given
// up on) during the outage has left no row: it was dropped, not replayed.
//
// PostgreSQL only: embedded PGlite runs inside the app's process, so it cannot become
// unreachable while the app lives (README "When the database is down").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { addDaysToDate, istanbulClock } from '@/platform/time/istanbul';
import { ensureBuild, root, startAppServer, type AppServer } from '../support/app-server';
import { freePort } from '../support/free-port';
import { clusterUnavailableReason, startCluster, type Cluster } from '../support/postgres-cluster';

/** The suite's one build (scripts/test-build.mjs), which the journeys copy afterwards. */
const DIST_DIR = process.env.OUTAGE_DIST_DIR ?? '.next-test';
const MESSAGE = 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.';
/**
 * The bound every answer must keep while the database is down. What it tells apart is failing
 * fast (a 1.5 s connect timeout, "about two seconds") from waiting on the database (a 10 s
 * statement timeout, the old code's 25 s): 2.5 s was exceeded on a loaded 2-core machine by a
 * cached page (3.2 s), so the bound sits between the two instead of on the first (issue 36).
 */
const ANSWER_BOUND_MS = 6000;
/** next.config.ts expireTime: a cached page older than this is rendered before answering. */
const EXPIRE_MS = 60_000;

const skipReason = process.env.TEST_DATABASE_URL ? clusterUnavailableReason() : 'TEST_DATABASE_URL is not set (no PostgreSQL here)';
if (skipReason) console.warn(`[outage] skipped: ${skipReason}`);

interface Timed { url: string; status: number; headers: Headers; text: string; ms: number }

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { ...init, redirect: 'manual' });
  const text = await res.text();
  return { url, status: res.status, headers: res.headers, text, ms: performance.now() - started };
}

const page = (url: string) => timed(url, { headers: { accept: 'text/html' } });

/** A panel server action's id in the build, as the browser sends it in Next-Action. */
function panelActionId(file: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, DIST_DIR, 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.filename === file && v.exportedName === name);
  if (!found) throw new Error(`${file}#${name} is not in the build`);
  return found[0];
}

describe.skipIf(skipReason)('database outage on PostgreSQL', () => {
  let cluster: Cluster;
  let app: AppServer;
  let sql: postgres.Sql;
  let salonIds: string[];
  let booking: { salonId: string; staffId: string; serviceId: string; date: string };

  beforeAll(async () => {
    if (!process.env.OUTAGE_DIST_DIR) ensureBuild(DIST_DIR);
    cluster = startCluster('/tmp/salon-outage-test-pg', await freePort());
    execFileSync('npx', ['tsx', 'scripts/db-seed.ts'], { cwd: root, stdio: 'ignore', env: { ...process.env, DATABASE_URL: cluster.url } });
    app = await startAppServer(DIST_DIR, { DATABASE_URL: cluster.url, ADMIN_EMAIL: 'admin@outage.test', ADMIN_PASSWORD: 'outage-admin-password' });
    sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    salonIds = (await sql<{ id: string }[]>`select id from salons where is_active order by salon_code limit 2`).map((r) => r.id);
    const [offer] = await sql<{ staff_id: string; service_id: string }[]>`
      select ss.staff_id, ss.service_id from staff_services ss join staff s on s.id = ss.staff_id
      where s.salon_id = ${salonIds[0]} and s.is_active limit 1`;
    booking = { salonId: salonIds[0], staffId: offer.staff_id, serviceId: offer.service_id, date: addDaysToDate(istanbulClock(new Date()).date, 1) };
  }, 900_000);

  afterAll(async () => {
    await sql?.end({ timeout: 1 }).catch(() => {});
    await app?.stop();
    cluster?.destroy();
  });

  it('answers without waiting on PostgreSQL while it is down, serves cached pages, and recovers without writing late', async () => {
    onTestFailed(() => console.error(`[outage] app server output:\n${app.output()}`));
    const [cachedSalon, uncachedSalon] = salonIds;
    const cachedPages = ['/', '/salonlar', `/salon/${cachedSalon}`];
    for (const path of cachedPages) expect((await page(app.url + path)).status).toBe(200); // rendered and cached
    const cachedAt = Date.now();
    const closedDateActionId = panelActionId('features/salon-settings/actions.hours.panel.ts', 'addClosedDateAction');
    const login = await fetch(`${app.url}/api/panel/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salonCode: 'DEMO01', username: 'sahip_demo01', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const panelCookie = /salon_session=[0-9a-f]{64}/.exec(login.headers.get('set-cookie') ?? '')![0];
    expect((await timed(`${app.url}/api/ready`)).status).toBe(200);

    const slotsUrl = `${app.url}/api/salons/${booking.salonId}/slots?staffId=${booking.staffId}&serviceId=${booking.serviceId}&date=${booking.date}`;
    const slots = JSON.parse((await timed(slotsUrl)).text) as { slots: { time: string; available: boolean }[] };
    const free = slots.slots.filter((s) => s.available).map((s) => s.time);
    expect(free.length).toBeGreaterThanOrEqual(2);
    const book = (name: string, startTime: string, signal?: AbortSignal) => timed(`${app.url}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...booking, startTime, customerName: name, customerPhone: '05321009901' }),
      signal,
    });

    // Past next.config.ts's expireTime (60 s), Next would render a cached page again before
    // answering, which fails without a database: the cached copy must be served instead.
    await new Promise((r) => setTimeout(r, Math.max(0, cachedAt + EXPIRE_MS + 1000 - Date.now())));
    cluster.stop();

    // More requests needing the database than the pool has connections (POSTGRES_BOUNDS.max = 10),
    // so that some wait for a connection: those must fail as fast, and never run later.
    const crowd = Promise.all(Array.from({ length: 15 }, () => timed(slotsUrl)));
    // A visitor who gives up on a booking after a moment: it must not be booked later either.
    const impatient = new AbortController();
    const abandoned = book('Kesinti Vazgeçen', free[1], impatient.signal).catch(() => null);
    setTimeout(() => impatient.abort(), 200);

    const json = (path: string, init?: RequestInit) => timed(app.url + path, init);
    // A panel server action as the browser sends it: with the database away its session lookup
    // and its write answer the Turkish 503, not Next's bare 500 (issue 28).
    const panelAction = () => timed(`${app.url}/panel/saatler`, {
      method: 'POST',
      headers: {
        'next-action': closedDateActionId, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8',
        origin: app.url, cookie: panelCookie,
      },
      body: JSON.stringify([{ date: '2099-01-01', note: '' }]),
    });
    const [crowded, cached, uncachedPage, searchPage, me, slotsDown, answeredBooking, ready, health, panelWrite] = await Promise.all([
      crowd,
      Promise.all([...cachedPages, ...cachedPages].map((path) => page(app.url + path))),
      page(`${app.url}/salon/${uncachedSalon}`),
      page(`${app.url}/salonlar/istanbul`),
      json('/api/me', { headers: { cookie: 'customer_session=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef' } }),
      timed(slotsUrl),
      book('Kesinti Cevaplanan', free[0]),
      json('/api/ready'),
      json('/api/health'),
      panelAction(),
    ]);
    await abandoned;
    // Pages that stream a loading skeleton before their content, once the outage is known (the
    // first wave above has marked the database down): the error page too, not a skeleton.
    const session = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
    const streamed = await Promise.all([
      timed(`${app.url}/randevularim`, { headers: { accept: 'text/html', cookie: `customer_session=${session}` } }),
      timed(`${app.url}/panel/takvim`, { headers: { accept: 'text/html', cookie: `salon_session=${session}` } }),
    ]);

    for (const answer of [...crowded, ...cached, uncachedPage, searchPage, ...streamed, me, slotsDown, answeredBooking, ready, health]) {
      expect(answer.ms, answer.url).toBeLessThan(ANSWER_BOUND_MS);
    }
    for (const answer of cached) {
      expect(answer.status, answer.url).toBe(200);
      expect(answer.headers.get('x-nextjs-cache'), answer.url).toMatch(/^(HIT|STALE)$/);
    }
    expect(cached[2].text).toContain('<h1'); // the salon page itself, not an error page
    expect(cached.some((a) => a.text.includes(MESSAGE))).toBe(false);

    for (const answer of [uncachedPage, searchPage, ...streamed]) {
      expect(answer.status, answer.url).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.text).toContain(MESSAGE); // in the HTML itself: readable without JavaScript
      expect(answer.text).not.toContain('<script');
    }
    for (const answer of [...crowded, me, slotsDown, answeredBooking, ready]) {
      expect(answer.status, answer.url).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(JSON.parse(answer.text)).toEqual({ error: MESSAGE });
    }
    expect([health.status, JSON.parse(health.text)]).toEqual([200, { ok: true }]);
    expect(panelWrite.ms).toBeLessThan(ANSWER_BOUND_MS);
    expect(panelWrite.status, panelWrite.text).toBe(200); // an action's refusal travels in its result
    expect(panelWrite.text).toContain(`"error":"${MESSAGE}"`);
    expect(panelWrite.text).toContain('"status":503');

    cluster.start();

    // The same app server (never restarted) is ready again once PostgreSQL answers.
    let readyAgain = 503;
    for (let i = 0; i < 40 && readyAgain !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      readyAgain = (await timed(`${app.url}/api/ready`)).status;
    }
    expect(readyAgain).toBe(200);
    expect(app.process.exitCode).toBeNull();
    expect((await page(`${app.url}/salon/${uncachedSalon}`)).status).toBe(200);
    expect((await timed(slotsUrl)).status).toBe(200);

    // Nothing queued during the outage is sent afterwards.
    await new Promise((r) => setTimeout(r, 3000));
    const rows = await sql`select id from appointments where customer_name like 'Kesinti %'`;
    expect(rows).toHaveLength(0);

    // Issue 28: the log says why the database failed, never a query's parameters (customers'
    // phones and names), and the driver never crashed on a closed socket (patches/postgres+3.4.9.patch).
    const log = app.output();
    expect(log).not.toMatch(/uncaughtException|reading 'write'/);
    const unavailableLines = log.split('\n').filter((line) => line.includes('database unavailable'));
    expect(unavailableLines.length).toBeGreaterThan(0);
    for (const line of unavailableLines) expect(line).not.toMatch(/Failed query|params:|Kesinti/);
  }, 200_000);
});
