// Two registered salons for panel tests, each made by the registration's own
// createSalonWithOwner (salon, its three default roles, owner, trial), plus a 'personel' and a
// 'kasiyer' user in salon A. Every password is 'gizli123'.
import type { Connection } from '@/platform/db/connection';
import { getDb } from '@/platform/db';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { createRegistrationFixture, salonInput } from './registration-fixtures';

export const PANEL_PASSWORD = 'gizli123';

export interface PanelSalon {
  id: string;
  code: string;
  ownerId: string;
  owner: string;
}

export interface PanelFixture {
  a: PanelSalon;
  b: PanelSalon;
  /** Users of salon A by role name. */
  users: Record<'personel' | 'kasiyer', { id: string; username: string }>;
}

let seq = 0;

export async function createPanelFixture(conn: Connection): Promise<PanelFixture> {
  const reg = await createRegistrationFixture(conn);
  const make = async (): Promise<PanelSalon> => {
    const input = salonInput(reg);
    const created = await createSalonWithOwner(await getDb(), { ...input, welcomeEmail: false });
    if (!created.ok) throw new Error(`fixture salon clash: ${created.clash}`);
    return { id: created.salonId, code: created.salonCode, ownerId: created.ownerId, owner: input.owner.username };
  };
  const a = await make();
  const b = await make();
  const users = {} as PanelFixture['users'];
  for (const role of ['personel', 'kasiyer'] as const) {
    const username = `${role}${++seq}_${a.code.toLowerCase()}`;
    const [row] = await conn.query<{ id: string }>(
      `insert into users (username, password_hash, first_name, last_name, salon_id, role_id)
       select $1, $2, 'Deniz', 'Kaya', $3, r.id from user_roles r where r.salon_id = $3 and r.name = $4
       returning id`, [username, reg.passwordHash, a.id, role]);
    users[role] = { id: row.id, username };
  }
  return { a, b, users };
}
