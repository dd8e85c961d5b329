// The team screen of the salon panel (/panel/ekip): users, roles, a user's own permission
// overrides. Browser-safe, shared by the forms and the server actions (the check that counts).
// Usernames and passwords follow the registration wizard's rules (features/registration/schema.ts).
import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, ownerStepSchema, PHONE_INVALID_MESSAGE } from '@/features/registration/schema';
import { object, optionalEmail, optionalPhone, optionalText, text } from '@/platform/text/input';
import { PERMISSION_ACTIONS, PERMISSION_AREAS, type PermissionAction, type PermissionArea } from '@/platform/access/panel-permissions';
import { holdsRight } from '@/platform/access/panel-rights';
import type { RolePermissions } from '@/platform/access/panel-permissions';

export const USER_NOT_FOUND_MESSAGE = 'Kullanıcı bulunamadı';
export const ROLE_NOT_FOUND_MESSAGE = 'Rol bulunamadı';
export const STAFF_LINK_NOT_FOUND_MESSAGE = 'Personel bulunamadı';
export const LAST_MANAGER_MESSAGE = 'Salonda kullanıcıları yönetebilen en az bir aktif kullanıcı kalmalı';
export const ROLE_IN_USE_MESSAGE = 'Bu role atanmış kullanıcılar var. Önce kullanıcılara başka bir rol verin.';
export const DEFAULT_ROLE_MESSAGE = 'Varsayılan roller silinemez ve yeniden adlandırılamaz';
export const ROLE_NAME_TAKEN_MESSAGE = 'Bu isimde bir rol zaten var';
export const USERNAME_TAKEN_MESSAGE = 'Bu kullanıcı adı zaten kullanılıyor';
export const STAFF_TAKEN_MESSAGE = 'Bu personel başka bir kullanıcıya bağlı';

/** The roles every salon starts with (platform/access/panel-default-roles.ts): kept by name, never renamed or deleted. */
export const DEFAULT_ROLE_NAMES = ['admin', 'personel', 'kasiyer'] as const;
export function isDefaultRoleName(name: string): boolean {
  return (DEFAULT_ROLE_NAMES as readonly string[]).includes(name);
}

/** The spec's eleven areas in Turkish, in its order, then the KVKK erase (platform/access/panel-default-roles.ts). */
export const AREA_LABELS: Record<PermissionArea, string> = {
  cash: 'Kasa', bills: 'Faturalar', staff: 'Personel', users: 'Kullanıcılar', reports: 'Raporlar', reviews: 'Yorumlar',
  products: 'Ürünler', services: 'Hizmetler', settings: 'Ayarlar', customers: 'Müşteriler', appointments: 'Randevular',
  privacy: 'Müşteri verisi (KVKK)',
};
export const ACTION_LABELS: Record<PermissionAction, string> = {
  view: 'Görüntüleme', create: 'Ekleme', edit: 'Düzenleme', delete: 'Silme',
};

/**
 * Who can manage the salon's users: open the team screen and change users and roles. The
 * database keeps at least one active such user in every salon (features/team/server/users.ts).
 */
export function canManageUsers(permissions: RolePermissions): boolean {
  return holdsRight(permissions, 'page.team') && holdsRight(permissions, 'user.edit') && holdsRight(permissions, 'role.edit');
}

const id = (message: string) => z.guid({ error: message });
const optionalId = (message: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), id(message).nullable());

export const usernameSchema = ownerStepSchema.shape.username;
export const passwordSchema = ownerStepSchema.shape.password;

const profileShape = {
  firstName: text({ required: 'Ad gereklidir', max: 50, tooLong: 'Ad en fazla 50 karakter olabilir' }),
  lastName: text({ required: 'Soyad gereklidir', max: 50, tooLong: 'Soyad en fazla 50 karakter olabilir' }),
  email: optionalEmail(EMAIL_INVALID_MESSAGE),
  phone: optionalPhone(PHONE_INVALID_MESSAGE),
  roleId: id('Lütfen bir rol seçin'),
  staffId: optionalId(STAFF_LINK_NOT_FOUND_MESSAGE),
};

export const createTeamUserSchema = object({ username: usernameSchema, password: passwordSchema, ...profileShape });
export const updateTeamUserSchema = object({ id: id(USER_NOT_FOUND_MESSAGE), ...profileShape });
export const teamUserActiveSchema = object({ id: id(USER_NOT_FOUND_MESSAGE), isActive: z.boolean({ error: 'Geçersiz istek' }) });
export const resetTeamPasswordSchema = object({ id: id(USER_NOT_FOUND_MESSAGE), password: passwordSchema });

export type CreateTeamUserInput = z.output<typeof createTeamUserSchema>;
export type UpdateTeamUserInput = z.output<typeof updateTeamUserSchema>;
export type TeamUserActiveInput = z.output<typeof teamUserActiveSchema>;
export type ResetTeamPasswordInput = z.output<typeof resetTeamPasswordSchema>;

const PERMISSIONS_MESSAGE = 'Yetkiler geçersiz';

