// Admin sign-in and sessions on a real database (spec 2 §3–§9): credentials, the shared
// attempt limit per e-mail and per address, 24-hour sessions, logout, deactivation, password
// change, activity rows, and the rule that there is always an active superadmin.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { changeAdminPassword, loginAdmin, logoutAdmin, PASSWORD_CHANGED_MESSAGE, WRONG_CREDENTIALS_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@/platform/access/admin-auth';
import { changePasswordSchema } from '@/platform/access/admin-schema';
import { ADDRESS_MAX_FAILURES, PAIR_MAX_FAILURES, TOO_MANY_ATTEMPTS_MESSAGE } from '@/platform/access/rate-limit';
import { findAdminSession, ADMIN_SESSION_HOURS, deleteAdminSessionsOf } from '@/platform/access/admin-sessions';
import { changeAdminAccount, insertAdminAccount, listAdminAccounts } from '@/platform/access/admin-users';
import { ADMIN_ACCOUNT_TABLE } from '@/platform/access/admin-users';
import { parseTableQuery } from '@/platform/http/table-query';
import { resolveClientAddress } from '@/server/client-address.mjs';
import { inBatches } from '../support/batches';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const client = (ip = '203.0.113.1') => ({ ipAddress: ip, userAgent: 'vitest-agent' });
const HOUR = 60 * 60 * 1000;
type Row = Record<string, unknown>;

