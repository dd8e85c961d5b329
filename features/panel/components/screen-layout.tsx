import 'server-only';
// The layout of a panel screen that has a loading state (loading.tsx). Such a screen streams:
// its page's own check would show the 403 page after the status line (200) had gone out. The
// screen's layout is outside its loading boundary, so checking the same right here answers a
// real HTTP 403 (or the redirect to the sign-in page). The page checks again all the same
// (platform/access/panel-session.ts says why); the lookup is one read per request.
import type { ReactNode } from 'react';
import type { PanelRightKey } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';

export function panelScreenLayout(right: PanelRightKey) {
  return async function PanelScreenLayout({ children }: { children: ReactNode }) {
    await requireSalonUser(right);
    return children;
  };
}
