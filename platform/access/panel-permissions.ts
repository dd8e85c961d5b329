// What a salon user may do (spec 1 §3 User/Role, §6): the role's `permissions`, with the user's
// own `permissions` laid over it area by area and flag by flag. Both are JSON written by us, by
// the mobile app or by hand, so anything that is not literally `true` counts as no right.
// Pure and browser-safe: the panel's menu and buttons use the same check the server does.
import {
  actionsOf, PERMISSION_ACTIONS, PERMISSION_AREAS, type PermissionAction, type PermissionArea, type RolePermissions,
} from '@/platform/access/panel-default-roles';

export { actionsOf, PERMISSION_ACTIONS, PERMISSION_AREAS, type PermissionAction, type PermissionArea, type RolePermissions };

type LoosePermissions = Record<string, unknown> | null | undefined;

function flag(source: LoosePermissions, area: PermissionArea, action: PermissionAction): boolean | undefined {
  const areaValue = source?.[area];
  if (!areaValue || typeof areaValue !== 'object') return undefined;
  const value = (areaValue as Record<string, unknown>)[action];
  return typeof value === 'boolean' ? value : undefined;
}

/** Every area and flag explicit. A user's own flag (true or false) wins over the role's. */
export function effectivePermissions(rolePermissions: unknown, userPermissions: unknown): RolePermissions {
  const role = (rolePermissions && typeof rolePermissions === 'object' ? rolePermissions : null) as LoosePermissions;
  const own = (userPermissions && typeof userPermissions === 'object' ? userPermissions : null) as LoosePermissions;
  return Object.fromEntries(PERMISSION_AREAS.map((area) => [area, Object.fromEntries(PERMISSION_ACTIONS.map((action) =>
    [action, (flag(own, area, action) ?? flag(role, area, action)) === true]))])) as RolePermissions;
}

export function can(permissions: RolePermissions, area: PermissionArea, action: PermissionAction): boolean {
  return permissions[area]?.[action] === true;
}
