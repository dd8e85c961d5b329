// The three roles every new salon starts with (spec 2 §6, spec 1 §6). The salon owners' mobile
// app reads user_roles.permissions: one object per area, each with view/create/edit/delete.
// The twelfth area, 'privacy', holds one right: erasing a customer's records at the salon (KVKK,
// 'Müşteriyi Sil'), which cannot be undone. It is an area of its own, not the customers area's
// delete flag, so that no role saved with every customers flag before the erase existed holds it
// (migration 20261129090000 gives it to the owner's role wherever that could erase).
export const PERMISSION_AREAS = [
  'cash', 'bills', 'staff', 'users', 'reports', 'reviews',
  'products', 'services', 'settings', 'customers', 'appointments', 'privacy',
] as const;
export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** The flags an area's rights use; the role editor offers only these. Every other area: all four. */
const AREA_ACTIONS: Partial<Record<PermissionArea, readonly PermissionAction[]>> = { privacy: ['delete'] };
export function actionsOf(area: PermissionArea): readonly PermissionAction[] {
  return AREA_ACTIONS[area] ?? PERMISSION_ACTIONS;
}
export type AreaPermissions = Record<PermissionAction, boolean>;
export type RolePermissions = Record<PermissionArea, AreaPermissions>;

export interface DefaultRole {
  name: 'admin' | 'personel' | 'kasiyer';
  description: string;
  permissions: RolePermissions;
  /** Only the user's own staff member's calendar column (issue 28: on for personel). */
  ownCalendarOnly: boolean;
}

/** The owner's role; its description is the spec's. */
export const OWNER_ROLE_NAME = 'admin';

type Grants = Partial<Record<PermissionArea, readonly PermissionAction[]>>;

const ALL: readonly PermissionAction[] = PERMISSION_ACTIONS;
const VIEW: readonly PermissionAction[] = ['view'];
const VIEW_CREATE: readonly PermissionAction[] = ['view', 'create'];
const VIEW_CREATE_EDIT: readonly PermissionAction[] = ['view', 'create', 'edit'];

/** Every area present, every flag explicit: an area not granted is all false. */
function matrix(grants: Grants): RolePermissions {
  return Object.fromEntries(PERMISSION_AREAS.map((area) => {
    const allowed = (grants[area] ?? []).filter((a) => actionsOf(area).includes(a));
    return [area, Object.fromEntries(PERMISSION_ACTIONS.map((a) => [a, allowed.includes(a)]))];
  })) as RolePermissions;
}

/** Fresh objects on every call, so a caller can never mutate a shared default. */
export function defaultRoles(): DefaultRole[] {
  return [
    {
      // The first registration grants the owner's role full rights on every area.
      name: 'admin',
      description: 'Salon Administrator',
      permissions: matrix(Object.fromEntries(PERMISSION_AREAS.map((a) => [a, ALL]))),
      ownCalendarOnly: false,
    },
    {
      name: 'personel',
      description: 'Personel',
      permissions: matrix({
        customers: VIEW_CREATE_EDIT, appointments: VIEW_CREATE_EDIT,
        staff: VIEW, services: VIEW, products: VIEW, bills: VIEW,
      }),
      // A stylist works her own column; the desk (kasiyer) books for everyone.
      ownCalendarOnly: true,
    },
    {
      name: 'kasiyer',
      description: 'Kasiyer',
      permissions: matrix({
        customers: VIEW_CREATE_EDIT, appointments: VIEW_CREATE, bills: VIEW_CREATE_EDIT,
        reports: VIEW, staff: VIEW, services: VIEW, products: VIEW,
      }),
      ownCalendarOnly: false,
    },
  ];
}
