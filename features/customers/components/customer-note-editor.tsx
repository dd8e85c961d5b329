'use client';
// The editor of a customer's private note, for users with the 'customer.note' right: THE form
// dialog of the back-office, checked with the server action's own schema. Saving it empty
// deletes the note; the page re-reads the note from the server afterwards.
import { Pencil, Plus } from 'lucide-react';
import { saveCustomerNoteAction } from '@/features/customers/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormTextarea } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import { CUSTOMER_NOTE_MAX, customerNoteSchema } from '@/features/customers/schema';

export function CustomerNoteEditor({ phone, note }: { phone: string; note: string | null }) {
  return (
    <FormDialog
      title={note ? 'Notu Düzenle' : 'Not Ekle'}
      description="Notu yalnızca salonunuzun kullanıcıları görür. Boş bırakıp kaydederseniz not silinir."
      trigger={<Button variant="outline" size="sm">{note ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}{note ? 'Düzenle' : 'Not Ekle'}</Button>}
      schema={customerNoteSchema}
      defaultValues={{ phone, note: note ?? '' }}
      action={saveCustomerNoteAction}
      submitLabel="Kaydet"
      successMessage="Not kaydedildi"
    >
      {(form) => (
        <FormTextarea form={form} name="note" label="Not" rows={6} maxLength={CUSTOMER_NOTE_MAX}
          placeholder="Örn. Boyaya alerjisi var, sabah saatlerini tercih ediyor" />
      )}
    </FormDialog>
  );
}
