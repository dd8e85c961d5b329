// The panel's team screen on a real database (both engines): adding, editing, deactivating and
// resetting a user (their sessions end), usernames unique within a salon whatever their case,
// another salon's users, roles and staff "not found", the guard that keeps an active user who
// can manage users through every path (role flags, own overrides, a role change, a deactivation,
// a role deletion, and two owners lowering each other at once), a personel user created here
// signing in with exactly spec §6's rights, and the activity log (no password in it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { createRole, deleteRole, updateRole } from '@/features/team/server/roles';
import {
  createTeamUser, loadTeamScreen, resetTeamUserPassword, setTeamUserActive, setTeamUserPermissions, updateTeamUser,
} from '@/features/team/server/users';
import { loadSalonActivity } from '@/features/team/server/activity';
import { findSalonSession } from '@/platform/access/salon-sessions';
import { loginSalonUser } from '@/platform/access/panel-auth';
import { PERMISSION_ACTIONS, PERMISSION_AREAS, type RolePermissions } from '@/platform/access/panel-permissions';
import { holdsRight, PANEL_RIGHTS, type PanelRightKey } from '@/platform/access/panel-rights';
import { panelLoginSchema } from '@/platform/access/panel-schema';
import {
  createRoleSchema, createTeamUserSchema, gridOfOverrides, LAST_MANAGER_MESSAGE, resetTeamPasswordSchema, updateRoleSchema,
  updateTeamUserSchema, USERNAME_TAKEN_MESSAGE, userPermissionsSchema, type OverrideGrid,
} from '@/features/team/schema';
import { defaultRoles } from '@/platform/access/panel-default-roles';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';
import { EXPECTED } from './panel-rights-expected';

const NEW_PASSWORD = 'yeniSifre9';

