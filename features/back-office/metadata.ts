import 'server-only';
// Page titles of admin screens. Next resolves a page's metadata alongside the page, even when
// the page redirects, so a static `metadata` export would put the screen's name into the
// redirect's body. Each screen exports `generateMetadata = adminMetadata(SCREEN)` instead,
// which checks the session (and level) first.
import type { Metadata } from 'next';
import type { AdminScreen } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

export function adminMetadata(screen: Pick<AdminScreen, 'label' | 'level'>): () => Promise<Metadata> {
  return async () => {
    await requireAdmin(screen.level);
    return { title: screen.label };
  };
}
