// The rights each default role must have (spec 1 §6), per row of platform/access/panel-rights.ts, written
// out from the spec rather than derived from the code, so a row added there without a decision
// here fails tests/db/panel-permissions.test.ts. Shared by that test and panel-team.test.ts (a
// personel user created on the team screen gets exactly these).
import type { PanelRightKey } from '@/platform/access/panel-rights';

export type Role = 'admin' | 'personel' | 'kasiyer';

// Spec §6: personel may view staff and services (not settings) and change none of them;
// kasiyer likewise; the owner's admin role may do everything.
export const EXPECTED: Record<PanelRightKey, Record<Role, boolean>> = {
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
  'appointment.reopen': { admin: true, personel: true, kasiyer: false },
  'appointment.cancel': { admin: true, personel: true, kasiyer: false },
  'appointment.move': { admin: true, personel: true, kasiyer: false },
  'block.create': { admin: true, personel: true, kasiyer: true },
  'block.remove': { admin: true, personel: true, kasiyer: false },
  'notices.read': { admin: true, personel: true, kasiyer: true },
  'page.customers': { admin: true, personel: true, kasiyer: true },
  'customer.note': { admin: true, personel: true, kasiyer: true },
  // KVKK: the erase is a right of its own (area 'privacy'), the owner's role's by default; the
  // customers area's flags, all of which a custom role may hold, never give it.
  'customer.erase': { admin: true, personel: false, kasiyer: false },
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
  // Spec §6: the kasiyer views, opens and edits bills (checks clients out); personel only views
  // them; neither holds cash (the drawer is the owner's unless a role is given it) nor deletes a
  // bill (refunds and voids). The kasiyer's reports right shows the day's end.
  'page.bills': { admin: true, personel: true, kasiyer: true },
  'bill.open': { admin: true, personel: false, kasiyer: true },
  'bill.save': { admin: true, personel: false, kasiyer: true },
  'bill.checkout': { admin: true, personel: false, kasiyer: true },
  'bill.collect': { admin: true, personel: false, kasiyer: true },
  'bill.email': { admin: true, personel: false, kasiyer: true },
  'bill.refund': { admin: true, personel: false, kasiyer: false },
  'bill.void': { admin: true, personel: false, kasiyer: false },
  'page.cash': { admin: true, personel: false, kasiyer: false },
  'cash.open': { admin: true, personel: false, kasiyer: false },
  'cash.move': { admin: true, personel: false, kasiyer: false },
  'cash.close': { admin: true, personel: false, kasiyer: false },
  'page.dayEnd': { admin: true, personel: false, kasiyer: true },
  // Spec §6: reports view for the kasiyer, none for the personel.
  'page.reports': { admin: true, personel: false, kasiyer: true },
  // Issue 31: every user linked to a staff member sees her own commission statement, and only hers.
  'page.ownStatement': { admin: true, personel: true, kasiyer: true },
  // Spec §6: personel and kasiyer view products (what is on the shelf); only the owner's role
  // adds, edits, moves stock or makes one passive.
  'page.products': { admin: true, personel: true, kasiyer: true },
  'product.create': { admin: true, personel: false, kasiyer: false },
  'product.edit': { admin: true, personel: false, kasiyer: false },
  'product.stock': { admin: true, personel: false, kasiyer: false },
  'product.deactivate': { admin: true, personel: false, kasiyer: false },
  'product.negativeStock': { admin: true, personel: false, kasiyer: false },
};

