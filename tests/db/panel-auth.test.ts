// Panel sign-in and sessions on a real database: salon code (O and 0 alike) + username (any
// case) + password, one answer for every mismatch, sessions of 12 hours or 30 days with a
// frozen clock, logout, deactivation and password change ending sessions, and attempt limits
// that a stranger cannot turn into a lockout of a known user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MAX_FAILURES, PAIR_MAX_FAILURES } from '@/platform/access/rate-limit';
import { useConnectionForTests } from '@/platform/db';
import { findSalonSession, setSalonUserActive } from '@/platform/access/salon-sessions';
import { changeSalonUserPassword, loginSalonUser, logoutSalonUser } from '@/platform/access/panel-auth';
import { PANEL_WRONG_CREDENTIALS_MESSAGE, panelLoginSchema, panelPasswordSchema } from '@/platform/access/panel-schema';
import { inBatches } from '../support/batches';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';

const HOUR = 60 * 60 * 1000;
const client = (ipAddress = '203.0.113.10') => ({ ipAddress, userAgent: 'vitest' });
const input = (salonCode: string, username: string, password = PANEL_PASSWORD, remember = false) =>
  panelLoginSchema.parse({ salonCode, username, password, remember });

describe.each(databaseKinds)('panel sign-in on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  let now = new Date('2026-11-24T09:00:00Z');
  const later = () => { now = new Date(now.getTime() + 20 * 60 * 1000); return now; }; // past each 15-minute window

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('lets the owner in with the code in any case, O typed for 0 and the username in capitals', async () => {
    const code = f.a.code.toLowerCase().replace(/0/g, 'o');
    const result = await loginSalonUser(input(code, f.a.owner.toUpperCase()), client(), later());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const user = await findSalonSession(result.data.token, now);
    expect(user).toMatchObject({ salonId: f.a.id, userId: f.a.ownerId, roleName: 'admin' });
    expect(JSON.stringify(user)).not.toMatch(/\$2[aby]\$/); // never a password hash
  });

  it('answers one message for a wrong password, an unknown user, a user of another salon and an unknown code', async () => {
    const at = later();
    const answers = await Promise.all([
      loginSalonUser(input(f.a.code, f.a.owner, 'yanlis123'), client('198.51.100.1'), at),
      loginSalonUser(input(f.a.code, 'kimse_yok'), client('198.51.100.2'), at),
      loginSalonUser(input(f.a.code, f.b.owner), client('198.51.100.3'), at),
      loginSalonUser(input('ZZZZZZ', f.a.owner), client('198.51.100.4'), at),
    ]);
    for (const answer of answers) expect(answer).toEqual({ ok: false, error: PANEL_WRONG_CREDENTIALS_MESSAGE, fieldErrors: undefined, status: 401 });
  });

  it('refuses an inactive user and an inactive salon with the same message', async () => {
    await test.conn.query(`update users set is_active = false where id = $1`, [f.users.kasiyer.id]);
    expect(await loginSalonUser(input(f.a.code, f.users.kasiyer.username), client(), later())).toMatchObject({ ok: false, status: 401 });
    await test.conn.query(`update users set is_active = true where id = $1`, [f.users.kasiyer.id]);
    await test.conn.query(`update salons set is_active = false where id = $1`, [f.b.id]);
    expect(await loginSalonUser(input(f.b.code, f.b.owner), client(), later())).toMatchObject({ ok: false, status: 401 });
    await test.conn.query(`update salons set is_active = true where id = $1`, [f.b.id]);
  });

  it('keeps a session 12 hours, or 30 days with Beni hatırla, and not a moment longer', async () => {
    const start = later();
    const short = await loginSalonUser(input(f.a.code, f.a.owner), client(), start);
    const long = await loginSalonUser(input(f.a.code, f.a.owner, PANEL_PASSWORD, true), client(), start);
    if (!short.ok || !long.ok) throw new Error('sign-in failed');
    expect(short.data.expiresAt.getTime() - start.getTime()).toBe(12 * HOUR);
    expect(long.data.expiresAt.getTime() - start.getTime()).toBe(30 * 24 * HOUR);
    expect(await findSalonSession(short.data.token, new Date(start.getTime() + 12 * HOUR - 1000))).not.toBeNull();
    expect(await findSalonSession(short.data.token, new Date(start.getTime() + 12 * HOUR))).toBeNull();
    expect(await findSalonSession(long.data.token, new Date(start.getTime() + 29 * 24 * HOUR))).not.toBeNull();
    expect(await findSalonSession(long.data.token, new Date(start.getTime() + 30 * 24 * HOUR))).toBeNull();
    // The database holds only the token's hash.
    const rows = await test.conn.query<{ token_hash: string }>(`select token_hash from salon_user_sessions`);
    expect(rows.some((r) => r.token_hash === short.data.token)).toBe(false);
  });

  it('ends a session on logout, and every session of a user deactivated or given a new password', async () => {
    const sign = async () => { const r = await loginSalonUser(input(f.a.code, f.users.personel.username), client(), later()); if (!r.ok) throw new Error(r.error); return r.data.token; };
    const one = await sign();
    await logoutSalonUser(one);
    expect(await findSalonSession(one, now)).toBeNull();

    const [x, y] = [await sign(), await sign()];
    await setSalonUserActive(f.users.personel.id, false);
    expect(await findSalonSession(x, now)).toBeNull();
    expect(await findSalonSession(y, now)).toBeNull();
    await setSalonUserActive(f.users.personel.id, true);

    const keep = await sign();
    const other = await sign();
    const kept = (await findSalonSession(keep, now))!;
    const change = (currentPassword: string) => changeSalonUserPassword(kept,
      panelPasswordSchema.parse({ currentPassword, newPassword: 'yeniSifre9', confirmPassword: 'yeniSifre9' }));
    expect(await change('yanlis123')).toMatchObject({ ok: false, status: 400, error: 'Mevcut şifre yanlış' });
    expect(await findSalonSession(other, now)).not.toBeNull(); // a wrong current password changes nothing
    expect(await change(PANEL_PASSWORD)).toMatchObject({ ok: true });
    expect(await findSalonSession(keep, now)).not.toBeNull();
    expect(await findSalonSession(other, now)).toBeNull();
    expect((await loginSalonUser(input(f.a.code, f.users.personel.username), client(), later())).ok).toBe(false);
    expect((await loginSalonUser(input(f.a.code, f.users.personel.username, 'yeniSifre9'), client(), later())).ok).toBe(true);
  });

  it('a session is worth nothing once its user or salon is deactivated in the database directly', async () => {
    const r = await loginSalonUser(input(f.b.code, f.b.owner), client(), later());
    if (!r.ok) throw new Error(r.error);
    await test.conn.query(`update salons set is_active = false where id = $1`, [f.b.id]);
    expect(await findSalonSession(r.data.token, now)).toBeNull();
    await test.conn.query(`update salons set is_active = true where id = $1`, [f.b.id]);
    expect(await findSalonSession(r.data.token, now)).not.toBeNull();
    expect(await findSalonSession('f'.repeat(64), now)).toBeNull();
    expect(await findSalonSession('not-a-token', now)).toBeNull();
  });

  it('stops one address after its failures, while the right password from a clean address still gets in', async () => {
    const at = later();
    const attacker = client('192.0.2.66');
    for (let i = 0; i < PAIR_MAX_FAILURES; i += 1) {
      expect(await loginSalonUser(input(f.a.code, f.a.owner, `yanlis${i}`), attacker, at)).toMatchObject({ status: 401 });
    }
    // The attacker's address is now refused, even with the right password.
    expect(await loginSalonUser(input(f.a.code, f.a.owner), attacker, at)).toMatchObject({ ok: false, status: 429 });
    // The owner, from the salon's own address, is not.
    expect((await loginSalonUser(input(f.a.code, f.a.owner), client('203.0.113.77'), at)).ok).toBe(true);
  });

  it('after 50 failures from 50 other addresses, the right password from a new one succeeds', async () => {
    const at = later();
    // Ten at a time: past 20 failures each answer is slowed by a second, which would add up in a row.
    const failures = await inBatches(50, 10, (i) =>
      loginSalonUser(input(f.a.code, f.users.kasiyer.username, 'yanlis999'), client(`10.9.0.${i + 1}`), at));
    expect(failures.every((r) => !r.ok && r.status === 401)).toBe(true);
    const started = Date.now();
    const result = await loginSalonUser(input(f.a.code, f.users.kasiyer.username), client('203.0.113.200'), at);
    expect(result.ok).toBe(true);
    // Slowed (the identity failed many times), never refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('limits one address across usernames, so it cannot try user after user', async () => {
    const at = later();
    const scanner = client('192.0.2.99');
    let refused = 0;
    for (let i = 0; i <= ADDRESS_MAX_FAILURES; i += 1) {
      const r = await loginSalonUser(input(f.a.code, `aday${i}`), scanner, at);
      if (!r.ok && r.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
  });
});
