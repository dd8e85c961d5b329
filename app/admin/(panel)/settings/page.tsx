// /admin/settings: the signed-in admin's account — who they are and the change-password form.
import { AdminPageHeader } from '@/components/kit/page-header';
import { AdminPasswordForm } from '@/features/back-office/components/admin/admin-password-form';
import { adminMetadata } from '@/features/back-office/metadata';
import { ROLE_LABEL, screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

const SCREEN = screenAt('/admin/settings');
export const generateMetadata = adminMetadata(SCREEN);

export default async function AdminSettingsPage() {
  const admin = await requireAdmin(SCREEN.level);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description={`${admin.fullName ?? admin.email} · ${ROLE_LABEL[admin.role]} · ${admin.email}`} />
      <section aria-labelledby="password-heading" className="rounded-xl border bg-card p-6">
        <h2 id="password-heading" className="mb-4 text-lg font-semibold">Şifre Değiştir</h2>
        <AdminPasswordForm />
      </section>
    </div>
  );
}
