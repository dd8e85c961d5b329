'use client';
// The salon part of the create and edit modals (spec 2 §5 salon form): name, address, city then
// district (disabled until a city is chosen), phone, e-mail, hours, currency, tax rate (0–100,
// step 0.01), logo (the storage module's rules) and active.
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { LogoField } from '@/components/kit/logo-field';
import { SALON_CURRENCIES } from '@/features/salons/schema.salon';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { PlaceFields } from '../shared/place-fields';

type Field = 'name' | 'address' | 'cityId' | 'districtId' | 'phone' | 'email' | 'openTime' | 'closeTime' | 'currency' | 'taxRate' | 'isActive' | 'logoKey' | 'removeLogo';
const CURRENCY_OPTIONS = SALON_CURRENCIES.map((c) => ({ value: c, label: c }));

export function SalonFields<V extends FieldValues>({ form, currentLogoUrl }: { form: UseFormReturn<V, unknown, unknown>; currentLogoUrl?: string | null }) {
  const f = (name: Field) => name as Path<V>;
  const [logoUrl, setLogoUrl] = useState<string | null>(currentLogoUrl ?? null);

  return (
    <>
      <FormInput form={form} name={f('name')} label="Salon Adı" autoComplete="off" />
      <FormInput form={form} name={f('address')} label="Adres" autoComplete="off" />
      <PlaceFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name={f('phone')} label="Telefon" type="tel" inputMode="tel" autoComplete="off" />
        <FormInput form={form} name={f('email')} label="E-posta" type="email" autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <FormInput form={form} name={f('openTime')} label="Açılış" type="time" />
        <FormInput form={form} name={f('closeTime')} label="Kapanış" type="time" />
        <FormSelect form={form} name={f('currency')} label="Para Birimi" options={CURRENCY_OPTIONS} />
        <FormInput form={form} name={f('taxRate')} label="Vergi Oranı (%)" type="number" min={0} max={100} step="0.01" inputMode="decimal" />
      </div>
      <LogoField logoUrl={logoUrl} onChange={(logo) => {
        setLogoUrl(logo?.logoUrl ?? null);
        form.setValue(f('logoKey'), (logo?.logoKey ?? null) as PathValue<V, Path<V>>);
        if (currentLogoUrl !== undefined) form.setValue(f('removeLogo'), (logo === null) as PathValue<V, Path<V>>);
      }} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register(f('isActive'))} />
        Aktif (salon sitede görünsün)
      </label>
    </>
  );
}