/** A role's matrix: every area, every flag a boolean (anything missing is no right). */
export const permissionMatrixSchema = z.object(Object.fromEntries(PERMISSION_AREAS.map((area) => [area,
  z.object(Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, z.boolean({ error: PERMISSIONS_MESSAGE }).default(false)])),
    { error: PERMISSIONS_MESSAGE }).prefault({})])) as unknown as Record<PermissionArea, z.ZodType<Record<PermissionAction, boolean>, Record<PermissionAction, boolean>>>,
{ error: PERMISSIONS_MESSAGE }).transform((v) => v as RolePermissions);

/** A flag of a user's own permissions: granted, refused, or the role's ('role' → not stored). */
export const OVERRIDE_VALUES = ['role', 'yes', 'no'] as const;
export type OverrideValue = (typeof OVERRIDE_VALUES)[number];
export type PermissionOverrides = Partial<Record<PermissionArea, Partial<Record<PermissionAction, boolean>>>>;

/** The form's tri-state grid → what users.permissions stores (only the flags that differ from the role; null for none). */
const overrideGridSchema = z.object(Object.fromEntries(PERMISSION_AREAS.map((area) => [area,
  z.object(Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, z.enum(OVERRIDE_VALUES, { error: PERMISSIONS_MESSAGE }).default('role')])),
    { error: PERMISSIONS_MESSAGE }).prefault({})])) as unknown as Record<PermissionArea, z.ZodType<Record<PermissionAction, OverrideValue>, Record<PermissionAction, OverrideValue>>>,
{ error: PERMISSIONS_MESSAGE });

export type OverrideGrid = Record<PermissionArea, Record<PermissionAction, OverrideValue>>;

export function overridesOfGrid(grid: OverrideGrid): PermissionOverrides | null {
  const out: PermissionOverrides = {};
  for (const area of PERMISSION_AREAS) for (const action of PERMISSION_ACTIONS) {
    const value = grid[area]?.[action];
    if (value === 'yes' || value === 'no') (out[area] ??= {})[action] = value === 'yes';
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** users.permissions (any JSON) → the grid: only literal booleans count, like effectivePermissions(). */
export function gridOfOverrides(stored: unknown): OverrideGrid {
  const source = stored && typeof stored === 'object' ? stored as Record<string, unknown> : {};
  return Object.fromEntries(PERMISSION_AREAS.map((area) => {
    const areaValue = source[area] && typeof source[area] === 'object' ? source[area] as Record<string, unknown> : {};
    return [area, Object.fromEntries(PERMISSION_ACTIONS.map((action) => {
      const v = areaValue[action];
      return [action, v === true ? 'yes' : v === false ? 'no' : 'role'];
    }))];
  })) as OverrideGrid;
}

export const userPermissionsSchema = object({
  id: id(USER_NOT_FOUND_MESSAGE),
  grid: overrideGridSchema,
});
export type UserPermissionsInput = z.output<typeof userPermissionsSchema>;

const roleShape = {
  name: text({ required: 'Rol adı gereklidir', max: 50, tooLong: 'Rol adı en fazla 50 karakter olabilir' }),
  description: optionalText({ max: 200, tooLong: 'Açıklama en fazla 200 karakter olabilir' }),
  permissions: permissionMatrixSchema,
  /** Issue 28: the role's users see and change only their own calendar column. */
  ownCalendarOnly: z.boolean({ error: 'Geçersiz istek' }).default(false),
};

/** How the role card and the activity log name the calendar limit. */
export const OWN_CALENDAR_LABEL = 'Yalnızca kendi takvimi';
export const createRoleSchema = object(roleShape);
export const updateRoleSchema = object({ id: id(ROLE_NOT_FOUND_MESSAGE), ...roleShape });
export const deleteRoleSchema = object({ id: id(ROLE_NOT_FOUND_MESSAGE) });
export type CreateRoleInput = z.output<typeof createRoleSchema>;
export type UpdateRoleInput = z.output<typeof updateRoleSchema>;
export type DeleteRoleInput = z.output<typeof deleteRoleSchema>;

/** 'Randevular: Görüntüleme, Ekleme' for each area with any flag; what a role or user card lists. */
export function permissionSummary(permissions: RolePermissions): string[] {
  return PERMISSION_AREAS.flatMap((area) => {
    const granted = PERMISSION_ACTIONS.filter((action) => permissions[area]?.[action]);
    if (granted.length === 0) return [];
    return [`${AREA_LABELS[area]}: ${granted.length === PERMISSION_ACTIONS.length ? 'Tümü' : granted.map((a) => ACTION_LABELS[a]).join(', ')}`];
  });
}

/** The user's own flags in words: 'Hizmetler Ekleme: var', 'Personel Görüntüleme: yok'. */
export function overrideSummary(grid: OverrideGrid): string[] {
  return PERMISSION_AREAS.flatMap((area) => PERMISSION_ACTIONS.flatMap((action) => {
    const value = grid[area][action];
    return value === 'role' ? [] : [`${AREA_LABELS[area]} ${ACTION_LABELS[action]}: ${value === 'yes' ? 'var' : 'yok'}`];
  }));
}

/** A grid with every flag following the role: what 'Özel yetkileri kaldır' sends. */
export function emptyOverrideGrid(): OverrideGrid {
  return Object.fromEntries(PERMISSION_AREAS.map((area) =>
    [area, Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, 'role']))])) as OverrideGrid;
}
