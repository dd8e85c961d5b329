'use server';
// Server actions of /panel/ekip. Each is made with panelAction (session and right first, then
// the shared zod schema) and scoped to the session's salon; the signed-in user is the one the
// activity log names. The last-manager guard and the log live in platform/db (one transaction).
import { createRole, deleteRole, updateRole } from '@/features/team/server/roles';
import {
  createTeamUser, resetTeamUserPassword, setTeamUserActive, setTeamUserPermissions, updateTeamUser,
} from '@/features/team/server/users';
import { panelAction } from '@/platform/access/panel-action';
import {
  createRoleSchema, createTeamUserSchema, deleteRoleSchema, resetTeamPasswordSchema, teamUserActiveSchema, updateRoleSchema,
  updateTeamUserSchema, userPermissionsSchema,
} from '@/features/team/schema';

export const createTeamUserAction = panelAction('user.create', createTeamUserSchema,
  async (input, user) => createTeamUser(user.salonId, user.userId, input));

export const updateTeamUserAction = panelAction('user.edit', updateTeamUserSchema,
  async (input, user) => updateTeamUser(user.salonId, user.userId, input));

export const setTeamUserActiveAction = panelAction('user.deactivate', teamUserActiveSchema,
  async (input, user) => setTeamUserActive(user.salonId, user.userId, input));

export const resetTeamPasswordAction = panelAction('user.resetPassword', resetTeamPasswordSchema,
  async (input, user) => resetTeamUserPassword(user.salonId, user.userId, input));

/** A user's own flags are part of editing that user. */
export const setTeamUserPermissionsAction = panelAction('user.edit', userPermissionsSchema,
  async (input, user) => setTeamUserPermissions(user.salonId, user.userId, input));

export const createRoleAction = panelAction('role.create', createRoleSchema,
  async (input, user) => createRole(user.salonId, user.userId, input));

export const updateRoleAction = panelAction('role.edit', updateRoleSchema,
  async (input, user) => updateRole(user.salonId, user.userId, input));

export const deleteRoleAction = panelAction('role.delete', deleteRoleSchema,
  async (input, user) => deleteRole(user.salonId, user.userId, input));