describe.each(databaseKinds)('panel team on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  let roles: Record<'admin' | 'personel' | 'kasiyer', string>;
  let rolesB: Record<'admin' | 'personel' | 'kasiyer', string>;
  let staffA: string;
  let staffB: string;
  let ip = 0;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);

  const signIn = async (username: string, password = PANEL_PASSWORD, code = f.a.code) => {
    const r = await loginSalonUser(panelLoginSchema.parse({ salonCode: code, username, password }), { ipAddress: `198.51.100.${++ip % 250}` });
    return r.ok ? r.data.token : null;
  };
  const rolesOf = async (salonId: string) => Object.fromEntries((await q<{ id: string; name: string }>(
    `select id, name from user_roles where salon_id = $1`, [salonId])).map((r) => [r.name, r.id])) as typeof roles;
  let seq = 0;
  const newUser = (over: Record<string, unknown> = {}) => createTeamUserSchema.parse({
    username: `ekip${++seq}`, password: PANEL_PASSWORD, firstName: 'Elif', lastName: 'Demir', email: '', phone: '',
    roleId: roles.personel, staffId: '', ...over,
  });
  const add = async (over: Record<string, unknown> = {}, salonId = f.a.id, actor = f.a.ownerId) => {
    const input = newUser(over);
    const r = await createTeamUser(salonId, actor, input);
    if (!r.ok) throw new Error(r.error);
    return { id: r.data.id, username: input.username };
  };
  const userRow = async (id: string) => (await q<{ is_active: boolean; role_id: string; permissions: unknown; staff_id: string | null }>(
    `select is_active, role_id, permissions, staff_id from users where id = $1`, [id]))[0];
  const sessionsOf = async (id: string) => (await q<{ n: number }>(`select count(*)::int as n from salon_user_sessions where user_id = $1`, [id]))[0].n;
  const logCount = async (salonId = f.a.id) => (await q<{ n: number }>(`select count(*)::int as n from salon_activity_logs where salon_id = $1`, [salonId]))[0].n;
  const grid = (over: Partial<Record<string, Record<string, 'role' | 'yes' | 'no'>>> = {}): OverrideGrid =>
    userPermissionsSchema.parse({ id: f.a.ownerId, grid: over }).grid;
  const matrixOf = (permissions: unknown): RolePermissions =>
    createRoleSchema.parse({ name: 'x', permissions }).permissions;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    roles = await rolesOf(f.a.id);
    rolesB = await rolesOf(f.b.id);
    [{ id: staffA }] = await q<{ id: string }>(`insert into staff (salon_id, first_name, last_name) values ($1, 'Ayşe', 'Yılmaz') returning id`, [f.a.id]);
    [{ id: staffB }] = await q<{ id: string }>(`insert into staff (salon_id, first_name, last_name) values ($1, 'Can', 'Öz') returning id`, [f.b.id]);
  });
  afterAll(async () => { await test?.dispose(); });

  it('adds a user who can sign in, edits them, and the screen shows them without any password hash', async () => {
    const user = await add({ username: 'Zeynep.K', email: 'Zeynep@Example.com', phone: '0532 111 22 33', roleId: roles.kasiyer });
    expect(await signIn('zeynep.k')).toBeTruthy();
    const edited = await updateTeamUser(f.a.id, f.a.ownerId, updateTeamUserSchema.parse({
      id: user.id, firstName: 'Zeynep', lastName: 'Kara', email: '', phone: '05321112233', roleId: roles.personel, staffId: staffA,
    }));
    expect(edited).toMatchObject({ ok: true });
    const screen = await loadTeamScreen(f.a.id);
    const shown = screen.users.find((u) => u.id === user.id)!;
    expect(shown).toMatchObject({ username: 'Zeynep.K', lastName: 'Kara', email: null, roleName: 'personel', staffName: 'Ayşe Yılmaz', isActive: true });
    expect(JSON.stringify(screen)).not.toMatch(/\$2[aby]\$/);
    expect(screen.users.every((u) => u.username && !('passwordHash' in u))).toBe(true);
    // Linked to staff: the session knows whose calendar to open.
    expect((await findSalonSession((await signIn('Zeynep.K'))!))!.staffId).toBe(staffA);
  });

  it('keeps usernames unique within a salon whatever their case, while another salon may use the same one', async () => {
    await add({ username: 'Mert' });
    const again = await createTeamUser(f.a.id, f.a.ownerId, newUser({ username: 'mERT' }));
    expect(again).toMatchObject({ ok: false, status: 409, fieldErrors: { username: USERNAME_TAKEN_MESSAGE } });
    const owner = await createTeamUser(f.a.id, f.a.ownerId, newUser({ username: f.a.owner.toUpperCase() }));
    expect(owner).toMatchObject({ ok: false, fieldErrors: { username: USERNAME_TAKEN_MESSAGE } });
    const inB = await createTeamUser(f.b.id, f.b.ownerId, newUser({ username: 'mert', roleId: rolesB.kasiyer }));
    expect(inB).toMatchObject({ ok: true });
    expect(await signIn('MERT', PANEL_PASSWORD, f.b.code)).toBeTruthy();
    expect(await signIn('mert', PANEL_PASSWORD, f.a.code)).toBeTruthy();
  });

  it('refuses a password the registration would refuse', () => {
    expect(createTeamUserSchema.safeParse({ ...newUser(), password: '12345' }).success).toBe(false);
    expect(resetTeamPasswordSchema.safeParse({ id: f.a.ownerId, password: 'x'.repeat(73) }).success).toBe(false);
  });

  it('deactivates a user, ending their sessions at once, and reactivates them', async () => {
    const user = await add();
    const token = await signIn(user.username);
    expect(await findSalonSession(token!)).not.toBeNull();
    expect(await setTeamUserActive(f.a.id, f.a.ownerId, { id: user.id, isActive: false })).toMatchObject({ ok: true });
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await findSalonSession(token!)).toBeNull();
    expect(await signIn(user.username)).toBeNull();
    expect(await setTeamUserActive(f.a.id, f.a.ownerId, { id: user.id, isActive: true })).toMatchObject({ ok: true });
    expect(await signIn(user.username)).toBeTruthy();
  });

  it('resets a password: the old one stops working and that user\'s sessions end', async () => {
    const user = await add();
    const token = await signIn(user.username);
    const r = await resetTeamUserPassword(f.a.id, f.a.ownerId, resetTeamPasswordSchema.parse({ id: user.id, password: NEW_PASSWORD }));
    expect(r).toMatchObject({ ok: true });
    expect(await findSalonSession(token!)).toBeNull();
    expect(await signIn(user.username)).toBeNull();
    expect(await signIn(user.username, NEW_PASSWORD)).toBeTruthy();
  });

  it('answers another salon\'s user, role and staff member "not found" and changes nothing', async () => {
    const userB = await add({ roleId: rolesB.personel }, f.b.id, f.b.ownerId);
    const before = await userRow(userB.id);
    const logs = await logCount(f.a.id);
    const profile = { firstName: 'X', lastName: 'Y', email: '', phone: '', staffId: '' };
    expect(await updateTeamUser(f.a.id, f.a.ownerId, updateTeamUserSchema.parse({ id: userB.id, roleId: roles.admin, ...profile })))
      .toMatchObject({ ok: false, status: 404 });
    expect(await setTeamUserActive(f.a.id, f.a.ownerId, { id: userB.id, isActive: false })).toMatchObject({ ok: false, status: 404 });
    expect(await resetTeamUserPassword(f.a.id, f.a.ownerId, { id: userB.id, password: NEW_PASSWORD })).toMatchObject({ ok: false, status: 404 });
    expect(await setTeamUserPermissions(f.a.id, f.a.ownerId, { id: userB.id, grid: grid() })).toMatchObject({ ok: false, status: 404 });
    expect(await createTeamUser(f.a.id, f.a.ownerId, newUser({ roleId: rolesB.admin }))).toMatchObject({ ok: false, status: 404 });
    expect(await createTeamUser(f.a.id, f.a.ownerId, newUser({ staffId: staffB }))).toMatchObject({ ok: false, status: 404 });
    const roleEdit = updateRoleSchema.parse({ id: rolesB.kasiyer, name: 'kasiyer', permissions: {} });
    expect(await updateRole(f.a.id, f.a.ownerId, roleEdit)).toMatchObject({ ok: false, status: 404 });
    expect(await deleteRole(f.a.id, f.a.ownerId, { id: rolesB.kasiyer })).toMatchObject({ ok: false, status: 404 });
    expect(await userRow(userB.id)).toEqual(before);
    expect(await signIn(userB.username, PANEL_PASSWORD, f.b.code)).toBeTruthy();
    expect((await rolesOf(f.b.id)).kasiyer).toBe(rolesB.kasiyer);
    expect(await logCount(f.a.id)).toBe(logs);
  });

  describe('the last user who can manage users', () => {
    // Salon B: its owner is the only user who can manage users.
    const admin = () => defaultRoles().find((r) => r.name === 'admin')!.permissions;
    const withoutUsersEdit = () => matrixOf({ ...admin(), users: { view: true, create: true, edit: false, delete: true } });

    it('cannot be lowered by editing the role\'s flags', async () => {
      const r = await updateRole(f.b.id, f.b.ownerId, updateRoleSchema.parse({ id: rolesB.admin, name: 'admin', permissions: withoutUsersEdit() }));
      expect(r).toEqual({ ok: false, error: LAST_MANAGER_MESSAGE, fieldErrors: undefined, status: 409 });
      expect((await q<{ p: RolePermissions }>(`select permissions as p from user_roles where id = $1`, [rolesB.admin]))[0].p.users.edit).toBe(true);
    });

    it('cannot be lowered by the user\'s own overrides, which stay cleared', async () => {
      const r = await setTeamUserPermissions(f.b.id, f.b.ownerId, { id: f.b.ownerId, grid: grid({ users: { view: 'no' } }) });
      expect(r).toMatchObject({ ok: false, error: LAST_MANAGER_MESSAGE, status: 409 });
      expect((await userRow(f.b.ownerId)).permissions).toBeNull();
    });

    it('cannot be given a role without the right, nor be deactivated', async () => {
      const profile = { firstName: 'Selin', lastName: 'Aydın', email: '', phone: '', staffId: '' };
      const r = await updateTeamUser(f.b.id, f.b.ownerId, updateTeamUserSchema.parse({ id: f.b.ownerId, roleId: rolesB.kasiyer, ...profile }));
      expect(r).toMatchObject({ ok: false, error: LAST_MANAGER_MESSAGE });
      expect(await setTeamUserActive(f.b.id, f.b.ownerId, { id: f.b.ownerId, isActive: false })).toMatchObject({ ok: false, error: LAST_MANAGER_MESSAGE });
      expect(await userRow(f.b.ownerId)).toMatchObject({ is_active: true, role_id: rolesB.admin });
    });

    it('cannot lose their role by deleting it, whoever holds it', async () => {
      const created = await createRole(f.b.id, f.b.ownerId, createRoleSchema.parse({ name: 'Yönetici', permissions: admin() }));
      if (!created.ok) throw new Error(created.error);
      const helper = await add({ roleId: created.data.id }, f.b.id, f.b.ownerId);
      expect(await deleteRole(f.b.id, f.b.ownerId, { id: created.data.id })).toMatchObject({ ok: false, status: 409 });
      // Move the helper away: a role no user has can go, and the owner still manages users.
      const profile = { firstName: 'Elif', lastName: 'Demir', email: '', phone: '', staffId: '' };
      expect(await updateTeamUser(f.b.id, f.b.ownerId, updateTeamUserSchema.parse({ id: helper.id, roleId: rolesB.personel, ...profile }))).toMatchObject({ ok: true });
      expect(await deleteRole(f.b.id, f.b.ownerId, { id: created.data.id })).toMatchObject({ ok: true });
      expect(await deleteRole(f.b.id, f.b.ownerId, { id: rolesB.kasiyer })).toMatchObject({ ok: false, status: 409 });
    });

    it('lets one of two managers go, but not both, even when they lower each other at the same moment', async () => {
      const second = await add({ roleId: rolesB.admin }, f.b.id, f.b.ownerId);
      const results = await Promise.all([
        setTeamUserActive(f.b.id, second.id, { id: f.b.ownerId, isActive: false }),
        setTeamUserActive(f.b.id, f.b.ownerId, { id: second.id, isActive: false }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ error: LAST_MANAGER_MESSAGE })]);
      const active = await q<{ n: number }>(`select count(*)::int as n from users where id = any($1) and is_active`, [[f.b.ownerId, second.id]]);
      expect(active[0].n).toBe(1);
      // Put the owner back in charge for the other tests.
      await q(`update users set is_active = true where id = any($1)`, [[f.b.ownerId, second.id]]);
      await q(`update users set role_id = $2 where id = $1`, [second.id, rolesB.personel]);
    });
  });

  it('lets a user\'s own overrides be set and cleared', async () => {
    const user = await add();
    const set = await setTeamUserPermissions(f.a.id, f.a.ownerId, { id: user.id, grid: grid({ services: { create: 'yes' }, staff: { view: 'no' } }) });
    expect(set).toMatchObject({ ok: true });
    expect((await userRow(user.id)).permissions).toEqual({ services: { create: true }, staff: { view: false } });
    expect(gridOfOverrides((await userRow(user.id)).permissions).staff.view).toBe('no');
    expect(await setTeamUserPermissions(f.a.id, f.a.ownerId, { id: user.id, grid: grid() })).toMatchObject({ ok: true });
    expect((await userRow(user.id)).permissions).toBeNull();
  });

  it('gives a personel user added here exactly spec §6\'s rights', async () => {
    const user = await add({ roleId: roles.personel });
    const permissions = (await findSalonSession((await signIn(user.username))!))!.permissions;
    const keys = Object.keys(PANEL_RIGHTS) as PanelRightKey[];
    const got = Object.fromEntries(keys.map((key) => [key, holdsRight(permissions, key)]));
    expect(got).toEqual(Object.fromEntries(keys.map((key) => [key, EXPECTED[key].personel])));
  });

  it('edits a role\'s grid and renames a salon\'s own role, but never a default one', async () => {
    const created = await createRole(f.a.id, f.a.ownerId, createRoleSchema.parse({ name: 'Stajyer', description: 'Yeni başlayanlar', permissions: { appointments: { view: true } } }));
    if (!created.ok) throw new Error(created.error);
    expect(await createRole(f.a.id, f.a.ownerId, createRoleSchema.parse({ name: 'STAJYER', permissions: {} }))).toMatchObject({ ok: false, status: 409 });
    const renamed = await updateRole(f.a.id, f.a.ownerId, updateRoleSchema.parse({ id: created.data.id, name: 'Asistan', permissions: { appointments: { view: true, create: true } } }));
    expect(renamed).toMatchObject({ ok: true });
    const [row] = await q<{ name: string; permissions: RolePermissions }>(`select name, permissions from user_roles where id = $1`, [created.data.id]);
    expect(row.name).toBe('Asistan');
    expect(Object.keys(row.permissions).sort()).toEqual([...PERMISSION_AREAS].sort());
    expect(PERMISSION_ACTIONS.map((a) => row.permissions.appointments[a])).toEqual([true, true, false, false]);
    expect(await updateRole(f.a.id, f.a.ownerId, updateRoleSchema.parse({ id: roles.kasiyer, name: 'Kasa', permissions: {} }))).toMatchObject({ ok: false, status: 409 });
    expect(await deleteRole(f.a.id, f.a.ownerId, { id: created.data.id })).toMatchObject({ ok: true });
  });

  it('grants the KVKK erase only by its own flag, which the role editor offers', async () => {
    const all = { view: true, create: true, edit: true, delete: true };
    const created = await createRole(f.a.id, f.a.ownerId, createRoleSchema.parse({ name: 'Resepsiyon', permissions: { customers: all } }));
    if (!created.ok) throw new Error(created.error);
    const stored = async () => (await q<{ permissions: RolePermissions }>(`select permissions from user_roles where id = $1`, [created.data.id]))[0].permissions;
    expect(holdsRight(await stored(), 'page.customers')).toBe(true);
    expect(holdsRight(await stored(), 'customer.erase')).toBe(false);
    expect(await updateRole(f.a.id, f.a.ownerId, updateRoleSchema.parse({
      id: created.data.id, name: 'Resepsiyon', permissions: { customers: all, privacy: { delete: true } },
    }))).toMatchObject({ ok: true });
    expect(holdsRight(await stored(), 'customer.erase')).toBe(true);
    const [line] = await q<{ description: string }>(`select description from salon_activity_logs where salon_id = $1 order by created_at desc limit 1`, [f.a.id]);
    expect(line.description).toContain('Müşteri verisi (KVKK): Silme verildi');
    expect(await deleteRole(f.a.id, f.a.ownerId, { id: created.data.id })).toMatchObject({ ok: true });
  });

  it('writes every change to the salon\'s activity log, newest first, with no password in it', async () => {
    const before = await logCount(f.a.id);
    const user = await add({ username: 'logcu' });
    await resetTeamUserPassword(f.a.id, f.a.ownerId, { id: user.id, password: 'SirliParola42' });
    await setTeamUserActive(f.a.id, f.a.ownerId, { id: user.id, isActive: false });
    expect(await logCount(f.a.id)).toBe(before + 3);
    const page = await loadSalonActivity(f.a.id, 1);
    expect(page.rows.slice(0, 3).map((r) => r.action)).toEqual(['user.deactivate', 'user.resetPassword', 'user.create']);
    expect(page.rows[0]).toMatchObject({ target: 'logcu', description: expect.stringContaining("'logcu'") });
    expect(page.rows[0].actor).toContain(f.a.owner);
    const all = JSON.stringify(await q(`select * from salon_activity_logs`));
    expect(all).not.toContain('SirliParola42');
    expect(all).not.toContain(PANEL_PASSWORD);
    expect(all).not.toMatch(/\$2[aby]\$/);
    // Salon B's log is its own.
    expect((await loadSalonActivity(f.b.id, 1)).rows.some((r) => r.target === 'logcu')).toBe(false);
  });

  it('pages the activity log, 20 lines a page, a page past the end showing the last one', async () => {
    await q(`insert into salon_activity_logs (salon_id, user_id, action, description, created_at)
      select $1, $2, 'role.edit', 'Satır ' || g, now() - interval '1 day' + g * interval '1 second' from generate_series(1, 45) g`, [f.b.id, f.b.ownerId]);
    const total = await logCount(f.b.id);
    const first = await loadSalonActivity(f.b.id, 1);
    expect(first).toMatchObject({ page: 1, total, pageCount: Math.ceil(total / 20) });
    expect(first.rows).toHaveLength(20);
    const last = await loadSalonActivity(f.b.id, 999);
    expect(last.page).toBe(first.pageCount);
    expect(last.rows).toHaveLength(total - 20 * (first.pageCount - 1));
    // Newest first across pages: the oldest seeded line is the very last one.
    expect(last.rows.at(-1)!.description).toBe('Satır 1');
  });
});
