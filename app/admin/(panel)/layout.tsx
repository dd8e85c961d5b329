// The back-office shell: sidebar (the screens this admin's role may open), top bar with the
// notification bell and the user menu. The layout checks the session for its own content;
// every page below checks again with its own level (platform/access/admin-session.ts explains why).
import type { Metadata } from 'next';
import { AdminSidebar } from '@/features/back-office/components/admin-sidebar';
import { AdminUserMenu } from '@/features/back-office/components/admin-user-menu';
import { NotificationBell } from '@/features/back-office/components/notification-bell';
import { MODERATOR, ROLE_LABEL, screensFor } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

// Only what every visitor of /admin may see: the screen titles come from each page's
// generateMetadata, after its own session check.
export const metadata: Metadata = {
  title: { default: 'Yönetici Paneli', template: '%s | Yönetici Paneli' },
  robots: { index: false, follow: false },
};

export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdmin(MODERATOR);
  return (
    <div className="flex min-h-dvh bg-muted/30">
      <AdminSidebar screens={screensFor(admin.role)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-end gap-2 border-b bg-background/95 px-4 pl-16 backdrop-blur lg:pl-6">
          <NotificationBell />
          <AdminUserMenu name={admin.fullName || admin.email} roleLabel={ROLE_LABEL[admin.role]} />
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6">{children}</main>
      </div>
    </div>
  );
}
