import { describe, expect, it } from 'vitest';
import { defaultRoles } from '@/platform/access/panel-default-roles';
import { can, effectivePermissions } from './panel-permissions';
import { holdsRight } from './panel-rights';

const role = (name: string) => defaultRoles().find((r) => r.name === name)!.permissions;

describe('effective permissions', () => {
  it('are the role\'s when the user has none of their own', () => {
    const p = effectivePermissions(role('kasiyer'), null);
    expect(can(p, 'bills', 'edit')).toBe(true);
    expect(can(p, 'appointments', 'edit')).toBe(false);
    expect(can(p, 'users', 'view')).toBe(false);
  });

  it('take the user\'s own flags over the role\'s, in both directions', () => {
    const p = effectivePermissions(role('personel'), { settings: { view: true }, appointments: { create: false } });
    expect(can(p, 'settings', 'view')).toBe(true);
    expect(can(p, 'settings', 'edit')).toBe(false);
    expect(can(p, 'appointments', 'create')).toBe(false);
    expect(can(p, 'appointments', 'edit')).toBe(true);
  });

  it('count anything but a literal true as no right', () => {
    const p = effectivePermissions({ services: { view: 'true', edit: 1 }, staff: null, users: [] }, 'junk');
    expect(can(p, 'services', 'view')).toBe(false);
    expect(can(p, 'services', 'edit')).toBe(false);
    expect(can(p, 'staff', 'view')).toBe(false);
    expect(effectivePermissions(undefined, undefined).users.delete).toBe(false);
  });
});

describe('the KVKK erase of a customer', () => {
  it('is its own right: every customers flag, as a custom role saved with "all" has, does not hold it', () => {
    const allCustomers = effectivePermissions({ customers: { view: true, create: true, edit: true, delete: true } }, null);
    expect(holdsRight(allCustomers, 'page.customers')).toBe(true);
    expect(holdsRight(allCustomers, 'customer.erase')).toBe(false);
  });

  it('is the owner\'s role\'s by default, and a user may be given it alone', () => {
    expect(holdsRight(effectivePermissions(role('admin'), null), 'customer.erase')).toBe(true);
    expect(holdsRight(effectivePermissions(role('kasiyer'), { privacy: { delete: true } }), 'customer.erase')).toBe(true);
  });
});
