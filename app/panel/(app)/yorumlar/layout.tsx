// Checks the screen's right before its loading state streams: a real 403 (lib/panel/screen-layout.tsx).
import { panelScreenLayout } from '@/lib/panel/screen-layout';

export default panelScreenLayout('page.reviews');
