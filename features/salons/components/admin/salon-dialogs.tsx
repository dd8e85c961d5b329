'use client';
// 'Salon Ekle' (salon, owner and first plan in one go) and 'Düzenle' modals on /admin/salons.
// Both use the FormDialog pattern with the server action's own zod schema.
import type { ReactNode } from 'react';
import { createSalonAction, updateSalonAction } from '@/features/salons/actions.admin';
import { createSalonSchema, updateSalonSchema, type CreateSalonValues, type UpdateSalonValues } from '@/features/salons/schema.salon';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';
import { minutesToTime } from '@/platform/time/istanbul';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormPassword, FormSelect } from '@/components/kit/form-input';
import { SalonFields } from './salon-fields';
import { useSalonFormOptions } from '../shared/salon-form-options';

const SALON_DEFAULTS = { name: '', address: '', cityId: '', districtId: '', phone: '', email: '', openTime: '09:00', closeTime: '18:00', currency: 'TRY' as const, taxRate: '18', isActive: true, logoKey: null };

export function CreateSalonDialog({ trigger }: { trigger: ReactNode }) {
  const { plans } = useSalonFormOptions();
  const active = plans.filter((p) => p.active);
  const defaults: CreateSalonValues = {
    ...SALON_DEFAULTS, planId: (active.find((p) => p.interval === 'monthly') ?? active[0])?.id ?? '',
    ownerUsername: '', ownerPassword: '', ownerEmail: '', ownerFirstName: '', ownerLastName: '', ownerPhone: '',
  };
  return (
    <FormDialog title="Yeni Salon" description="Salon, sahibinin hesabı ve ilk aboneliği birlikte oluşturulur." trigger={trigger}
      schema={createSalonSchema} defaultValues={defaults} action={createSalonAction} submitLabel="Salonu Oluştur" busyLabel="Oluşturuluyor..."
      successMessage="Salon oluşturuldu">
      {(form) => (
        <div className="grid max-h-[65vh] gap-4 overflow-y-auto pr-1">
          <SalonFields form={form} />
          <fieldset className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">Salon Sahibi</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput form={form} name="ownerFirstName" label="Ad" autoComplete="off" />
              <FormInput form={form} name="ownerLastName" label="Soyad" autoComplete="off" />
              <FormInput form={form} name="ownerUsername" label="Kullanıcı Adı" autoComplete="off" />
              <FormPassword form={form} name="ownerPassword" label="Şifre" />
              <FormInput form={form} name="ownerEmail" label="Sahip E-postası" type="email" autoComplete="off" />
              <FormInput form={form} name="ownerPhone" label="Sahip Telefonu" type="tel" inputMode="tel" autoComplete="off" />
            </div>
          </fieldset>
          <FormSelect form={form} name="planId" label="Abonelik Planı"
            options={[{ value: '', label: 'Plan seçin' }, ...active.map((p) => ({ value: p.id, label: `${p.name} (${INTERVAL_LABELS[p.interval]})` }))]} />
        </div>
      )}
    </FormDialog>
  );
}

export interface EditableSalon {
  id: string;
  name: string;
  address: string | null;
  cityId: number | null;
  districtId: number | null;
  phone: string | null;
  email: string | null;
  openTimeMinutes: number;
  closeTimeMinutes: number;
  currency: string;
  taxRate: number;
  isActive: boolean;
  logoUrl: string | null;
}

/** Opened by its trigger, or (no trigger) by the caller through open/onOpenChange, e.g. a row's actions menu. */
export function EditSalonDialog({ salon, trigger, open, onOpenChange }: {
  salon: EditableSalon; trigger?: ReactNode; open?: boolean; onOpenChange?: (open: boolean) => void;
}) {
  const defaults: UpdateSalonValues = {
    id: salon.id, name: salon.name, address: salon.address ?? '', cityId: salon.cityId ? String(salon.cityId) : '',
    districtId: salon.districtId ? String(salon.districtId) : '', phone: salon.phone ?? '', email: salon.email ?? '',
    openTime: minutesToTime(salon.openTimeMinutes), closeTime: minutesToTime(salon.closeTimeMinutes),
    currency: salon.currency as UpdateSalonValues['currency'], taxRate: String(salon.taxRate), isActive: salon.isActive,
    logoKey: null, removeLogo: false,
  };
  return (
    <FormDialog title="Salonu Düzenle" description={salon.name} trigger={trigger} open={open} onOpenChange={onOpenChange} schema={updateSalonSchema} defaultValues={defaults}
      action={updateSalonAction} submitLabel="Kaydet" successMessage="Salon güncellendi">
      {(form) => (
        <div className="grid max-h-[65vh] gap-4 overflow-y-auto pr-1">
          <SalonFields form={form} currentLogoUrl={salon.logoUrl} />
        </div>
      )}
    </FormDialog>
  );
}
