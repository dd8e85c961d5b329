'use client';
// Section 5: name and phone (required), e-mail and a note (optional), and where the KVKK
// notice says what happens to them.
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { PhoneInput } from '@/components/kit/phone-typing-input';
import { KvkkNotice } from '@/components/kit/kvkk-notice';

export interface ContactValues { name: string; phone: string; email: string; notes: string }

const NOTE_MAX = 500;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <p id={id} className="text-sm text-destructive">{message}</p> : null;
}

export function ContactFields({ values, onChange, errors, disabled }: {
  values: ContactValues; onChange: (patch: Partial<ContactValues>) => void; errors: Record<string, string>; disabled: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="customerName">Ad Soyad *</Label>
        <Input id="customerName" name="customerName" autoComplete="name" required disabled={disabled} value={values.name}
          aria-invalid={Boolean(errors.customerName)} aria-describedby={errors.customerName ? 'customerName-error' : undefined}
          onChange={(e) => onChange({ name: e.target.value })} />
        <FieldError id="customerName-error" message={errors.customerName} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="customerPhone">Telefon *</Label>
        <PhoneInput id="customerPhone" name="customerPhone" required disabled={disabled} value={values.phone}
          aria-invalid={Boolean(errors.customerPhone)} aria-describedby={errors.customerPhone ? 'customerPhone-error' : undefined}
          onValueChange={(phone) => onChange({ phone })} />
        <FieldError id="customerPhone-error" message={errors.customerPhone} />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor="customerEmail">E-posta (isteğe bağlı)</Label>
        <Input id="customerEmail" name="customerEmail" type="email" autoComplete="email" disabled={disabled} value={values.email}
          aria-invalid={Boolean(errors.customerEmail)} aria-describedby={errors.customerEmail ? 'customerEmail-error' : undefined}
          onChange={(e) => onChange({ email: e.target.value })} />
        <FieldError id="customerEmail-error" message={errors.customerEmail} />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor="notes">Not (isteğe bağlı)</Label>
        <Textarea id="notes" name="notes" maxLength={NOTE_MAX} rows={3} disabled={disabled} value={values.notes}
          aria-describedby="notes-count" onChange={(e) => onChange({ notes: e.target.value })}
          placeholder="Salona iletmek istediğiniz bir not varsa yazın" />
        <p id="notes-count" className="text-right text-xs text-muted-foreground">{values.notes.length} / {NOTE_MAX}</p>
        <FieldError id="notes-error" message={errors.notes} />
      </div>
      <KvkkNotice audience="customer" className="sm:col-span-2"
        purpose="Kişisel verileriniz randevunuzu oluşturmak ve seçtiğiniz salona iletmek için işlenir." />
    </div>
  );
}
