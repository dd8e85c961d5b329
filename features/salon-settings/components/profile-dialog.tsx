'use client';
// 'Bilgileri Düzenle': the salon's public details (name, address, city/district, phone,
// e-mail, description, logo) in the shared modal form, saved by saveSalonProfileAction.
import { useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormTextarea } from '@/components/kit/form-input';
import { PlaceFields } from '@/features/salons/components/shared/place-fields';
import { LogoField } from '@/components/kit/logo-field';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import { salonProfileSchema, type SalonProfileInput, type SalonProfileValues } from '@/features/salon-settings/schema';

export function SalonProfileDialog({ values, logoUrl, action }: {
  values: SalonProfileValues;
  logoUrl: string | null;
  action: (input: SalonProfileInput) => Promise<ActionResult<unknown>>;
}) {
  const [shownLogo, setShownLogo] = useState<string | null>(logoUrl);
  return (
    <FormDialog title="Salon Bilgileri" description="Müşterileriniz bu bilgileri salonunuzun sayfasında görür."
      trigger={<Button>Bilgileri Düzenle</Button>} schema={salonProfileSchema} defaultValues={values}
      action={action} submitLabel="Kaydet" successMessage="Salon bilgileri kaydedildi">
      {(form) => (
        <>
          <FormInput form={form} name="name" label="Salon Adı" autoComplete="organization" />
          <FormInput form={form} name="address" label="Adres" autoComplete="street-address" />
          <PlaceFields form={form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="phone" label="Telefon" type="tel" inputMode="tel" autoComplete="tel" />
            <FormInput form={form} name="email" label="E-posta" type="email" autoComplete="email" />
          </div>
          <FormTextarea form={form} name="description" label="Açıklama" rows={4} maxLength={2000} />
          <LogoField logoUrl={shownLogo} onChange={(logo) => {
            setShownLogo(logo?.logoUrl ?? null);
            form.setValue('logoKey' as Path<SalonProfileValues>, (logo?.logoKey ?? null) as PathValue<SalonProfileValues, Path<SalonProfileValues>>);
            form.setValue('removeLogo' as Path<SalonProfileValues>, (logo === null) as PathValue<SalonProfileValues, Path<SalonProfileValues>>);
          }} />
        </>
      )}
    </FormDialog>
  );
}
