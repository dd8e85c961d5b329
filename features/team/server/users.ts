import 'server-only';
// The salon's users for the panel's /panel/ekip: the screen's data, and adding, editing,
// (de)activating, resetting a password, linking to a staff member and a user's own permission
// overrides. Every function takes the session's salonId first and scopes every query to it: a
// user, role or staff member of another salon is "not found" and nothing is written. Every
// change runs in teamTransaction() (features/team/server/team-transaction.ts): under the salon's team lock,
// with the last-manager check and its activity line in the same transaction. A deactivation or
// a new password ends that user's sessions in the same transaction too.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { hashPassword } from '@/platform/access/password';
import { TAKEN_MESSAGES } from '@/features/registration/server/clash';
import { effectivePermissions, type RolePermissions } from '@/platform/access/panel-permissions';
import {
  gridOfOverrides, isDefaultRoleName, overridesOfGrid, ROLE_NOT_FOUND_MESSAGE, STAFF_LINK_NOT_FOUND_MESSAGE,
  STAFF_TAKEN_MESSAGE, USER_NOT_FOUND_MESSAGE, USERNAME_TAKEN_MESSAGE,
  type CreateTeamUserInput, type OverrideGrid, type ResetTeamPasswordInput, type TeamUserActiveInput,
  type UpdateTeamUserInput, type UserPermissionsInput,
} from '@/features/team/schema';
import { pgConstraintName, pgErrorCode, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { getDb } from '@/platform/db';
import { refuse, teamTransaction, type Tx } from './team-transaction';
import { salonUserSessions, staff, userRoles, users } from '@/platform/db/schema';

const turkishCollator = new Intl.Collator('tr-TR');

export interface TeamUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  roleId: string | null;
  roleName: string | null;
  staffId: string | null;
  staffName: string | null;
  /** The user's own flags over the role's, as the editor shows them. */
  overrides: OverrideGrid;
  hasOverrides: boolean;
  /** What the user may do now (role and overrides together). */
  permissions: RolePermissions;
}

export interface TeamRole {
  id: string;
  name: string;
  description: string | null;
  permissions: RolePermissions;
  /** Its users work only their own calendar column (issue 28). */
  ownCalendarOnly: boolean;
  isDefault: boolean;
  userCount: number;
}

export interface TeamScreen {
  users: TeamUser[];
  roles: TeamRole[];
  /** Staff a user can be linked to: the active ones, and any already linked. */
  staff: { id: string; name: string; isActive: boolean }[];
}

