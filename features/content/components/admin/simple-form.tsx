'use client';
// The content editor's plain page forms (hero texts, section texts, contact info): fields
// from a list, submitted to an adminAction; server field errors land on their fields, the
// result in a toast; `preview` renders live from the current values.
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { ActionResult } from '@/platform/actions/result';

export type FieldValue = string | number | boolean;
export interface SimpleField {
  name: string;
  label: string;
  type?: 'text' | 'textarea' | 'number' | 'checkbox' | 'email' | 'tel';
  step?: number;
  min?: number;
  hint?: string;
}

export function SimpleForm<V extends Record<string, FieldValue>>({ id, fields, initial, action, submitLabel = 'Kaydet', errorMessage, preview }: {
  id: string;
  fields: SimpleField[];
  initial: V;
  action: (values: V) => Promise<ActionResult<unknown>>;
  submitLabel?: string;
  /** Toast text when the save fails for a reason other than a field. */
  errorMessage?: string;
  preview?: (values: V) => ReactNode;
}) {
  const router = useRouter();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setErrors({});
    try {
      const result = await action(values);
      if (result.ok) {
        toast({ title: 'Başarılı', description: result.message ?? 'Kaydedildi' });
        router.refresh();
      } else {
        setErrors(result.fieldErrors ?? {});
        const firstFieldError = Object.values(result.fieldErrors ?? {})[0];
        toast({ title: 'Hata', description: firstFieldError ?? (errorMessage ? `${errorMessage}: ${result.error}` : result.error), variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Hata', description: errorMessage ?? 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,22rem)]">
      <form noValidate aria-busy={busy} onSubmit={(e) => { e.preventDefault(); void submit(); }} className="grid content-start gap-4">
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const value = values[field.name];
          const set = (next: FieldValue) => setValues((v) => ({ ...v, [field.name]: next }));
          const error = errors[field.name];
          const described = error ? `${fieldId}-error` : undefined;
          return (
            <div key={field.name} className="grid gap-1.5">
              {field.type === 'checkbox' ? (
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input id={fieldId} type="checkbox" className="size-4" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />{field.label}
                </label>
              ) : (
                <>
                  <Label htmlFor={fieldId}>{field.label}</Label>
                  {field.type === 'textarea' ? (
                    <Textarea id={fieldId} rows={3} value={String(value ?? '')} onChange={(e) => set(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
                  ) : (
                    <Input id={fieldId} type={field.type ?? 'text'} step={field.step} min={field.min} value={String(value ?? '')}
                      onChange={(e) => set(field.type === 'number' ? Number(e.target.value) : e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
                  )}
                </>
              )}
              {field.hint ? <p className="text-xs text-muted-foreground">{field.hint}</p> : null}
              {error ? <p id={described} className="text-sm text-destructive">{error}</p> : null}
            </div>
          );
        })}
        <div><Button type="submit" disabled={busy}>{busy ? 'Kaydediliyor...' : submitLabel}</Button></div>
      </form>
      {preview ? (
        <aside aria-label="Önizleme" className="grid content-start gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">Önizleme</h3>
          {preview(values)}
        </aside>
      ) : null}
    </div>
  );
}
