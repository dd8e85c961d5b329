import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, currentScreenHref, hasLevel, safeAdminReturnPath, screensFor } from './admin-roles';
import { badgeText } from '@/features/back-office/components/notification-bell';

describe('admin roles and screens (DESIGN.md "The admin area")', () => {
  it('passes a check when the level is at least the screen\'s', () => {
    expect(hasLevel('moderator', 1)).toBe(true);
    expect(hasLevel('moderator', 2)).toBe(false);
    expect(hasLevel('admin', 2)).toBe(true);
    expect(hasLevel('admin', 3)).toBe(false);
    expect(hasLevel('superadmin', 3)).toBe(true);
  });

  it('gives each role exactly its screens', () => {
    expect(screensFor('moderator').map((s) => s.href)).toEqual(['/admin', '/admin/reviews', '/admin/contacts', '/admin/activities', '/admin/settings']);
    const admin = screensFor('admin').map((s) => s.href);
    expect(admin).toEqual(expect.arrayContaining(['/admin/salons', '/admin/subscriptions', '/admin/subscription-plans', '/admin/pricing',
      '/admin/content', '/admin/testimonials', '/admin/email-test']));
    expect(admin).not.toContain('/admin/paytr-settings');
    expect(admin).not.toContain('/admin/admin-users');
    expect(screensFor('superadmin')).toHaveLength(ADMIN_SCREENS.length);
    expect(ADMIN_SCREENS.find((s) => s.href === '/admin/pricing')?.label).toBe('Fiyatlandırma Yönetimi');
  });

  it('marks the menu item a path belongs to', () => {
    expect(currentScreenHref('/admin')).toBe('/admin');
    expect(currentScreenHref('/admin/salons')).toBe('/admin/salons');
    expect(currentScreenHref('/admin/salons/123')).toBe('/admin/salons');
    expect(currentScreenHref('/admin/subscriptions')).toBe('/admin/subscriptions');
    expect(currentScreenHref('/admin/unknown')).toBeUndefined();
  });

  it('returns only to admin paths of this site after signing in', () => {
    expect(safeAdminReturnPath('/admin/activities')).toBe('/admin/activities');
    expect(safeAdminReturnPath('/admin/activities?filter=reviews&q=ali')).toBe('/admin/activities?filter=reviews&q=ali');
    for (const bad of ['//evil.example/admin', '/admin//evil', 'https://evil.example/admin', '/admin\\evil', '/salonlar', '/admin/login', '/administrator', null, '']) {
      expect(safeAdminReturnPath(bad)).toBe('/admin');
    }
  });

  it("caps the bell's badge at '9+'", () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});