export async function loadTeamScreen(salonId: string): Promise<TeamScreen> {
  const db = await getDb();
  const [userRows, roleRows, staffRows] = await Promise.all([
    db.select({
      id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email,
      phone: users.phone, isActive: users.isActive, roleId: users.roleId, own: users.permissions, staffId: users.staffId,
      roleName: userRoles.name, rolePermissions: userRoles.permissions, roleSalonId: userRoles.salonId,
    }).from(users).leftJoin(userRoles, eq(userRoles.id, users.roleId)).where(eq(users.salonId, salonId)),
    db.select({
      id: userRoles.id, name: userRoles.name, description: userRoles.description, permissions: userRoles.permissions,
      ownCalendarOnly: userRoles.ownCalendarOnly,
    })
      .from(userRoles).where(eq(userRoles.salonId, salonId)).orderBy(asc(userRoles.createdAt), asc(userRoles.name)),
    db.select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName, isActive: staff.isActive })
      .from(staff).where(eq(staff.salonId, salonId)),
  ]);
  const staffName = new Map(staffRows.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]));
  const linked = new Set(userRows.map((u) => u.staffId).filter(Boolean));
  const teamUsers = userRows.map((u): TeamUser => {
    const rolePermissions = u.roleSalonId === null || u.roleSalonId === salonId ? u.rolePermissions : null;
    const overrides = gridOfOverrides(u.own);
    return {
      id: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone,
      isActive: u.isActive, roleId: u.roleId, roleName: u.roleName, staffId: u.staffId,
      staffName: u.staffId ? staffName.get(u.staffId) ?? null : null,
      overrides, hasOverrides: overridesOfGrid(overrides) !== null,
      permissions: effectivePermissions(rolePermissions, u.own),
    };
  }).sort((a, b) => Number(b.isActive) - Number(a.isActive)
    || turkishCollator.compare(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`));
  return {
    users: teamUsers,
    roles: roleRows.map((r) => ({
      id: r.id, name: r.name, description: r.description, permissions: effectivePermissions(r.permissions, null),
      ownCalendarOnly: r.ownCalendarOnly, isDefault: isDefaultRoleName(r.name), userCount: userRows.filter((u) => u.roleId === r.id).length,
    })),
    staff: staffRows.filter((s) => s.isActive || linked.has(s.id))
      .map((s) => ({ id: s.id, name: staffName.get(s.id)!, isActive: s.isActive }))
      .sort((a, b) => turkishCollator.compare(a.name, b.name)),
  };
}

// ---------------------------------------------------------------- checks inside the lock

async function lockOwnUser(tx: Tx, salonId: string, id: string) {
  const [row] = await tx.select({
    id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName,
    isActive: users.isActive, roleId: users.roleId, staffId: users.staffId,
  }).from(users).where(and(eq(users.id, id), eq(users.salonId, salonId))).for('update');
  return row ?? refuse(fail(USER_NOT_FOUND_MESSAGE, undefined, 404));
}

async function ownRoleName(tx: Tx, salonId: string, roleId: string): Promise<string> {
  const [row] = await tx.select({ name: userRoles.name }).from(userRoles)
    .where(and(eq(userRoles.id, roleId), eq(userRoles.salonId, salonId)));
  return row?.name ?? refuse(fail(ROLE_NOT_FOUND_MESSAGE, { roleId: ROLE_NOT_FOUND_MESSAGE }, 404));
}

async function checkStaffLink(tx: Tx, salonId: string, staffId: string | null, userId: string | null): Promise<string | null> {
  if (!staffId) return null;
  const [row] = await tx.select({ firstName: staff.firstName, lastName: staff.lastName }).from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.salonId, salonId)));
  if (!row) refuse(fail(STAFF_LINK_NOT_FOUND_MESSAGE, { staffId: STAFF_LINK_NOT_FOUND_MESSAGE }, 404));
  const [other] = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.staffId, staffId), userId ? ne(users.id, userId) : sql`true`)).limit(1);
  if (other) refuse(fail(STAFF_TAKEN_MESSAGE, { staffId: STAFF_TAKEN_MESSAGE }, 409));
  return `${row!.firstName} ${row!.lastName}`.trim();
}

/** Username within the salon (any case); e-mail and phone across all salon users (the constraints). */
async function checkTaken(tx: Tx, salonId: string, values: { username?: string; email: string | null; phone: string | null }, selfId: string | null) {
  const notSelf = selfId ? ne(users.id, selfId) : sql`true`;
  const taken = async (match: ReturnType<typeof sql>) =>
    (await tx.select({ one: sql<number>`1` }).from(users).where(and(match, notSelf)).limit(1)).length > 0;
  if (values.username && await taken(sql`${users.salonId} = ${salonId} and lower(${users.username}) = lower(${values.username})`)) {
    refuse(fail(USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE }, 409));
  }
  if (values.email && await taken(sql`lower(${users.email}) = lower(${values.email})`)) {
    refuse(fail(TAKEN_MESSAGES.email, { email: TAKEN_MESSAGES.email }, 409));
  }
  if (values.phone && await taken(sql`${users.phone} = ${values.phone}`)) {
    refuse(fail(TAKEN_MESSAGES.phone, { phone: TAKEN_MESSAGES.phone }, 409));
  }
}

/** A unique constraint that another writer (the mobile app, a race with registration) hit first. */
function takenAnswer(error: unknown): ActionResult<never> | null {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return null;
  switch (pgConstraintName(error)) {
    case 'users_salon_username_key': case 'users_username_key':
      return fail(USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE }, 409);
    case 'users_email_key': return fail(TAKEN_MESSAGES.email, { email: TAKEN_MESSAGES.email }, 409);
    case 'users_phone_key': return fail(TAKEN_MESSAGES.phone, { phone: TAKEN_MESSAGES.phone }, 409);
    case 'users_staff_key': return fail(STAFF_TAKEN_MESSAGE, { staffId: STAFF_TAKEN_MESSAGE }, 409);
    default: return null;
  }
}

async function answeringClashes<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch (error) {
    const answer = takenAnswer(error);
    if (answer) return answer;
    throw error;
  }
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

// ---------------------------------------------------------------- changes

export async function createTeamUser(salonId: string, actorId: string, input: CreateTeamUserInput): Promise<ActionResult<{ id: string }>> {
  const passwordHash = await hashPassword(input.password);
  return answeringClashes(() => teamTransaction(salonId, actorId, false, async (tx) => {
    const roleName = await ownRoleName(tx, salonId, input.roleId);
    const staffName = await checkStaffLink(tx, salonId, input.staffId, null);
    await checkTaken(tx, salonId, input, null);
    const [row] = await tx.insert(users).values({
      salonId, username: input.username, passwordHash, firstName: input.firstName, lastName: input.lastName,
      email: input.email, phone: input.phone, roleId: input.roleId, staffId: input.staffId, addedInPanel: true,
    }).returning({ id: users.id });
    return {
      result: ok({ id: row.id }, 'Kullanıcı eklendi'),
      activity: {
        action: 'user.create', target: input.username,
        description: `'${input.username}' kullanıcısı eklendi (${fullName(input)}, rol: ${roleName}${staffName ? `, personel: ${staffName}` : ''})`,
      },
    };
  }));
}

export async function updateTeamUser(salonId: string, actorId: string, input: UpdateTeamUserInput): Promise<ActionResult<undefined>> {
  return answeringClashes(() => teamTransaction(salonId, actorId, true, async (tx) => {
    const before = await lockOwnUser(tx, salonId, input.id);
    const roleName = await ownRoleName(tx, salonId, input.roleId);
    const staffName = await checkStaffLink(tx, salonId, input.staffId, input.id);
    await checkTaken(tx, salonId, input, input.id);
    await tx.update(users).set({
      firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone,
      roleId: input.roleId, staffId: input.staffId,
    }).where(and(eq(users.id, input.id), eq(users.salonId, salonId)));
    const changes = [
      before.roleId !== input.roleId ? `rolü ${roleName} olarak değiştirildi` : null,
      before.staffId !== input.staffId ? (staffName ? `personel ${staffName} ile eşleştirildi` : 'personel eşleşmesi kaldırıldı') : null,
    ].filter(Boolean);
    return {
      result: ok(undefined, 'Kullanıcı güncellendi'),
      activity: {
        action: 'user.edit', target: before.username,
        description: `'${before.username}' kullanıcısının bilgileri güncellendi${changes.length ? `; ${changes.join(', ')}` : ''}`,
      },
    };
  }));
}

export async function setTeamUserActive(salonId: string, actorId: string, input: TeamUserActiveInput): Promise<ActionResult<undefined>> {
  return teamTransaction(salonId, actorId, !input.isActive, async (tx) => {
    const before = await lockOwnUser(tx, salonId, input.id);
    if (before.isActive === input.isActive) {
      return { result: ok(undefined, input.isActive ? 'Kullanıcı zaten aktif' : 'Kullanıcı zaten pasif'), activity: null };
    }
    await tx.update(users).set({ isActive: input.isActive }).where(and(eq(users.id, input.id), eq(users.salonId, salonId)));
    // Signed out at once: the sessions go in the same transaction as the flag.
    if (!input.isActive) await tx.delete(salonUserSessions).where(eq(salonUserSessions.userId, input.id));
    return {
      result: ok(undefined, input.isActive ? 'Kullanıcı aktif yapıldı' : 'Kullanıcı pasif yapıldı; oturumları kapatıldı'),
      activity: {
        action: input.isActive ? 'user.activate' : 'user.deactivate', target: before.username,
        description: input.isActive
          ? `'${before.username}' kullanıcısı yeniden aktif yapıldı`
          : `'${before.username}' kullanıcısı pasif yapıldı ve oturumları kapatıldı`,
      },
    };
  });
}

export async function resetTeamUserPassword(salonId: string, actorId: string, input: ResetTeamPasswordInput): Promise<ActionResult<undefined>> {
  const passwordHash = await hashPassword(input.password);
  return teamTransaction(salonId, actorId, false, async (tx) => {
    const before = await lockOwnUser(tx, salonId, input.id);
    await tx.update(users).set({ passwordHash }).where(and(eq(users.id, input.id), eq(users.salonId, salonId)));
    await tx.delete(salonUserSessions).where(eq(salonUserSessions.userId, input.id));
    return {
      result: ok(undefined, 'Şifre değiştirildi; kullanıcının açık oturumları kapatıldı'),
      // The line says that it happened, never what the password is.
      activity: { action: 'user.resetPassword', target: before.username, description: `'${before.username}' kullanıcısının şifresi yenilendi` },
    };
  });
}

/** The user's own flags over the role's; an all-'role' grid clears them (users.permissions = null). */
export async function setTeamUserPermissions(salonId: string, actorId: string, input: UserPermissionsInput): Promise<ActionResult<undefined>> {
  const overrides = overridesOfGrid(input.grid);
  return teamTransaction(salonId, actorId, true, async (tx) => {
    const before = await lockOwnUser(tx, salonId, input.id);
    await tx.update(users).set({ permissions: overrides }).where(and(eq(users.id, input.id), eq(users.salonId, salonId)));
    return {
      result: ok(undefined, overrides ? 'Kullanıcıya özel yetkiler kaydedildi' : 'Kullanıcıya özel yetkiler kaldırıldı'),
      activity: {
        action: 'user.permissions', target: before.username,
        description: overrides
          ? `'${before.username}' kullanıcısına özel yetkiler değiştirildi`
          : `'${before.username}' kullanıcısına özel yetkiler kaldırıldı; rolün yetkileri geçerli`,
      },
    };
  });
}
