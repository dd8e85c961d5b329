// /admin/paytr-settings (superadmins only): PayTR merchant settings. The key and salt never
// reach the browser — the page gets only whether each is stored (getAdminPaytrSettings).
import { AdminPageHeader } from '@/components/kit/page-header';
import { PaytrSettingsForm } from '@/features/payments/components/admin/paytr-settings-form';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { getAdminPaytrSettings } from '@/features/payments/server/paytr-settings';
import { env } from '@/platform/env';

const SCREEN = screenAt('/admin/paytr-settings');
export const generateMetadata = adminMetadata(SCREEN);

export default async function PaytrSettingsPage() {
  await requireAdmin(SCREEN.level);
  const settings = await getAdminPaytrSettings();
  return (
    <div className="grid max-w-3xl gap-6">
      <AdminPageHeader title={SCREEN.label} description="Kartla ödeme sağlayıcısı PayTR'ın mağaza bilgileri ve seçenekleri" />
      <PaytrSettingsForm initial={settings} notificationUrl={`${env.SITE_URL.replace(/\/$/, '')}/api/paytr/callback`} />
    </div>
  );
}
