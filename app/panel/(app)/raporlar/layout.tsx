// Checks the screen's right before its loading state streams: a real 403 (features/panel/components/screen-layout.tsx).
import { panelScreenLayout } from '@/features/panel/components/screen-layout';

export default panelScreenLayout('page.reports');
