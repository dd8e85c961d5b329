'use client';
// The areas × view/create/edit/delete of spec 1 §3, as a grid inside a form: checkboxes for
// a role (`permissions.<area>.<action>`), and for a user's own overrides a choice per flag
// between the role's value, granted and refused (`grid.<area>.<action>`). An area whose rights use
// fewer flags (the KVKK erase: delete only) leaves the others' cells empty. The grid scrolls
// sideways in its own box, never the page, on a phone.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ACTION_LABELS, AREA_LABELS } from '@/features/team/schema';
import { actionsOf, PERMISSION_ACTIONS, PERMISSION_AREAS, type RolePermissions } from '@/platform/access/panel-permissions';

const SHORT_ACTION_LABELS: Record<(typeof PERMISSION_ACTIONS)[number], string> = {
  view: 'Görme', create: 'Ekle', edit: 'Düzen', delete: 'Sil',
};

function GridTable({ caption, cell }: { caption: string; cell: (area: (typeof PERMISSION_AREAS)[number], action: (typeof PERMISSION_ACTIONS)[number]) => React.ReactNode }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-medium">Alan</th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col" className="px-1 py-2 text-center font-medium">
                {/* A phone has room for four short headers; only one of the two is ever shown (and read). */}
                <span className="sm:hidden">{SHORT_ACTION_LABELS[action]}</span>
                <span className="max-sm:hidden">{ACTION_LABELS[action]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_AREAS.map((area) => (
            <tr key={area} className="border-t">
              <th scope="row" className="py-1.5 pr-1 pl-2 text-left text-xs font-medium sm:text-sm">{AREA_LABELS[area]}</th>
              {PERMISSION_ACTIONS.map((action) => (
                <td key={action} className="px-0.5 py-1 text-center sm:px-1">{actionsOf(area).includes(action) ? cell(area, action) : null}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RolePermissionGrid<V extends FieldValues>({ form }: { form: UseFormReturn<V, unknown, unknown> }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Yetkiler</legend>
      <GridTable caption="Rolün yetkileri" cell={(area, action) => (
        <input type="checkbox" className="size-5 align-middle" aria-label={`${AREA_LABELS[area]} – ${ACTION_LABELS[action]}`}
          {...form.register(`permissions.${area}.${action}` as Path<V>)} />
      )} />
    </fieldset>
  );
}

export function OverridePermissionGrid<V extends FieldValues>({ form, role }: { form: UseFormReturn<V, unknown, unknown>; role: RolePermissions }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Kullanıcıya özel yetkiler</legend>
      <p className="text-xs text-muted-foreground">
        (✓) ve (✗) rolden gelen yetkidir: var ya da yok. &lsquo;Var&rsquo; ya da &lsquo;Yok&rsquo; seçtikleriniz yalnızca bu kullanıcı için rolün yerine geçer.
      </p>
      <GridTable caption="Kullanıcıya özel yetkiler" cell={(area, action) => (
        // A plain select with the browser's own arrow: four of them fit a phone's row.
        <select className="h-8 w-[3.25rem] rounded-md border sm:w-20 border-input bg-background px-0.5 text-xs outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
          aria-label={`${AREA_LABELS[area]} – ${ACTION_LABELS[action]}`} {...form.register(`grid.${area}.${action}` as Path<V>)}>
          <option value="role">{role[area][action] ? '(✓)' : '(✗)'} Rol</option>
          <option value="yes">Var</option>
          <option value="no">Yok</option>
        </select>
      )} />
    </fieldset>
  );
}
