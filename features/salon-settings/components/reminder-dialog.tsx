'use client';
// 'Hatırlatma Ayarı': how long before an appointment the customer gets the reminder e-mail
// (24 or 2 hours), in the shared modal form, saved by saveReminderSettingsAction.
import { FormDialog } from '@/components/kit/form-dialog';
import { FormSelect } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import { REMINDER_LABELS, reminderSettingsSchema, type ReminderSettingsInput, type ReminderSettingsValues } from '@/features/salon-settings/schema';

export function ReminderSettingsDialog({ reminderHours, action }: {
  reminderHours: number;
  action: (input: ReminderSettingsInput) => Promise<ActionResult<unknown>>;
}) {
  const values: ReminderSettingsValues = { reminderHours: String(reminderHours) };
  return (
    <FormDialog title="Randevu Hatırlatması"
      description="E-posta adresi olan müşterilerinize randevularından önce bir hatırlatma e-postası gönderilir."
      trigger={<Button variant="outline">Hatırlatma Ayarı</Button>} schema={reminderSettingsSchema} defaultValues={values}
      action={action} submitLabel="Kaydet" successMessage="Hatırlatma ayarı kaydedildi">
      {(form) => (
        <FormSelect form={form} name="reminderHours" label="Hatırlatma zamanı"
          options={Object.entries(REMINDER_LABELS).map(([value, label]) => ({ value, label }))} />
      )}
    </FormDialog>
  );
}
