// The three default roles (spec 1 §6) against every panel screen and action, with the rights
// read the way a request reads them: sign in, then the session's effective permissions. The
// expected table is written out here from the spec, not derived from lib/panel/rights.ts, so a
// row added there without a decision here fails. A user's own overrides are checked too, and
// that every panel server action is made with panelAction (no action without its check).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/lib/db';
import { findSalonSession } from '@/lib/db/salon-sessions';
import { loginSalonUser } from '@/lib/panel/auth';
import type { RolePermissions } from '@/lib/panel/permissions';
import { holdsRight, PANEL_RIGHTS, type PanelRightKey } from '@/lib/panel/rights';
import { panelLoginSchema } from '@/lib/panel/schemas';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';

type Role = 'admin' | 'personel' | 'kasiyer';

// Spec §6: personel may view staff and services (not settings) and change none of them;
// kasiyer likewise; the owner's admin role may do everything.
const EXPECTED: Record<PanelRightKey, Record<Role, boolean>> = {
  'page.home': { admin: true, personel: true, kasiyer: true },
  'page.salon': { admin: true, personel: false, kasiyer: false },
  'page.hours': { admin: true, personel: false, kasiyer: false },
  'page.services': { admin: true, personel: true, kasiyer: true },
  'page.staff': { admin: true, personel: true, kasiyer: true },
  'account.password': { admin: true, personel: true, kasiyer: true },
  'salon.save': { admin: true, personel: false, kasiyer: false },
  'salon.logo': { admin: true, personel: false, kasiyer: false },
  'hours.save': { admin: true, personel: false, kasiyer: false },
  'closedDate.add': { admin: true, personel: false, kasiyer: false },
  'closedDate.remove': { admin: true, personel: false, kasiyer: false },
  'service.create': { admin: true, personel: false, kasiyer: false },
  'service.edit': { admin: true, personel: false, kasiyer: false },
  'service.reorder': { admin: true, personel: false, kasiyer: false },
  'service.deactivate': { admin: true, personel: false, kasiyer: false },
  'category.create': { admin: true, personel: false, kasiyer: false },
  'category.edit': { admin: true, personel: false, kasiyer: false },
  'category.delete': { admin: true, personel: false, kasiyer: false },
  'staff.create': { admin: true, personel: false, kasiyer: false },
  'staff.edit': { admin: true, personel: false, kasiyer: false },
  'staff.timeOff': { admin: true, personel: false, kasiyer: false },
  'staff.deactivate': { admin: true, personel: false, kasiyer: false },
  // Spec §6: personel appointments view/create/edit, kasiyer appointments view/create; both
  // customers view/create/edit.
  'page.calendar': { admin: true, personel: true, kasiyer: true },
  'appointment.create': { admin: true, personel: true, kasiyer: true },
  'appointment.confirm': { admin: true, personel: true, kasiyer: false },
  'appointment.complete': { admin: true, personel: true, kasiyer: false },
  'appointment.noShow': { admin: true, personel: true, kasiyer: false },
  'appointment.cancel': { admin: true, personel: true, kasiyer: false },
  'appointment.move': { admin: true, personel: true, kasiyer: false },
  'block.create': { admin: true, personel: true, kasiyer: true },
  'block.remove': { admin: true, personel: true, kasiyer: false },
  'notices.read': { admin: true, personel: true, kasiyer: true },
  'page.customers': { admin: true, personel: true, kasiyer: true },
  'customer.note': { admin: true, personel: true, kasiyer: true },
  // spec §6: users and reviews are the admin role's only; settings too (the subscription)
  'page.team': { admin: true, personel: false, kasiyer: false },
  'user.create': { admin: true, personel: false, kasiyer: false },
  'user.edit': { admin: true, personel: false, kasiyer: false },
  'user.resetPassword': { admin: true, personel: false, kasiyer: false },
  'user.deactivate': { admin: true, personel: false, kasiyer: false },
  'role.create': { admin: true, personel: false, kasiyer: false },
  'role.edit': { admin: true, personel: false, kasiyer: false },
  'role.delete': { admin: true, personel: false, kasiyer: false },
  'page.reviews': { admin: true, personel: false, kasiyer: false },
  'review.reply': { admin: true, personel: false, kasiyer: false },
  'review.removeReply': { admin: true, personel: false, kasiyer: false },
  'page.subscription': { admin: true, personel: false, kasiyer: false },
  'subscription.pay': { admin: true, personel: false, kasiyer: false },
};

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

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('panel server actions', () => {
  it('are each made with panelAction, so none skips the session and right check', () => {
    const files = filesUnder(path.join(process.cwd(), 'app', 'panel')).filter((f) => f.endsWith('actions.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const exported = [...source.matchAll(/^export\s+(?:const|async function|function)\s+(\w+)\s*(=?)\s*(\w*)/gm)];
      expect(exported.length, file).toBeGreaterThan(0);
      for (const [, name, , maker] of exported) expect(`${name} = ${maker}`, file).toBe(`${name} = panelAction`);
    }
  });
});
