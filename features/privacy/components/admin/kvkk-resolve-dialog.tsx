'use client';
// Answering an open KVKK request: 'Tamamlandı' or 'Reddedildi', each with its note (the modal-form
// pattern of the back-office). A refusal must give its reason (art. 13/3). The dialog says where
// the note goes: to an e-mail requester by mail; for a phone request it is the record only.
import { CheckCircle2, XCircle } from 'lucide-react';
import type { z } from 'zod';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormTextarea } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import { kvkkResolveSchema } from '@/features/privacy/schema.requests';
import type { KvkkRequestView } from '@/features/privacy/types';
import { resolveKvkkRequestAction } from '../../actions.requests.admin';

const noteForm = kvkkResolveSchema.pick({ note: true });

const OUTCOMES = {
  done: {
    button: 'Tamamlandı', title: 'Başvuru tamamlandı', submit: 'Tamamlandı olarak kaydet', Icon: CheckCircle2,
    label: 'Ne yapıldı?', success: 'Başvuru tamamlandı olarak kaydedildi',
  },
  rejected: {
    button: 'Reddedildi', title: 'Başvuruyu reddet', submit: 'Reddet', Icon: XCircle,
    label: 'Ret gerekçesi', success: 'Başvuru reddedildi olarak kaydedildi',
  },
} as const;

export function ResolveDialog({ request, outcome }: { request: KvkkRequestView; outcome: 'done' | 'rejected' }) {
  const o = OUTCOMES[outcome];
  const where = request.channel === 'email'
    ? `Bu not ${request.contact} adresine e-postayla gönderilir.`
    : 'Bu not yalnızca kayıt içindir: sonucu başvurana telefonla veya yazılı olarak siz bildirin.';
  return (
    <FormDialog title={o.title} description={`${where} Sonuç sonradan değiştirilemez.`}
      trigger={<Button variant={outcome === 'done' ? 'default' : 'outline'}><o.Icon aria-hidden="true" />{o.button}</Button>}
      schema={noteForm} defaultValues={{ note: '' }}
      action={(input: z.output<typeof noteForm>) => resolveKvkkRequestAction({ id: request.id, outcome, ...input })}
      submitLabel={o.submit} busyLabel="Kaydediliyor..." successMessage={o.success}>
      {(form) => <FormTextarea form={form} name="note" label={o.label} rows={6} maxLength={2000} />}
    </FormDialog>
  );
}
