'use client';
// Labelled fields bound to a react-hook-form form, with the error under the field and wired
// for screen readers. Used inside <FormDialog> and the admin's page forms.
import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorProps, FormField } from '@/components/kit/form-field';
import { PasswordInput } from '@/components/kit/password-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

interface Base<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  label: string;
}

function useFieldIds<V extends FieldValues>(form: Base<V>['form'], name: Path<V>) {
  const id = `field-${String(name).replace(/\W/g, '-')}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  return { id, error };
}

export function FormInput<V extends FieldValues>({ form, name, label, ...props }: Base<V> & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  const { id, error } = useFieldIds(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <Input id={id} {...props} {...form.register(name)} {...errorProps(id, error)} />
    </FormField>
  );
}

export function FormPassword<V extends FieldValues>({ form, name, label, autoComplete = 'new-password' }: Base<V> & { autoComplete?: string }) {
  const { id, error } = useFieldIds(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput id={id} autoComplete={autoComplete} {...form.register(name)} {...errorProps(id, error)} />
    </FormField>
  );
}

export function FormSelect<V extends FieldValues>({ form, name, label, options }: Base<V> & { options: { value: string; label: string }[] }) {
  const { id, error } = useFieldIds(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect id={id} {...form.register(name)} {...errorProps(id, error)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect>
    </FormField>
  );
}

export function FormTextarea<V extends FieldValues>({ form, name, label, ...props }: Base<V> & Omit<ComponentProps<'textarea'>, 'name' | 'form'>) {
  const { id, error } = useFieldIds(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea id={id} {...props} {...form.register(name)} {...errorProps(id, error)} />
    </FormField>
  );
}
