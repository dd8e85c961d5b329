// GET /api/me/export on a real database, called with real NextRequest objects: a signed-in
// customer downloads their data as a dated JSON attachment never cached; anyone else gets a
// Turkish 401 (tests/db/customer-export.test.ts checks what the file holds).
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/me/export/route';
import { useConnectionForTests } from '@/platform/db';
import { istanbulClock } from '@/platform/time/istanbul';
import { EXPORT_SIGNED_OUT_MESSAGE } from '@/features/privacy/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { privacyFixtures, type FullCustomer } from '../db/privacy-fixtures';

async function get(cookie?: string) {
  const res = await exportRoute(new NextRequest('http://localhost:3000/api/me/export', { headers: cookie ? { cookie } : {} }));
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe.each(databaseKinds)('GET /api/me/export on %s', (kind) => {
  let test: TestDatabase;
  const f = privacyFixtures(() => test);
  let zerrin: FullCustomer;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    const salon = { ...(await f.salon('Işıltı Güzellik', 'salon@example.com')), email: 'salon@example.com' };
    // Sessions created now, so they are valid for the route's own clock.
    zerrin = await f.customer(salon, { phone: '05417770011', firstName: 'Zerrin', lastName: 'Yaldızoğlu', email: 'zerrin@example.com' });
    await f.q(`update customer_sessions set expires_at = now() + interval '1 day'`);
  });
  afterAll(async () => { await test?.dispose(); });

  it('answers 401 in Turkish, uncached, without a session or with a forged one', async () => {
    for (const cookie of [undefined, 'customer_session=garbage', `customer_session=${'a'.repeat(64)}`]) {
      const res = await get(cookie);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toEqual({ error: EXPORT_SIGNED_OUT_MESSAGE });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-disposition')).toBeNull();
    }
  });

  it('downloads the signed-in customer’s data as verilerim-YYYY-MM-DD.json, never cached', async () => {
    const res = await get(`customer_session=${zerrin.sessionTokens[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="verilerim-${istanbulClock(new Date()).date}.json"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(res.text);
    expect(body.profile).toMatchObject({ phone: '05417770011', firstName: 'Zerrin', email: 'zerrin@example.com' });
    expect(body.appointments).toHaveLength(4);
    expect(res.text).not.toMatch(/password|token_?hash/i);
  });

  it('answers 401 once the account is closed', async () => {
    await f.q(`update customers set is_active = false where id = $1`, [zerrin.id]);
    expect((await get(`customer_session=${zerrin.sessionTokens[0]}`)).status).toBe(401);
  });
});
