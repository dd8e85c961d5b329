// Every panel screen and action with the right it needs, in one table: pages call
// requireSalonUser('x'), actions are made with panelAction('x', ...), the menu
// hides what the user cannot open, and tests/db/panel-permissions.test.ts checks the three
// default roles (spec 1 §6) against every row. A new screen or action adds its row here.
import { can, type PermissionAction, type PermissionArea, type RolePermissions } from './panel-permissions';

export const PANEL_RIGHTS = {
  // screens
  'page.home': null,
  'page.salon': ['settings', 'view'],
  'page.hours': ['settings', 'view'],
  'page.services': ['services', 'view'],
  'page.staff': ['staff', 'view'],
  // every user's own account
  'account.password': null,
  // salon profile and hours
  'salon.save': ['settings', 'edit'],
  'salon.logo': ['settings', 'edit'],
  'hours.save': ['settings', 'edit'],
  'closedDate.add': ['settings', 'edit'],
  'closedDate.remove': ['settings', 'edit'],
  // services and categories
  'service.create': ['services', 'create'],
  'service.edit': ['services', 'edit'],
  'service.reorder': ['services', 'edit'],
  'service.deactivate': ['services', 'delete'],
  'category.create': ['services', 'create'],
  'category.edit': ['services', 'edit'],
  'category.delete': ['services', 'delete'],
  // staff
  'staff.create': ['staff', 'create'],
  'staff.edit': ['staff', 'edit'],
  'staff.timeOff': ['staff', 'edit'],
  'staff.deactivate': ['staff', 'delete'],
  // calendar and appointments (issue 21): a status change or a move is an edit
  'page.calendar': ['appointments', 'view'],
  'appointment.create': ['appointments', 'create'],
  'appointment.confirm': ['appointments', 'edit'],
  'appointment.complete': ['appointments', 'edit'],
  'appointment.noShow': ['appointments', 'edit'],
  'appointment.reopen': ['appointments', 'edit'],
  'appointment.cancel': ['appointments', 'edit'],
  'appointment.move': ['appointments', 'edit'],
  'block.create': ['appointments', 'create'],
  'block.remove': ['appointments', 'edit'],
  'notices.read': ['appointments', 'view'],
  // customers
  'page.customers': ['customers', 'view'],
  'customer.note': ['customers', 'edit'],
  // KVKK: erasing a customer's records at this salon (features/customers/server/erase-customer.ts),
  // irreversible: its own area, never held through the customers area's flags
  'customer.erase': ['privacy', 'delete'],
  // team, roles and the salon's activity log (issue 23)
  'page.team': ['users', 'view'],
  'user.create': ['users', 'create'],
  'user.edit': ['users', 'edit'],
  'user.resetPassword': ['users', 'edit'],
  'user.deactivate': ['users', 'delete'],
  'role.create': ['users', 'create'],
  'role.edit': ['users', 'edit'],
  'role.delete': ['users', 'delete'],
  // reviews and the salon's public replies (issue 23)
  'page.reviews': ['reviews', 'view'],
  'review.reply': ['reviews', 'edit'],
  'review.removeReply': ['reviews', 'delete'],
  // the salon's subscription with the platform (issue 23): settings, which only the owner's role has
  'page.subscription': ['settings', 'view'],
  'subscription.pay': ['settings', 'edit'],
  // checkout at the desk (issue 30): bills (adisyon), and the cash register (kasa)
  'page.bills': ['bills', 'view'],
  'bill.open': ['bills', 'create'],
  'bill.save': ['bills', 'create'],
  'bill.checkout': ['bills', 'create'],
  'bill.collect': ['bills', 'create'],
  'bill.email': ['bills', 'create'],
  'bill.refund': ['bills', 'delete'],
  'bill.void': ['bills', 'delete'],
  'page.cash': ['cash', 'view'],
  'cash.open': ['cash', 'create'],
  'cash.move': ['cash', 'create'],
  'cash.close': ['cash', 'edit'],
  // products and stock (issue 31); whether a sale may take the shelf below zero is a salon setting
  'page.products': ['products', 'view'],
  'product.create': ['products', 'create'],
  'product.edit': ['products', 'edit'],
  'product.stock': ['products', 'edit'],
  'product.deactivate': ['products', 'delete'],
  'product.negativeStock': ['settings', 'edit'],
  // reports over a range of days, and their CSV (issue 31)
  'page.reports': ['reports', 'view'],
  // the day's end: takings, refunds, drawer counts (the kasiyer's reports right)
  'page.dayEnd': ['reports', 'view'],
  // a staff member's own commission statement: any user, but only her own staff member's figures
  // (the page reads the session's staffId; nobody else's can be asked for)
  'page.ownStatement': null,
} as const satisfies Record<string, readonly [PermissionArea, PermissionAction] | null>;

export type PanelRightKey = keyof typeof PANEL_RIGHTS;

/** Whether these permissions hold the right of `key`; a row without a right (or no key): any user. */
export function holdsRight(permissions: RolePermissions, key?: PanelRightKey): boolean {
  const needed = key ? PANEL_RIGHTS[key] : null;
  return needed === null || can(permissions, needed[0], needed[1]);
}
