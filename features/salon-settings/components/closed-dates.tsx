'use client';
// Days the whole salon is closed (holidays): a list soonest first, 'Kapalı Gün Ekle' in the
// shared modal form, removal behind the shared confirmation.
import { CalendarX } from 'lucide-react';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import { closedDateSchema } from '@/features/salon-settings/schema';

export interface ClosedDateItem { id: string; date: string; label: string; note: string | null }

export function ClosedDates({ items, today, canEdit, addAction, removeAction }: {
  items: ClosedDateItem[];
  today: string;
  canEdit: boolean;
  addAction: (input: { date: string; note: string | null }) => Promise<ActionResult<unknown>>;
  removeAction: (input: { id: string }) => Promise<ActionResult<unknown>>;
}) {
  return (
    <div className="grid gap-3">
      {canEdit ? (
        <div>
          <FormDialog title="Kapalı Gün Ekle" description="Salonunuz bu tarihte online randevu almaz."
            trigger={<Button variant="outline">Kapalı Gün Ekle</Button>} schema={closedDateSchema}
            defaultValues={{ date: today, note: '' }} action={addAction} submitLabel="Ekle" successMessage="Kapalı gün eklendi">
            {(form) => (
              <>
                <FormInput form={form} name="date" label="Tarih" type="date" min={today} />
                <FormInput form={form} name="note" label="Not (isteğe bağlı)" placeholder="Örn. Kurban Bayramı" maxLength={200} />
              </>
            )}
          </FormDialog>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <CalendarX className="size-4" aria-hidden="true" /> Yaklaşan kapalı gün yok.
        </p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 rounded-lg border bg-background p-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">{item.label}</p>
                {item.note ? <p className="user-text text-sm text-muted-foreground">{item.note}</p> : null}
              </div>
              {canEdit ? (
                <ConfirmAction trigger={<Button variant="ghost" size="sm">Kaldır</Button>}
                  title="Kapalı gün kaldırılsın mı?" description={`${item.label} yeniden açık gün olur ve online randevu alınabilir.`}
                  confirmLabel="Kaldır" run={() => removeAction({ id: item.id })} successMessage="Kapalı gün kaldırıldı" />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
