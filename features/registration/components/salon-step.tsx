'use client';
// Step 1: the salon. District waits for a city; changing the city clears the district.
import { errorProps, FormField } from '@/components/kit/form-field';
import { PhoneInput } from '@/components/kit/phone-typing-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { AvailabilityHint } from './availability-hint';
import { LogoField } from '@/components/kit/logo-field';
import type { FieldErrors, SalonValues, WizardCity } from './types';

export interface LiveCheck { taken: boolean; checking: boolean; message: string }

/** A salon of the same name in the same district: said, never blocking (two salons may share a name). */
export const SALON_NAME_IN_DISTRICT_MESSAGE = 'Bu ilçede aynı adla kayıtlı bir salon var. Aynı salonu ikinci kez kaydetmediğinizden emin olun.';

export function SalonStep({ values, onChange, errors, cities, citiesError, phoneCheck, emailCheck, nameWarning }: {
  values: SalonValues;
  onChange: (patch: Partial<SalonValues>) => void;
  errors: FieldErrors;
  cities: WizardCity[];
  citiesError: boolean;
  phoneCheck: LiveCheck;
  emailCheck: LiveCheck;
  nameWarning: string | null;
}) {
  const districts = cities.find((c) => String(c.id) === values.cityId)?.districts ?? [];
  const err = (field: string, live?: LiveCheck) => errors[`salon.${field}`] ?? (live?.taken ? live.message : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField id="salon-name" label="Salon Adı" error={err('name')}>
          <Input id="salon-name" name="salonName" autoComplete="organization" maxLength={100} value={values.name}
            onChange={(e) => onChange({ name: e.target.value })} {...errorProps('salon-name', err('name'))}
            aria-describedby={err('name') ? 'salon-name-error' : nameWarning ? 'salon-name-warning' : undefined} />
        </FormField>
        {nameWarning && !err('name') ? (
          <p id="salon-name-warning" role="status" className="mt-1.5 text-sm text-amber-700 dark:text-amber-400">{nameWarning}</p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <FormField id="salon-address" label="Adres" error={err('address')}>
          <Input id="salon-address" name="salonAddress" autoComplete="street-address" maxLength={300} value={values.address}
            onChange={(e) => onChange({ address: e.target.value })} {...errorProps('salon-address', err('address'))} />
        </FormField>
      </div>
      <FormField id="salon-city" label="Şehir" error={err('cityId')}>
        <NativeSelect id="salon-city" value={values.cityId} disabled={citiesError}
          onChange={(e) => onChange({ cityId: e.target.value, districtId: '' })} {...errorProps('salon-city', err('cityId'))}>
          <option value="">Şehir seçin</option>
          {cities.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </NativeSelect>
      </FormField>
      <FormField id="salon-district" label="İlçe" error={err('districtId')}>
        <NativeSelect id="salon-district" value={values.districtId} disabled={!values.cityId}
          onChange={(e) => onChange({ districtId: e.target.value })} {...errorProps('salon-district', err('districtId'))}>
          <option value="">{values.cityId ? 'İlçe seçin' : 'Önce şehir seçin'}</option>
          {districts.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
        </NativeSelect>
      </FormField>
      <div className="relative">
        <FormField id="salon-phone" label="Telefon" error={err('phone', phoneCheck)}>
          <PhoneInput id="salon-phone" name="salonPhone" value={values.phone}
            onValueChange={(phone) => onChange({ phone })} {...errorProps('salon-phone', err('phone', phoneCheck))} />
        </FormField>
        <AvailabilityHint checking={phoneCheck.checking} />
      </div>
      <div className="relative">
        <FormField id="salon-email" label="E-posta" error={err('email', emailCheck)}>
          <Input id="salon-email" name="salonEmail" type="email" autoComplete="email" inputMode="email" maxLength={254} value={values.email}
            onChange={(e) => onChange({ email: e.target.value })} {...errorProps('salon-email', err('email', emailCheck))} />
        </FormField>
        <AvailabilityHint checking={emailCheck.checking} />
      </div>
      <div className="sm:col-span-2">
        <LogoField logoUrl={values.logoUrl}
          onChange={(logo) => onChange(logo ? { logoKey: logo.logoKey, logoUrl: logo.logoUrl } : { logoKey: null, logoUrl: null })} />
      </div>
    </div>
  );
}
