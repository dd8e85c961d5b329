// Several app servers as one (issue 34): two app servers, each on its own copy of the build (as
// on two machines), on one PostgreSQL database and one Redis (REDIS_URL, server/shared-cache.cjs).
// A page one server rendered is handed out by the other, and a change made through either
// server's salon panel, back office or registration shows on the other at its next request:
// the revalidation is published to every server, not waited out (it was up to 60 s). A second
// build on the same Redis never hands out the first one's pages.
//
// PostgreSQL only: two app servers cannot share an embedded PGlite.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { copyBuild, root, startAppServer, type AppServer } from '../support/app-server';
import { redisUnavailableReason } from '../support/redis';
import { actionId, adminSignIn, callAction, panelSignIn } from '../support/server-actions';
import { ADMIN, cachedPage as cached, DIST_DIR, page, startTwoServers, type TwoServers } from '../support/shared-cache-servers';

/** Server C's machine: another build of the same sources (a rolling deploy's other version). */
const C_DIST_DIR = '.next-test-shared-cache-c';

const skipReason = process.env.TEST_DATABASE_URL ? redisUnavailableReason() : 'TEST_DATABASE_URL is not set (no PostgreSQL here)';
if (skipReason) console.warn(`[shared-cache] skipped: ${skipReason}`);

/** The build id a page was rendered by (Next writes it into the page's flight data). */
const buildIdOf = (html: string) => /\\"b\\":\\"([^"\\]+)\\"/.exec(html)?.[1];

