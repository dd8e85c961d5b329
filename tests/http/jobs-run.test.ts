// POST /api/jobs/run over real HTTP (the way a platform cron calls it): without the secret, or
// with a wrong one, nothing runs (401); with it, due work runs once and the answer counts it;
// GET (Vercel Cron) does the same. CRON_SECRET is set before platform/env is first imported.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { createMigratedDatabase, type TestDatabase } from '../support/db';
import { serveRoute } from '../support/route-server';

const SECRET = vi.hoisted(() => {
  const secret = 'cron-gizli-anahtar-1234567890';
  Object.assign(process.env, { CRON_SECRET: secret });
  return secret;
});

describe('scheduled work over HTTP', () => {
  let test: TestDatabase;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    test = await createMigratedDatabase('pglite');
    useConnectionForTests(test.conn);
    const route = await import('@/app/api/jobs/run/route');
    server = await serveRoute((request) => (request.method === 'GET' ? route.GET(request) : route.POST(request)));
  });
  afterAll(async () => {
    await server?.close();
    await test?.dispose();
  });

  const pendingStatus = async () => (await test.conn.query<{ status: string }>(
    `select status from pending_registrations where merchant_oid = 'SR1CRONOLD'`))[0].status;

  it('refuses a missing or wrong secret and runs nothing', async () => {
    const [plan] = await test.conn.query<{ id: string }>(
      `insert into subscription_plans (name, price, interval) values ('Aylık Plan', 29.9, 'monthly') returning id`);
    await test.conn.query(
      `insert into pending_registrations (merchant_oid, salon_data, owner_data, plan_id, payment_amount, created_at)
       values ('SR1CRONOLD', '{}', '{}', $1, 2990, now() - interval '3 hours')`, [plan.id]);

    const none = await fetch(`${server.url}/api/jobs/run`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: 'Yetkisiz istek' });
    const wrong = await fetch(`${server.url}/api/jobs/run`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}x` } });
    expect(wrong.status).toBe(401);
    const prefix = await fetch(`${server.url}/api/jobs/run`, { method: 'POST', headers: { 'x-cron-secret': SECRET.slice(0, -1) } });
    expect(prefix.status).toBe(401);
    expect(await pendingStatus()).toBe('pending');
  });

  it('runs due work with the secret, by POST or GET', async () => {
    const response = await fetch(`${server.url}/api/jobs/run`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.ok).toBe(true);
    // The periodic kinds (four sweeps, the pruning and the KVKK retention) ran once each.
    expect(body.jobs.done).toBe(6);
    expect(await pendingStatus()).toBe('failed');

    const again = await fetch(`${server.url}/api/jobs/run`, { headers: { 'x-cron-secret': SECRET } });
    expect(again.status).toBe(200);
    // Nothing new is due: the sweeps wait for their next run.
    expect((await again.json()).jobs.done).toBe(0);
  });
});
