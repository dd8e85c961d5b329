'use client';
// 'Yeni Hizmet' and 'Düzenle': the shared modal form (components/kit/form-dialog.tsx) with
// the service's name, category, price, default duration, description and per-weekday
// durations. The schema of features/services/schema.ts checks it here and again in the
// action: a new service goes to createServiceAction, an existing one to updateServiceAction.
import type { ReactNode } from 'react';
import { createServiceAction, updateServiceAction } from '@/features/services/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect, FormTextarea } from '@/components/kit/form-input';
import { serviceFormSchema, type ServiceFormValues } from '@/features/services/schema';
import { WeekdayDurationsField } from './weekday-durations-field';

export interface EditableService {
  id: string;
  name: string;
  categoryId: string | null;
  description: string | null;
  price: number;
  durationMinutes: number;
  dailyDurations: { dayOfWeek: number; durationMinutes: number }[];
  commissionPercent: number | null;
}

export interface CategoryOption {
  id: string;
  name: string;
}

const EMPTY: ServiceFormValues = {
  id: '', name: '', categoryId: '', description: '', price: '', durationMinutes: '30', dailyDurations: ['', '', '', '', '', '', ''], commissionPercent: '',
};

function valuesOf(service: EditableService): ServiceFormValues {
  return {
    id: service.id, name: service.name, categoryId: service.categoryId ?? '', description: service.description ?? '',
    price: service.price.toFixed(2), durationMinutes: String(service.durationMinutes),
    dailyDurations: Array.from({ length: 7 }, (_, day) => {
      const own = service.dailyDurations.find((d) => d.dayOfWeek === day);
      return own ? String(own.durationMinutes) : '';
    }),
    commissionPercent: service.commissionPercent === null ? '' : String(service.commissionPercent).replace('.', ','),
  };
}

export function ServiceDialog({ service, categories, trigger, defaultCategoryId }: {
  service?: EditableService;
  categories: CategoryOption[];
  trigger: ReactNode;
  /** For 'Yeni Hizmet' inside a category's section. */
  defaultCategoryId?: string | null;
}) {
  const categoryOptions = [{ value: '', label: 'Kategorisiz (Diğer)' }, ...categories.map((c) => ({ value: c.id, label: c.name }))];
  return (
    <FormDialog
      title={service ? 'Hizmeti Düzenle' : 'Yeni Hizmet'}
      // Not the service's name: a long one would not wrap in the dialog's description.
      description={service ? 'Değişiklikler salon sayfanızda hemen görünür.' : 'Hizmet adı, fiyat ve süre zorunludur.'}
      trigger={trigger}
      schema={serviceFormSchema}
      defaultValues={service ? valuesOf(service) : { ...EMPTY, categoryId: defaultCategoryId ?? '' }}
      action={({ id, ...input }) => (id ? updateServiceAction({ ...input, id }) : createServiceAction(input))}
      submitLabel={service ? 'Kaydet' : 'Ekle'}
      successMessage={service ? 'Hizmet güncellendi' : 'Hizmet eklendi'}
    >
      {(form) => (
        <>
          <FormInput form={form} name="name" label="Hizmet Adı" autoComplete="off" maxLength={100} />
          <FormSelect form={form} name="categoryId" label="Kategori" options={categoryOptions} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="price" label="Fiyat (₺)" inputMode="decimal" autoComplete="off" placeholder="0,00" />
            <FormInput form={form} name="durationMinutes" label="Varsayılan süre (dakika)" type="number" inputMode="numeric" min={5} max={480} step={5} />
          </div>
          <FormTextarea form={form} name="description" label="Açıklama (isteğe bağlı)" rows={3} maxLength={500} />
          <FormInput form={form} name="commissionPercent" label="Prim oranı (%, isteğe bağlı)" inputMode="decimal" autoComplete="off"
            placeholder="Boş: personelin hizmet primi" />
          <WeekdayDurationsField form={form} />
        </>
      )}
    </FormDialog>
  );
}