describe.each(databaseKinds)('admin accounts and sessions on %s', (kind) => {
  let test: TestDatabase;
  const q = (text: string, params: unknown[] = []) => test.conn.query<Row>(text, params);
  async function admin(email: string, password: string, role: 'superadmin' | 'admin' | 'moderator' = 'admin', isActive = true) {
    const created = await insertAdminAccount({ email, fullName: `Ad ${role}`, role, passwordHash: bcrypt.hashSync(password, 4) });
    if (created === 'duplicate_email') throw new Error('duplicate');
    if (!isActive) await q('update admin_users set is_active = false where id = $1', [created.id]);
    return created.id;
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('signs in an active admin by e-mail in any case, stores only the token hash, and logs LOGIN', async () => {
    const id = await admin('ayse@ornek.com', 'dogru-sifre', 'superadmin');
    const now = new Date('2026-11-22T10:00:00Z');
    const result = await loginAdmin({ email: '  AYSE@Ornek.com ', password: 'dogru-sifre' }, client(), now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.admin).toEqual({ id, email: 'ayse@ornek.com', fullName: 'Ad superadmin', role: 'superadmin' });
    expect(JSON.stringify(result.data.admin)).not.toMatch(/\$2[aby]\$/);
    const token = result.data.session.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(result.data.session.expiresAt.getTime() - now.getTime()).toBe(ADMIN_SESSION_HOURS * HOUR);

    const sessions = await q('select token, ip_address, user_agent from admin_sessions where admin_id = $1', [id]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].token).not.toBe(token);
    expect(JSON.stringify(sessions)).not.toContain(token);
    expect(sessions[0]).toMatchObject({ ip_address: '203.0.113.1', user_agent: 'vitest-agent' });
    const [user] = await q('select last_login from admin_users where id = $1', [id]);
    expect(new Date(user.last_login as string).toISOString()).toBe(now.toISOString());
    const logs = await q(`select action, ip_address, user_agent, target_id from admin_activity_logs where admin_id = $1`, [id]);
    expect(logs).toEqual([{ action: 'LOGIN', ip_address: '203.0.113.1', user_agent: 'vitest-agent', target_id: id }]);
  });

  it("answers 'E-posta veya şifre hatalı' for a wrong password, an unknown e-mail and an inactive admin", async () => {
    await admin('pasif@ornek.com', 'dogru-sifre', 'admin', false);
    for (const input of [
      { email: 'ayse@ornek.com', password: 'yanlis-sifre' },
      { email: 'kimse@ornek.com', password: 'dogru-sifre' },
      { email: 'pasif@ornek.com', password: 'dogru-sifre' },
    ]) {
      expect(await loginAdmin(input, client('198.51.100.7'))).toEqual({ ok: false, error: WRONG_CREDENTIALS_MESSAGE, status: 401, fieldErrors: undefined });
    }
    const [{ n }] = await q(`select count(*)::int as n from admin_sessions s join admin_users u on u.id = s.admin_id where u.email = 'pasif@ornek.com'`);
    expect(Number(n)).toBe(0);
  });

  it('runs the same bcrypt check (cost 10) for an unknown e-mail as for a wrong password', async () => {
    // Counted, not timed: a spy that calls through to the real bcryptjs records each check.
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      await loginAdmin({ email: 'ayse@ornek.com', password: 'yanlis-sifre' }, client('198.51.100.31'));
      expect(compare).toHaveBeenCalledTimes(1);
      await loginAdmin({ email: 'bilinmeyen@ornek.com', password: 'yanlis-sifre' }, client('198.51.100.32'));
      expect(compare).toHaveBeenCalledTimes(2);
      // The stored hash in this test has cost 4; the unknown e-mail's check must not be cheaper than production's.
      expect(bcrypt.getRounds(compare.mock.calls[1][1] as string)).toBe(10);
    } finally {
      compare.mockRestore();
    }
  });

  it('limits failures per e-mail and address: the 11th from that address is refused even with the right password, another address gets in', async () => {
    await admin('limit@ornek.com', 'dogru-sifre');
    const start = new Date('2026-11-22T11:00:00Z');
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const r = await loginAdmin({ email: 'limit@ornek.com', password: 'yanlis' }, client('192.0.2.1'), new Date(start.getTime() + i * 1000));
      expect(r).toMatchObject({ ok: false, status: 401 });
    }
    const blocked = await loginAdmin({ email: 'LIMIT@ornek.com', password: 'dogru-sifre' }, client('192.0.2.1'), new Date(start.getTime() + 20_000));
    expect(blocked).toMatchObject({ ok: false, error: TOO_MANY_ATTEMPTS_MESSAGE, status: 429 });
    // One person's typos lock only their own address, not the admin.
    expect((await loginAdmin({ email: 'limit@ornek.com', password: 'dogru-sifre' }, client('192.0.2.2'), new Date(start.getTime() + 21_000))).ok).toBe(true);
    const later = await loginAdmin({ email: 'limit@ornek.com', password: 'dogru-sifre' }, client('192.0.2.1'), new Date(start.getTime() + 16 * 60_000));
    expect(later.ok).toBe(true);
  });

  it('after 50 failures from 50 other addresses, the right password from a new one succeeds', async () => {
    await admin('hedef@ornek.com', 'dogru-sifre');
    const at = new Date('2026-11-22T13:00:00Z');
    // Ten at a time: past 20 failures each answer is slowed by a second, which would add up in a row.
    const failures = await inBatches(50, 10, (i) =>
      loginAdmin({ email: 'hedef@ornek.com', password: 'yanlis' }, client(`10.7.0.${i + 1}`), at));
    expect(failures.every((r) => !r.ok && r.status === 401)).toBe(true);
    expect((await loginAdmin({ email: 'hedef@ornek.com', password: 'dogru-sifre' }, client('203.0.113.77'), at)).ok).toBe(true);
  });

  it('limits failures per address across e-mails, and a rotated X-Forwarded-For does not change the address', async () => {
    const start = new Date('2026-11-22T12:00:00Z');
    // What server/start.mjs decides for each request without TRUSTED_PROXY_HOPS: the socket's address.
    const addressOf = (i: number) => resolveClientAddress(`10.9.8.${i}, 172.16.0.${i}`, '::ffff:198.51.100.200', 0);
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const r = await loginAdmin({ email: `deneme${i}@ornek.com`, password: 'yanlis' }, client(addressOf(i)), new Date(start.getTime() + i * 1000));
      expect(r).toMatchObject({ status: 401 });
    }
    const blocked = await loginAdmin({ email: 'ayse@ornek.com', password: 'dogru-sifre' }, client(addressOf(99)), new Date(start.getTime() + 60_000));
    expect(blocked).toMatchObject({ ok: false, error: TOO_MANY_ATTEMPTS_MESSAGE, status: 429 });
    // Another address is not affected.
    expect((await loginAdmin({ email: 'ayse@ornek.com', password: 'dogru-sifre' }, client('198.51.100.201'), new Date(start.getTime() + 61_000))).ok).toBe(true);
  });

  it('keeps a session 24 hours (frozen clock), then it is invalid', async () => {
    const now = new Date('2026-11-22T13:00:00Z');
    const r = await loginAdmin({ email: 'ayse@ornek.com', password: 'dogru-sifre' }, client('198.51.100.50'), now);
    if (!r.ok) throw new Error(r.error);
    const token = r.data.session.token;
    expect(await findAdminSession(token, new Date(now.getTime() + 24 * HOUR - 1000))).toMatchObject({ status: 'ok', admin: { email: 'ayse@ornek.com' } });
    expect(await findAdminSession(token, new Date(now.getTime() + 24 * HOUR))).toEqual({ status: 'invalid' });
    expect(await findAdminSession('f'.repeat(64), now)).toEqual({ status: 'invalid' });
    expect(await findAdminSession('not-a-token', now)).toEqual({ status: 'invalid' });
    expect(await findAdminSession(undefined, now)).toEqual({ status: 'invalid' });
  });

  it('ends the session at logout (logging LOGOUT) and at once on deactivation', async () => {
    const id = await admin('oturum@ornek.com', 'dogru-sifre', 'moderator');
    const first = await loginAdmin({ email: 'oturum@ornek.com', password: 'dogru-sifre' }, client('198.51.100.60'));
    const second = await loginAdmin({ email: 'oturum@ornek.com', password: 'dogru-sifre' }, client('198.51.100.60'));
    if (!first.ok || !second.ok) throw new Error('login failed');
    await logoutAdmin(first.data.session.token, client('198.51.100.61'));
    expect(await findAdminSession(first.data.session.token)).toEqual({ status: 'invalid' });
    expect((await findAdminSession(second.data.session.token)).status).toBe('ok');
    const [log] = await q(`select action, ip_address from admin_activity_logs where admin_id = $1 and action = 'LOGOUT'`, [id]);
    expect(log).toEqual({ action: 'LOGOUT', ip_address: '198.51.100.61' });

    expect(await changeAdminAccount(id, { isActive: false })).toBe('ok');
    expect(await findAdminSession(second.data.session.token)).toEqual({ status: 'inactive' });
    await deleteAdminSessionsOf(id);
    expect(await findAdminSession(second.data.session.token)).toEqual({ status: 'invalid' });
  });

  it('changes the password only with the right current one, at cost 10, ending every other session', async () => {
    const id = await admin('sifre@ornek.com', 'eski-sifre-1');
    const a = await loginAdmin({ email: 'sifre@ornek.com', password: 'eski-sifre-1' }, client('198.51.100.70'));
    const b = await loginAdmin({ email: 'sifre@ornek.com', password: 'eski-sifre-1' }, client('198.51.100.70'));
    if (!a.ok || !b.ok) throw new Error('login failed');
    const current = await findAdminSession(a.data.session.token);
    if (current.status !== 'ok') throw new Error('no session');

    const wrong = await changeAdminPassword(current.admin, changePasswordSchema.parse({ currentPassword: 'yanlis', newPassword: 'yeni-sifre-1', confirmPassword: 'yeni-sifre-1' }));
    expect(wrong).toMatchObject({ ok: false, error: WRONG_CURRENT_PASSWORD_MESSAGE });
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'kisa', confirmPassword: 'kisa' }).error?.issues[0].message)
      .toBe('Şifre en az 8 karakter olmalıdır');

    const done = await changeAdminPassword(current.admin, changePasswordSchema.parse({ currentPassword: 'eski-sifre-1', newPassword: 'yeni-sifre-1', confirmPassword: 'yeni-sifre-1' }));
    expect(done).toEqual({ ok: true, data: undefined, message: PASSWORD_CHANGED_MESSAGE });
    const [{ password_hash: hash }] = await q('select password_hash from admin_users where id = $1', [id]);
    expect(bcrypt.getRounds(hash as string)).toBe(10);
    expect((await findAdminSession(a.data.session.token)).status).toBe('ok');
    expect(await findAdminSession(b.data.session.token)).toEqual({ status: 'invalid' });
    expect((await loginAdmin({ email: 'sifre@ornek.com', password: 'eski-sifre-1' }, client('198.51.100.71'))).ok).toBe(false);
    expect((await loginAdmin({ email: 'sifre@ornek.com', password: 'yeni-sifre-1' }, client('198.51.100.71'))).ok).toBe(true);
  });

  it('never demotes or deactivates the last active superadmin, even with parallel requests', async () => {
    const [{ id: onlySuper }] = await q(`select id from admin_users where email = 'ayse@ornek.com'`) as { id: string }[];
    expect(await changeAdminAccount(onlySuper, { role: 'admin' })).toBe('last_superadmin');
    expect(await changeAdminAccount(onlySuper, { isActive: false })).toBe('last_superadmin');
    const second = await admin('ikinci@ornek.com', 'dogru-sifre', 'superadmin');
    // Both at once: exactly one may go.
    const outcomes = await Promise.all([changeAdminAccount(onlySuper, { isActive: false }), changeAdminAccount(second, { role: 'moderator' })]);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    const [{ n }] = await q(`select count(*)::int as n from admin_users where role = 'superadmin' and is_active`);
    expect(Number(n)).toBe(1);
    expect(await changeAdminAccount('00000000-0000-4000-8000-000000000000', { role: 'admin' })).toBe('not_found');
    expect(await insertAdminAccount({ email: 'IKINCI@ornek.com', fullName: 'x', role: 'admin', passwordHash: 'x' })).toBe('duplicate_email');
  });

  it('lists accounts filtered, searched, sorted and paged on the server', async () => {
    const query = (params: Record<string, string>) => listAdminAccounts({ ...parseTableQuery(params, ADMIN_ACCOUNT_TABLE), pageSize: 2 });
    const all = await query({ sort: 'email', dir: 'asc' });
    const [{ n }] = await q('select count(*)::int as n from admin_users');
    expect(all.total).toBe(Number(n));
    expect(all.rows).toHaveLength(2);
    expect(all.pageCount).toBe(Math.ceil(Number(n) / 2));
    expect(all.rows.map((r) => r.email)).toEqual([...all.rows.map((r) => r.email)].sort());
    expect(JSON.stringify(all)).not.toMatch(/password|\$2[aby]\$/i);
    const page2 = await query({ sort: 'email', dir: 'asc', page: '2' });
    expect(page2.rows[0].email > all.rows[1].email).toBe(true);
    const inactive = await query({ filter: 'inactive' });
    expect(inactive.rows.every((r) => !r.isActive)).toBe(true);
    const search = await query({ q: 'SIFRE@' });
    expect(search.rows.map((r) => r.email)).toEqual(['sifre@ornek.com']);
    expect((await query({ q: '%' })).total).toBe(0);
  });
});
