// The home (Ana Sayfa) in a group of its own, so its loading state (loading.tsx) wraps the home
// alone: at the panel's root it would also wrap every screen's layout, and a screen's 403 would
// go out as a 200 after the stream began. Checks the home's right first, as every screen does
// (features/panel/components/screen-layout.tsx).
import { panelScreenLayout } from '@/features/panel/components/screen-layout';

export default panelScreenLayout('page.home');
