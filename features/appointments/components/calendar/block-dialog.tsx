'use client';
// 'Zaman Kapat': takes a staff member's time for something else (a meeting, an errand), so no
// online slot is offered there. The back-office's <FormDialog> with the shared schema; the
// server refuses a block over a live appointment with a message naming it.
import { Ban } from 'lucide-react';
import { createBlockAction } from '@/features/appointments/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import type { CalendarStaff } from '@/features/appointments/server/calendar';
import { blockSchema, SALON_TIME_STEP_MINUTES } from '@/features/appointments/schema.panel';
import { SelectField } from './select-field';

interface Props {
  staff: CalendarStaff[];
  defaults: { staffId: string; date: string; startTime: string; endTime: string };
}

export function BlockDialog({ staff, defaults }: Props) {
  return (
    <FormDialog title="Zaman Kapat" description="Bu saatlerde personele randevu verilmez."
      trigger={<Button variant="outline"><Ban aria-hidden="true" /> Zaman Kapat</Button>}
      schema={blockSchema} defaultValues={{ ...defaults, reason: '' }} action={createBlockAction}
      submitLabel="Kapat" successMessage="Saat kapatıldı">
      {(form) => (
        <>
          <SelectField form={form} name="staffId" label="Personel" options={staff.map((m) => ({ value: m.id, label: m.name }))} />
          <FormInput form={form} name="date" label="Tarih" type="date" />
          <div className="grid grid-cols-2 gap-3">
            <FormInput form={form} name="startTime" label="Başlangıç" type="time" step={SALON_TIME_STEP_MINUTES * 60} />
            <FormInput form={form} name="endTime" label="Bitiş" type="time" step={SALON_TIME_STEP_MINUTES * 60} />
          </div>
          <FormInput form={form} name="reason" label="Açıklama (isteğe bağlı)" placeholder="Örn. Toplantı" maxLength={200} autoComplete="off" />
        </>
      )}
    </FormDialog>
  );
}