describe.skipIf(skipReason)('two app servers sharing one Redis', () => {
  let servers: TwoServers;
  let a: AppServer;
  let b: AppServer;
  let sql: TwoServers['sql'];
  let demo: TwoServers['demo'];

  beforeAll(async () => {
    servers = await startTwoServers('shared-cache');
    ({ a, b, sql, demo } = servers);
  }, 900_000);

  afterAll(async () => {
    await servers?.stop();
    rmSync(path.join(root, C_DIST_DIR), { recursive: true, force: true });
  });

  function logOnFailure() {
    onTestFailed(() => console.error(`[shared-cache]\n${servers.output()}`));
  }

  it('hands out on B the page A rendered, from the shared cache', async () => {
    logOnFailure();
    const url = '/salonlar/ankara';
    expect((await page(a, url)).status).toBe(200); // rendered by A
    const onB = await page(b, url); // B's first request of it
    expect(onB.status).toBe(200);
    expect(onB.cache).toBe('HIT');
  });

  it('shows a price changed in A\'s salon panel on B\'s salon page at its next request', async () => {
    logOnFailure();
    const [service] = await sql<{ id: string; name: string; category_id: string | null; duration_minutes: number }[]>`
      select id, name, category_id, duration_minutes from services where salon_id = ${demo.id} and is_active order by sort_order limit 1`;
    const price = 7000 + (Date.now() % 1000);
    const shown = `₺${price.toLocaleString('tr-TR')},00`;
    expect((await cached(b, `/salon/${demo.id}`)).html).not.toContain(shown);

    const cookie = await panelSignIn(a.url, demo.code, 'sahip_demo01', 'demo1234');
    const saved = await callAction(a.url, '/panel/hizmetler', actionId(DIST_DIR, 'features/services/actions.panel.ts', 'updateServiceAction'), {
      id: service.id, name: service.name, categoryId: service.category_id, description: '', price,
      durationMinutes: service.duration_minutes, dailyDurations: Array(7).fill(null),
    }, cookie);
    expect(saved.text).toContain('"ok":true');

    const next = await page(b, `/salon/${demo.id}`);
    expect(next.status).toBe(200);
    expect(next.html).toContain(shown);
  });

  it('shows on A\'s salon page a review approved in B\'s back office at its next request', async () => {
    logOnFailure();
    const comment = `Ortak önbellek yorumu ${Date.now()}`;
    // A customer's pending review (not public until approved, so nothing to revalidate yet).
    const [review] = await sql<{ id: string }[]>`
      update salon_reviews set comment = ${comment}, created_at = now(), updated_at = now()
       where id = (select id from salon_reviews where salon_id = ${demo.id} and status = 'pending' limit 1) returning id`;
    expect(review).toBeDefined();
    expect((await cached(a, `/salon/${demo.id}`)).html).not.toContain(comment);

    const cookie = await adminSignIn(b.url, ADMIN.email, ADMIN.password);
    const moved = await callAction(b.url, '/admin/reviews', actionId(DIST_DIR, 'features/reviews/actions.admin.ts', 'moveReviewAction'), { id: review.id, move: 'approve' }, cookie);
    expect(moved.text).toContain('"ok":true');

    expect((await page(a, `/salon/${demo.id}`)).html).toContain(comment);
  });

  it('lists on B\'s city page a salon registered and set up through A, at its next request', async () => {
    logOnFailure();
    const [plan] = await sql<{ id: string }[]>`select id from subscription_plans where interval = 'trial' and active limit 1`;
    const [place] = await sql<{ cityId: number; districtId: number }[]>`
      select c.id as "cityId", d.id as "districtId" from cities c join districts d on d.city_id = c.id where c.slug = 'istanbul' order by d.id limit 1`;
    const n = Date.now() % 10_000_000;
    const name = `Ortak Önbellek Kuaför ${n}`;
    const phone = `0533${String(n).padStart(7, '0')}`;
    expect((await cached(b, '/salonlar/istanbul')).html).not.toContain(name);

    const registered = await fetch(`${a.url}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        salon: { name, address: 'Bağdat Cad. No: 5', ...place, phone, email: `ortak${n}@example.com` },
        owner: { username: `ortak${n}`, password: 'sifre123', email: `ortak${n}@example.com`, firstName: 'Ayşe', lastName: 'Kaya', phone },
        planId: plan.id,
      }),
    });
    expect(registered.status).toBe(201);
    const { salonCode } = await registered.json() as { salonCode: string };

    // Listed once bookable (README: the owner's setup steps): hours, a service, a stylist.
    const cookie = await panelSignIn(a.url, salonCode, `ortak${n}`, 'sifre123');
    const week = Array.from({ length: 7 }, (_, day) => ({ day, open: '09:00', close: '19:00' }));
    const steps = [
      ['/panel/saatler', 'features/salon-settings/actions.hours.panel.ts', 'saveSalonWeekAction',
        { days: week.map(({ day, open, close }) => ({ dayOfWeek: day, isOpen: true, open, close })) }],
      ['/panel/hizmetler', 'features/services/actions.panel.ts', 'createServiceAction',
        { name: 'Saç Kesimi', categoryId: null, description: '', price: 300, durationMinutes: 30, dailyDurations: Array(7).fill(null) }],
      ['/panel/personel', 'features/staff/actions.panel.ts', 'createStaffAction', {
        firstName: 'Zeynep', lastName: '', position: '', serviceIds: [],
        week: week.map(({ day, open, close }) => ({ dayOfWeek: day, isWorking: true, start: open, end: close, hasBreak: false, breakStart: '', breakEnd: '' })),
      }],
    ] as const;
    for (const [pagePath, file, action, input] of steps) {
      expect((await callAction(a.url, pagePath, actionId(DIST_DIR, file, action), input, cookie)).text, action).toContain('"ok":true');
    }

    expect((await page(b, '/salonlar/istanbul')).html).toContain(name);
  });

  it('never hands out to another build on the same Redis the pages of this one', async () => {
    logOnFailure();
    const otherBuildId = `other-build-${process.pid}`;
    copyBuild(DIST_DIR, C_DIST_DIR, otherBuildId);
    const c = await startAppServer(C_DIST_DIR, { DATABASE_URL: servers.database.url, REDIS_URL: servers.redis.url });
    try {
      const ownBuildId = buildIdOf((await page(a, '/')).html);
      expect(ownBuildId).toBeDefined();
      expect(ownBuildId).not.toBe(otherBuildId);
      for (const url of ['/', `/salon/${demo.id}`, '/salonlar/istanbul', '/gizlilik']) {
        const fromA = await cached(a, url); // in the shared cache under A's build
        const onC = await cached(c, url);
        expect([fromA.status, onC.status], url).toEqual([200, 200]);
        expect(buildIdOf(fromA.html), url).toBe(ownBuildId);
        expect(buildIdOf(onC.html), url).toBe(otherBuildId);
        expect(buildIdOf((await page(b, url)).html), url).toBe(ownBuildId); // C's renders never reach B
      }
    } finally {
      await c.stop();
    }
  });
});
