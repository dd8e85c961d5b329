'use client';
// City then district (disabled until a city is chosen; changing the city clears the district),
// bound to a react-hook-form form with fields 'cityId' and 'districtId'. Shared by the admin's
// salon modals and the salon panel's profile form; the cities come from SalonFormOptionsProvider.
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { errorProps, FormField } from '@/components/kit/form-field';
import { NativeSelect } from '@/components/ui/select';
import { useSalonFormOptions } from './salon-form-options';

export function PlaceFields<V extends FieldValues>({ form }: { form: UseFormReturn<V, unknown, unknown> }) {
  const f = (name: 'cityId' | 'districtId') => name as Path<V>;
  const { cities } = useSalonFormOptions();
  const cityId = String(form.watch(f('cityId')) ?? '');
  const districts = cities.find((c) => String(c.id) === cityId)?.districts ?? [];
  const districtError = form.formState.errors[f('districtId')]?.message as string | undefined;
  const cityError = form.formState.errors[f('cityId')]?.message as string | undefined;
  const cityField = form.register(f('cityId'));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="salon-city" label="Şehir" error={cityError}>
        <NativeSelect id="salon-city" {...cityField} {...errorProps('salon-city', cityError)}
          onChange={(e) => { void cityField.onChange(e); form.setValue(f('districtId'), '' as PathValue<V, Path<V>>); }}>
          <option value="">Şehir seçin</option>
          {cities.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </NativeSelect>
      </FormField>
      <FormField id="salon-district" label="İlçe" error={districtError}>
        <NativeSelect id="salon-district" disabled={!cityId} {...form.register(f('districtId'))} {...errorProps('salon-district', districtError)}>
          <option value="">{cityId ? 'İlçe seçin' : 'Önce şehir seçin'}</option>
          {districts.map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
        </NativeSelect>
      </FormField>
    </div>
  );
}
