// Every back-office page sits under this layout: the session is checked against the database
// here, because proxy.ts only looks at whether a cookie exists.
import { requireAdmin } from '@/lib/auth/session';

export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return children;
}
