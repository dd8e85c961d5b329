'use client';
// Adding time off (leave, sick days): an inclusive date range from today on, at most a year,
// with an optional note. The back-office's <FormDialog>; the server checks against its own today.
import { useMemo, type ReactNode } from 'react';
import { addStaffTimeOffAction } from '@/features/staff/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import { timeOffFormSchemaFor, type TimeOffValues } from '@/features/staff/schema.time-off';

export function TimeOffDialog({ staffId, staffName, today, trigger }: { staffId: string; staffName: string; today: string; trigger: ReactNode }) {
  const schema = useMemo(() => timeOffFormSchemaFor(today), [today]);
  const defaults: TimeOffValues = { staffId, startDate: today, endDate: today, note: '' };
  return (
    <FormDialog title="İzin Ekle" description={staffName} trigger={trigger} schema={schema} defaultValues={defaults}
      action={addStaffTimeOffAction} submitLabel="Ekle" successMessage="İzin eklendi">
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="startDate" label="Başlangıç tarihi" type="date" min={today} />
            <FormInput form={form} name="endDate" label="Bitiş tarihi" type="date" min={today} />
          </div>
          <FormInput form={form} name="note" label="Not (isteğe bağlı)" placeholder="Örn. Yıllık izin" maxLength={200} autoComplete="off" />
          <p className="text-xs text-muted-foreground">Bu tarihlerde personele online randevu verilmez. Var olan randevular değişmez.</p>
        </>
      )}
    </FormDialog>
  );
}
