// The panel's screens a user may open, for the menu (layout and /panel/menu). Browser-safe.
import { PANEL_SCREENS, type PanelScreen } from './nav';
import { can, type RolePermissions } from './permissions';
import { PANEL_RIGHTS } from './rights';

export function panelScreensFor(permissions: RolePermissions): PanelScreen[] {
  return PANEL_SCREENS.filter((s) => {
    const right = PANEL_RIGHTS[s.right];
    return right === null || can(permissions, right[0], right[1]);
  });
}
