// The panel's screens a user may open, for the menu (layout and /panel/menu). Browser-safe.
import { PANEL_SCREENS, type PanelScreen } from './panel-screens';
import type { RolePermissions } from './panel-permissions';
import { holdsRight } from './panel-rights';

export function panelScreensFor(user: { permissions: RolePermissions; staffId: string | null }): PanelScreen[] {
  return PANEL_SCREENS.filter((s) => holdsRight(user.permissions, s.right) && (!s.forStaffMember || user.staffId !== null));
}
