// The panel's screens a user may open, for the menu (layout and /panel/menu). Browser-safe.
import { PANEL_SCREENS, type PanelScreen } from './nav';
import type { RolePermissions } from './permissions';
import { holdsRight } from './rights';

export function panelScreensFor(permissions: RolePermissions): PanelScreen[] {
  return PANEL_SCREENS.filter((s) => holdsRight(permissions, s.right));
}
