'use client';
// The staff modal, new or existing: name, position, the services they give and their week.
// The back-office's <FormDialog> with the shared schema plus the salon's hours the form was
// rendered with; the server checks the stored hours again.
import { useMemo, type ReactNode } from 'react';
import { createStaffAction, updateStaffAction } from '@/features/staff/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import {
  createStaffSchema, defaultStaffWeek, staffFormSchemaFor, staffWeekValues, updateStaffSchema,
  type SalonSchedule, type StaffFormValues,
} from '@/features/staff/schema';
import type { PanelServiceOption, PanelStaffMember } from '@/features/staff/server/staff';
import { clipLongWords, staffName } from './staff-name';
import { WeekEditor, type StaffForm } from './week-editor';

export interface StaffFormContext {
  salon: SalonSchedule;
  services: PanelServiceOption[];
  /** False while no staff member of the salon has services chosen (see PanelStaffScreen). */
  mapsServices: boolean;
}

function valuesOf(member: PanelStaffMember, salon: SalonSchedule, services: PanelServiceOption[]) {
  // Only the services the form offers (the salon's active ones); links to inactive ones stay on the server.
  const offered = new Set(services.map((s) => s.id));
  return {
    id: member.id, firstName: member.firstName, lastName: member.lastName, position: member.position ?? '',
    serviceIds: member.services.filter((s) => offered.has(s.id)).map((s) => s.id), week: staffWeekValues(member.week, salon),
  };
}

export function StaffFormDialog({ member, trigger, context }: { member?: PanelStaffMember; trigger: ReactNode; context: StaffFormContext }) {
  const { salon, services } = context;
  const createSchema = useMemo(() => staffFormSchemaFor(createStaffSchema, salon), [salon]);
  const updateSchema = useMemo(() => staffFormSchemaFor(updateStaffSchema, salon), [salon]);
  const fields = (form: unknown) => <StaffFields form={form as StaffForm} context={context} />;

  if (member) {
    return (
      <FormDialog title="Personeli Düzenle" description={clipLongWords(staffName(member))} trigger={trigger}
        schema={updateSchema} defaultValues={valuesOf(member, salon, services)} action={updateStaffAction}
        submitLabel="Kaydet" successMessage="Personel güncellendi">
        {fields}
      </FormDialog>
    );
  }
  const empty: StaffFormValues = { firstName: '', lastName: '', position: '', serviceIds: [], week: defaultStaffWeek(salon) };
  return (
    <FormDialog title="Yeni Personel" description="Ad zorunludur. Çalışma saatleri salonun saatleriyle başlar." trigger={trigger}
      schema={createSchema} defaultValues={empty} action={createStaffAction} submitLabel="Ekle" successMessage="Personel eklendi">
      {fields}
    </FormDialog>
  );
}

function StaffFields({ form, context }: { form: StaffForm; context: StaffFormContext }) {
  return (
    <div className="grid max-h-[65dvh] gap-4 overflow-y-auto pr-1">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="firstName" label="Ad" autoComplete="off" />
        <FormInput form={form} name="lastName" label="Soyad" autoComplete="off" />
      </div>
      <FormInput form={form} name="position" label="Pozisyon" placeholder="Örn. Kuaför, Manikürist" autoComplete="off" />
      <ServicePicker form={form} context={context} />
      <WeekEditor form={form} salon={context.salon} />
    </div>
  );
}

function ServicePicker({ form, context }: { form: StaffForm; context: StaffFormContext }) {
  const error = form.formState.errors.serviceIds;
  const message = typeof error?.message === 'string' ? error.message
    : Array.isArray(error) ? error.find((e) => typeof e?.message === 'string')?.message : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? 'staff-services-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Verdiği hizmetler</legend>
      {context.services.length === 0 ? (
        <p className="text-sm text-muted-foreground">Salonda henüz aktif hizmet yok. Hizmetleri ekledikten sonra burada seçebilirsiniz.</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {context.services.map((service) => (
            <li key={service.id}>
              <label className="flex min-h-9 items-start gap-2 rounded-md px-1 py-1.5 text-sm hover:bg-muted/50">
                <input type="checkbox" className="mt-0.5 size-4 shrink-0" value={service.id} {...form.register('serviceIds')} />
                <span className="user-text">
                  {service.name}
                  {service.categoryName ? <span className="block text-xs text-muted-foreground">{service.categoryName}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {!context.mapsServices && context.services.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Henüz hiçbir personele hizmet seçilmedi; online randevuda personel pozisyonuna göre eşleştiriliyor. Hizmet seçtiğinizde
          yalnızca seçimler geçerli olur: diğer personelin hizmetlerini de seçmeyi unutmayın.
        </p>
      ) : null}
      {message ? <p id="staff-services-error" className="text-sm text-destructive">{message}</p> : null}
    </fieldset>
  );
}
