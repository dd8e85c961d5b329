'use client';
// The 11 areas × view/create/edit/delete of spec 1 §3, as a grid inside a form: checkboxes for
// a role (`permissions.<area>.<action>`), and for a user's own overrides a choice per flag
// between the role's value, granted and refused (`grid.<area>.<action>`). The grid scrolls
// sideways in its own box, never the page, on a phone.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/select';
import { ACTION_LABELS, AREA_LABELS } from '@/lib/panel/team-schemas';
import { PERMISSION_ACTIONS, PERMISSION_AREAS, type RolePermissions } from '@/lib/panel/permissions';

function GridTable({ caption, cell }: { caption: string; cell: (area: (typeof PERMISSION_AREAS)[number], action: (typeof PERMISSION_ACTIONS)[number]) => React.ReactNode }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-medium">Alan</th>
            {PERMISSION_ACTIONS.map((action) => <th key={action} scope="col" className="px-1 py-2 text-center font-medium">{ACTION_LABELS[action]}</th>)}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_AREAS.map((area) => (
            <tr key={area} className="border-t">
              <th scope="row" className="px-2 py-1.5 text-left font-medium">{AREA_LABELS[area]}</th>
              {PERMISSION_ACTIONS.map((action) => <td key={action} className="px-1 py-1 text-center">{cell(area, action)}</td>)}
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
        &lsquo;Rol&rsquo; seçili yetkiler rolden gelir (✓ var, ✗ yok). &lsquo;Var&rsquo; ya da &lsquo;Yok&rsquo; seçtikleriniz yalnızca bu kullanıcı için rolün yerine geçer.
      </p>
      <GridTable caption="Kullanıcıya özel yetkiler" cell={(area, action) => (
        <NativeSelect className="h-8 min-w-[5.5rem] pr-8 pl-2 text-xs" aria-label={`${AREA_LABELS[area]} – ${ACTION_LABELS[action]}`}
          {...form.register(`grid.${area}.${action}` as Path<V>)}>
          <option value="role">Rol {role[area][action] ? '✓' : '✗'}</option>
          <option value="yes">Var</option>
          <option value="no">Yok</option>
        </NativeSelect>
      )} />
    </fieldset>
  );
}
