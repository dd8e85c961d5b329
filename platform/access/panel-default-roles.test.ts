import { describe, expect, it } from 'vitest';
import { defaultRoles, PERMISSION_AREAS } from './panel-default-roles';

const granted = (perms: Record<string, Record<string, boolean>>) =>
  Object.fromEntries(Object.entries(perms).map(([area, flags]) => [area, Object.keys(flags).filter((k) => flags[k]).join(',')]));

describe('default salon roles (spec 2 §6)', () => {
  it('creates admin, personel and kasiyer with every area and flag explicit', () => {
    const roles = defaultRoles();
    expect(roles.map((r) => r.name)).toEqual(['admin', 'personel', 'kasiyer']);
    expect(roles[0].description).toBe('Salon Administrator');
    for (const role of roles) {
      expect(Object.keys(role.permissions).sort()).toEqual([...PERMISSION_AREAS].sort());
      for (const flags of Object.values(role.permissions)) expect(Object.keys(flags).sort()).toEqual(['create', 'delete', 'edit', 'view']);
    }
  });

  it('gives the owner role every right on the spec\'s eleven areas, and the KVKK erase', () => {
    const { privacy, ...spec } = granted(defaultRoles()[0].permissions);
    expect(Object.values(spec)).toEqual(Array(11).fill('view,create,edit,delete'));
    expect(privacy).toBe('delete'); // its only flag: the others mean nothing there
  });

  it('gives personel and kasiyer exactly the spec matrix', () => {
    const [, personel, kasiyer] = defaultRoles();
    expect(granted(personel.permissions)).toEqual({
      cash: '', bills: 'view', staff: 'view', users: '', reports: '', reviews: '', products: 'view',
      services: 'view', settings: '', customers: 'view,create,edit', appointments: 'view,create,edit', privacy: '',
    });
    expect(granted(kasiyer.permissions)).toEqual({
      cash: '', bills: 'view,create,edit', staff: 'view', users: '', reports: 'view', reviews: '', products: 'view',
      services: 'view', settings: '', customers: 'view,create,edit', appointments: 'view,create', privacy: '',
    });
  });

  it('returns fresh objects so no caller can change the defaults', () => {
    defaultRoles()[1].permissions.users.delete = true;
    expect(defaultRoles()[1].permissions.users.delete).toBe(false);
  });
});
