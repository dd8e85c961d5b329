import 'server-only';
// The salon's roles for /panel/ekip: create, edit (name, description, the areas × 4 flags)
// and delete a role no user has. The three default roles keep their names (the registration and
// the mobile app find them by name) but their flags can be edited. Every change runs in
// teamTransaction(): a role edit that would leave no active user able to manage users rolls
// back (features/team/server/team-transaction.ts).
import { and, eq, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { PERMISSION_ACTIONS, PERMISSION_AREAS } from '@/platform/access/panel-permissions';
import {
  AREA_LABELS, ACTION_LABELS, DEFAULT_ROLE_MESSAGE, isDefaultRoleName, OWN_CALENDAR_LABEL, ROLE_IN_USE_MESSAGE, ROLE_NAME_TAKEN_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE, type CreateRoleInput, type DeleteRoleInput, type UpdateRoleInput,
} from '@/features/team/schema';
import type { RolePermissions } from '@/platform/access/panel-permissions';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { refuse, teamTransaction, type Tx } from './team-transaction';
import { userRoles, users } from '@/platform/db/schema';

async function lockOwnRole(tx: Tx, salonId: string, id: string) {
  const [row] = await tx.select({ id: userRoles.id, name: userRoles.name, permissions: userRoles.permissions, ownCalendarOnly: userRoles.ownCalendarOnly })
    .from(userRoles).where(and(eq(userRoles.id, id), eq(userRoles.salonId, salonId))).for('update');
  return row ?? refuse(fail(ROLE_NOT_FOUND_MESSAGE, undefined, 404));
}

/** Role names are unique within a salon whatever their case ('Kasiyer' next to 'kasiyer' confuses everyone). */
async function checkRoleName(tx: Tx, salonId: string, name: string, selfId: string | null) {
  const [clash] = await tx.select({ id: userRoles.id }).from(userRoles).where(and(
    eq(userRoles.salonId, salonId), sql`lower(${userRoles.name}) = lower(${name})`, selfId ? ne(userRoles.id, selfId) : sql`true`,
  )).limit(1);
  if (clash) refuse(fail(ROLE_NAME_TAKEN_MESSAGE, { name: ROLE_NAME_TAKEN_MESSAGE }, 409));
}

/** 'Hizmetler: Ekleme verildi, Silme kaldırıldı' for each area that changed. */
export function describePermissionChanges(before: unknown, after: RolePermissions): string {
  const old = (before && typeof before === 'object' ? before : {}) as Record<string, Record<string, unknown> | undefined>;
  const parts = PERMISSION_AREAS.flatMap((area) => {
    const changes = PERMISSION_ACTIONS.flatMap((action) => {
      const was = old[area]?.[action] === true;
      const now = after[area][action];
      return was === now ? [] : [`${ACTION_LABELS[action]} ${now ? 'verildi' : 'kaldırıldı'}`];
    });
    return changes.length ? [`${AREA_LABELS[area]}: ${changes.join(', ')}`] : [];
  });
  return parts.join('; ');
}

async function answeringNameClash<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return fail(ROLE_NAME_TAKEN_MESSAGE, { name: ROLE_NAME_TAKEN_MESSAGE }, 409);
    throw error;
  }
}

export async function createRole(salonId: string, actorId: string, input: CreateRoleInput): Promise<ActionResult<{ id: string }>> {
  return answeringNameClash(() => teamTransaction(salonId, actorId, false, async (tx) => {
    await checkRoleName(tx, salonId, input.name, null);
    const [row] = await tx.insert(userRoles).values({
      salonId, name: input.name, description: input.description, permissions: input.permissions, ownCalendarOnly: input.ownCalendarOnly,
    }).returning({ id: userRoles.id });
    return {
      result: ok({ id: row.id }, 'Rol oluşturuldu'),
      activity: { action: 'role.create', target: input.name, description: `'${input.name}' rolü oluşturuldu` },
    };
  }));
}

export async function updateRole(salonId: string, actorId: string, input: UpdateRoleInput): Promise<ActionResult<undefined>> {
  return answeringNameClash(() => teamTransaction(salonId, actorId, true, async (tx) => {
    const before = await lockOwnRole(tx, salonId, input.id);
    if (isDefaultRoleName(before.name) && input.name !== before.name) refuse(fail(DEFAULT_ROLE_MESSAGE, { name: DEFAULT_ROLE_MESSAGE }, 409));
    await checkRoleName(tx, salonId, input.name, input.id);
    await tx.update(userRoles).set({ name: input.name, description: input.description, permissions: input.permissions, ownCalendarOnly: input.ownCalendarOnly })
      .where(and(eq(userRoles.id, input.id), eq(userRoles.salonId, salonId)));
    const changes = [
      describePermissionChanges(before.permissions, input.permissions),
      before.ownCalendarOnly !== input.ownCalendarOnly ? `${OWN_CALENDAR_LABEL} ${input.ownCalendarOnly ? 'açıldı' : 'kapatıldı'}` : '',
    ].filter(Boolean).join('; ');
    const renamed = before.name !== input.name ? `'${before.name}' rolünün adı '${input.name}' oldu` : `'${input.name}' rolü güncellendi`;
    return {
      result: ok(undefined, 'Rol kaydedildi'),
      activity: { action: 'role.edit', target: input.name, description: changes ? `${renamed}. Yetkiler: ${changes}` : renamed },
    };
  }));
}

export async function deleteRole(salonId: string, actorId: string, input: DeleteRoleInput): Promise<ActionResult<undefined>> {
  return teamTransaction(salonId, actorId, true, async (tx) => {
    const before = await lockOwnRole(tx, salonId, input.id);
    if (isDefaultRoleName(before.name)) refuse(fail(DEFAULT_ROLE_MESSAGE, undefined, 409));
    // Any user, active or not: deleting would leave them without a role behind the owner's back.
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, input.id)).limit(1);
    if (holder) refuse(fail(ROLE_IN_USE_MESSAGE, undefined, 409));
    await tx.delete(userRoles).where(and(eq(userRoles.id, input.id), eq(userRoles.salonId, salonId)));
    return {
      result: ok(undefined, 'Rol silindi'),
      activity: { action: 'role.delete', target: before.name, description: `'${before.name}' rolü silindi` },
    };
  });
}
