// The three default roles (spec 1 §6) against every panel screen and action, with the rights
// read the way a request reads them: sign in, then the session's effective permissions. The
// expected table (tests/db/panel-rights-expected.ts, shared with panel-team.test.ts) is written
// out from the spec, not derived from platform/access/panel-rights.ts, so a row added there without a
// decision there fails. A user's own overrides are checked too, and
// that every panel server action is made with panelAction (no action without its check).
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { findSalonSession } from '@/platform/access/salon-sessions';
import { loginSalonUser } from '@/platform/access/panel-auth';
import { effectivePermissions, type RolePermissions } from '@/platform/access/panel-permissions';
import { holdsRight, PANEL_RIGHTS, type PanelRightKey } from '@/platform/access/panel-rights';
import { panelLoginSchema } from '@/platform/access/panel-schema';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '@/platform/db/migrate';
import { createEmptyDatabase, createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';
import { EXPECTED } from './panel-rights-expected';

const allowed = (permissions: RolePermissions, key: PanelRightKey) => holdsRight(permissions, key);

describe.each(databaseKinds)('panel rights of the default roles on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const permissionsOf = async (username: string, code = f.a.code) => {
    const signed = await loginSalonUser(panelLoginSchema.parse({ salonCode: code, username, password: PANEL_PASSWORD }), { ipAddress: '203.0.113.5' });
    if (!signed.ok) throw new Error(signed.error);
    return (await findSalonSession(signed.data.token))!.permissions;
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('has a decision for every screen and action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(PANEL_RIGHTS).sort());
  });

  it.each(['admin', 'personel', 'kasiyer'] as const)('gives %s exactly its rights', async (role) => {
    const username = role === 'admin' ? f.a.owner : f.users[role].username;
    const permissions = await permissionsOf(username);
    const got = Object.fromEntries(Object.keys(EXPECTED).map((key) => [key, allowed(permissions, key as PanelRightKey)]));
    const want = Object.fromEntries(Object.entries(EXPECTED).map(([key, byRole]) => [key, byRole[role]]));
    expect(got).toEqual(want);
  });

  it('lets a user\'s own permissions override the role, both ways', async () => {
    await test.conn.query(`update users set permissions = $2 where id = $1`,
      [f.users.personel.id, JSON.stringify({ services: { create: true, edit: true }, staff: { view: false } })]);
    const permissions = await permissionsOf(f.users.personel.username);
    expect(allowed(permissions, 'service.create')).toBe(true);
    expect(allowed(permissions, 'service.deactivate')).toBe(false);
    expect(allowed(permissions, 'page.staff')).toBe(false);
    await test.conn.query(`update users set permissions = null where id = $1`, [f.users.personel.id]);
  });
});

// The KVKK erase was the customers area's delete flag until it got its own right (migration
// 20261129090000): the roles saved before keep what they could do, and no more.
const ERASE_RIGHT_MIGRATION = '20261129090000_customer_erase_right.sql';

describe.each(databaseKinds)('the customer erase right on roles saved before it, on %s', (kind) => {
  let test: TestDatabase;
  afterAll(async () => { await test?.dispose(); });

  it('goes to the owner\'s admin role that could erase, never to a custom role saved with "all" on customers', async () => {
    test = await createEmptyDatabase(kind);
    const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      for (const file of migrationFiles().filter((f) => f < ERASE_RIGHT_MIGRATION)) copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
      await migrate(test.conn, before);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const [{ id: salonId }] = await test.conn.query<{ id: string }>(
      `insert into salons (salon_code, name, email) values ('R00001', 'Eski Salon', 'eski@example.com') returning id`);
    const all = { view: true, create: true, edit: true, delete: true };
    const roles = { admin: { customers: all, users: all }, Resepsiyon: { customers: all }, personel: { customers: { ...all, delete: false } } };
    for (const [name, permissions] of Object.entries(roles)) {
      await test.conn.query(`insert into user_roles (salon_id, name, permissions) values ($1, $2, $3)`, [salonId, name, JSON.stringify(permissions)]);
    }
    expect(await migrate(test.conn)).toContain(ERASE_RIGHT_MIGRATION);

    const rows = await test.conn.query<{ name: string; permissions: RolePermissions }>(`select name, permissions from user_roles order by name`);
    expect(Object.fromEntries(rows.map((r) => [r.name, allowed(effectivePermissions(r.permissions, null), 'customer.erase')])))
      .toEqual({ admin: true, personel: false, Resepsiyon: false });
    // What the roles had is unchanged.
    expect(rows.find((r) => r.name === 'Resepsiyon')!.permissions).toEqual(roles.Resepsiyon);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// Every audience's action files (features/<domain>/actions[.<topic>].<audience>.ts) export only
// actions made with that audience's access wrapper, which checks the session (and, for the
// panel, the right) before it reads the input. 'use server' lives in those files alone (lint).
const WRAPPERS = { panel: 'panelAction', admin: 'adminAction' } as const;

describe('server actions of the panel and the back-office', () => {
  for (const [audience, wrapper] of Object.entries(WRAPPERS)) {
    it(`are each made with ${wrapper} (${audience}), so none skips the access check`, () => {
      const pattern = new RegExp(`^actions(\\.[\\w-]+)*\\.${audience}\\.ts$`);
      const files = filesUnder(path.join(process.cwd(), 'features')).filter((f) => pattern.test(path.basename(f)));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const source = readFileSync(file, 'utf8');
        expect(source.startsWith("'use server';"), file).toBe(true);
        const exported = [...source.matchAll(/^export\s+(?:const|async function|function)\s+(\w+)\s*(=?)\s*(\w*)/gm)];
        expect(exported.length, file).toBeGreaterThan(0);
        for (const [, name, , maker] of exported) expect(`${name} = ${maker}`, file).toBe(`${name} = ${wrapper}`);
      }
    });
  }
});

describe('panel screens with a loading state', () => {
  it('check their page\'s right in a layout, outside the loading boundary, so a missing right is an HTTP 403', () => {
    const loadings = filesUnder(path.join(process.cwd(), 'app', 'panel')).filter((f) => f.endsWith(`${path.sep}loading.tsx`));
    expect(loadings.length).toBeGreaterThan(0);
    for (const loading of loadings) {
      // The nearest folder at or above the loading state with a page naming its right.
      let dir = path.dirname(loading);
      while (!readFileSync(path.join(dir, 'page.tsx'), 'utf8').includes('requireSalonUser(\'')) dir = path.dirname(dir);
      const right = /requireSalonUser\('([\w.]+)'\)/.exec(readFileSync(path.join(dir, 'page.tsx'), 'utf8'))![1];
      let guarded = false;
      for (let at = path.dirname(loading); at.startsWith(path.join(process.cwd(), 'app', 'panel')); at = path.dirname(at)) {
        const layout = path.join(at, 'layout.tsx');
        try {
          if (readFileSync(layout, 'utf8').includes(`panelScreenLayout('${right}')`)) guarded = true;
        } catch { /* no layout here */ }
      }
      expect(guarded, `${loading}: no layout checks '${right}'`).toBe(true);
    }
  });
});
