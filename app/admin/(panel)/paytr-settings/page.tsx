// /admin/paytr-settings (superadmins only): PayTR merchant settings. The key and salt never
// reach the browser — the page gets only whether each is stored (getAdminPaytrSettings).
import { AdminPageHeader } from '@/components/admin/page-header';
import { PaytrSettingsForm } from '@/components/admin/paytr/paytr-settings-form';
import { adminMetadata } from '@/lib/admin/metadata';
import { screenAt } from '@/lib/admin/roles';
import { requireAdmin } from '@/lib/admin/session';
import { getAdminPaytrSettings } from '@/lib/db/paytr-settings';
import { env } from '@/lib/env';

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
