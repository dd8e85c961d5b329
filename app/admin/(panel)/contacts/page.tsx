// /admin/contacts: built by a later admin issue; until then a clear "hazırlanıyor" state behind its level.
import { ComingSoon } from '@/components/admin/coming-soon';
import { adminMetadata } from '@/lib/admin/metadata';
import { screenAt } from '@/lib/admin/roles';
import { requireAdmin } from '@/lib/admin/session';

const SCREEN = screenAt('/admin/contacts');
export const generateMetadata = adminMetadata(SCREEN);

export default async function Page() {
  await requireAdmin(SCREEN.level);
  return <ComingSoon title={SCREEN.label} />;
}
