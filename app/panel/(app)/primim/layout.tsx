// Checks the session before its loading state streams (features/panel/components/screen-layout.tsx).
import { panelScreenLayout } from '@/features/panel/components/screen-layout';

export default panelScreenLayout('page.ownStatement');
