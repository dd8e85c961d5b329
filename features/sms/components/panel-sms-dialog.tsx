'use client';
// 'Bildirim Ayarları': per message E-posta / SMS / SMS ve e-posta, and the salon's own mobile for
// its texts, in the shared modal form (busy state, field errors, toast), saved by
// saveSmsPanelSettingsAction. The phone field keeps digits only and shows them grouped.
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/kit/form-dialog';
import { errorProps, FormField } from '@/components/kit/form-field';
import { FormSelect } from '@/components/kit/form-input';
import { PhoneInput } from '@/components/kit/phone-input';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import { CHANNEL_LABELS, CHANNELS, EVENT_LABELS, MESSAGE_EVENTS, type Channel, type MessageEvent } from '@/features/sms/rules/channels';
import {
  SMS_SETTINGS_SAVED_MESSAGE, smsPanelSettingsSchema, smsPanelSettingsValues, type SmsPanelSettingsInput,
} from '@/features/sms/schema.panel';
import { PanelSmsRules } from './panel-sms-rules';

const CHANNEL_OPTIONS = CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

export function PanelSmsDialog({ channels, smsPhone, action }: {
  channels: Record<MessageEvent, Channel>;
  smsPhone: string | null;
  action: (input: SmsPanelSettingsInput) => Promise<ActionResult<unknown>>;
}) {
  return (
    <FormDialog title="Bildirimler"
      description="Her bildirimin müşterinize ve salonunuza nasıl gideceğini seçin."
      trigger={<Button variant="outline">Bildirim Ayarları</Button>} schema={smsPanelSettingsSchema}
      defaultValues={smsPanelSettingsValues(channels, smsPhone)}
      action={action} submitLabel="Kaydet" successMessage={SMS_SETTINGS_SAVED_MESSAGE}>
      {(form) => (
        <>
          {MESSAGE_EVENTS.map((event) => (
            <FormSelect key={event} form={form} name={event} label={EVENT_LABELS[event]} options={CHANNEL_OPTIONS} />
          ))}
          <Controller control={form.control} name="smsPhone" render={({ field, fieldState }) => (
            <FormField id="field-smsPhone" label="SMS bildirimleri için salon telefonu" error={fieldState.error?.message}>
              <PhoneInput id="field-smsPhone" name={field.name} ref={field.ref} onBlur={field.onBlur}
                value={typeof field.value === 'string' ? field.value : ''} onValueChange={field.onChange} {...errorProps('field-smsPhone', fieldState.error?.message)} />
              <p className="text-xs text-muted-foreground">
                Yeni online randevu ve müşteri iptali SMS&apos;leri bu cep telefonuna gider; bunlardan biri için SMS
                seçtiyseniz gereklidir.
              </p>
            </FormField>
          )} />
          <PanelSmsRules />
        </>
      )}
    </FormDialog>
  );
}
