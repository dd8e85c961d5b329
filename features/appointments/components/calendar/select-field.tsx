'use client';
// A labelled native select bound to a react-hook-form form, like the admin's FormSelect but
// with an onChange of its own (the booking form narrows the staff list to the chosen service).
import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorProps, FormField } from '@/components/kit/form-field';
import { NativeSelect } from '@/components/ui/select';

interface Props<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  onChange?: (value: string) => void;
}

export function SelectField<V extends FieldValues>({ form, name, label, options, placeholder, onChange }: Props<V>) {
  const id = `field-${String(name).replace(/\W/g, '-')}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect id={id} {...form.register(name, { onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange?.(e.target.value) })}
        {...errorProps(id, error)}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect>
    </FormField>
  );
}
