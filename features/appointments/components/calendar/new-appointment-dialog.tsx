'use client';
// 'Yeni Randevu': a phone or walk-in booking written by the salon. The back-office's
// <FormDialog> with the shared schema; the server recomputes end time and price and checks
// the staff member's hours, blocks and other appointments in the booking transaction (a clash
// comes back as a Turkish toast naming the other appointment). Opened by its button or by a
// tapped empty slot, which prefills staff, date and start time. Only the staff who give the
// chosen service are offered; 'Şimdi' sets today and the present time for a walk-in; an earlier
// time today records a visit already made, and a time outside the staff member's hours is
// written once 'Çalışma saatleri dışında kaydet' is ticked; an earlier customer is found by name
// or phone ('Müşteri ara').
import type { Ref } from 'react';
import { Plus } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { createSalonAppointmentAction } from '@/features/appointments/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormTextarea } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import type { CalendarService, CalendarStaff } from '@/features/appointments/server/calendar';
import { formatPrice } from '@/platform/text/format';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import { createSalonAppointmentSchema, SALON_TIME_STEP_MINUTES } from '@/features/appointments/schema.panel';
import { CustomerLookup } from './customer-lookup';
import { SelectField } from './select-field';

type Values = z.input<typeof createSalonAppointmentSchema>;
type Form = UseFormReturn<Values, unknown, z.output<typeof createSalonAppointmentSchema>>;

export interface BookingPrefill {
  staffId: string;
  date: string;
  /** 'HH:MM' */
  startTime: string;
}

interface Props {
  services: CalendarService[];
  staff: CalendarStaff[];
  prefill: BookingPrefill;
  triggerRef?: Ref<HTMLButtonElement>;
}

export function NewAppointmentDialog({ services, staff, prefill, triggerRef }: Props) {
  // The first service the tapped staff member gives, so the pair is valid from the start.
  const service = services.find((s) => s.staffIds.includes(prefill.staffId)) ?? services[0];
  // A staff member who gives no service at all: the first one who gives the offered service.
  const staffId = !service || service.staffIds.includes(prefill.staffId) ? prefill.staffId : (service.staffIds[0] ?? '');
  const defaults: Values = {
    customerPhone: '', customerName: '', customerEmail: '', serviceId: service?.id ?? '', staffId,
    date: prefill.date, startTime: prefill.startTime, notes: '', outsideHours: false,
  };
  return (
    <FormDialog title="Yeni Randevu" description="Telefonla arayan ya da salona gelen müşteri için randevu yazın."
      trigger={<Button ref={triggerRef}><Plus aria-hidden="true" /> Yeni Randevu</Button>}
      schema={createSalonAppointmentSchema} defaultValues={defaults} action={createSalonAppointmentAction}
      submitLabel="Randevuyu Kaydet" successMessage="Randevu oluşturuldu">
      {(form) => <BookingFields form={form} services={services} staff={staff} />}
    </FormDialog>
  );
}

function BookingFields({ form, services, staff }: { form: Form; services: CalendarService[]; staff: CalendarStaff[] }) {
  const service = services.find((s) => s.id === form.watch('serviceId'));
  const givers = service ? staff.filter((m) => service.staffIds.includes(m.id)) : staff;

  // A staff member who does not give the new service is swapped for the first who does.
  const onService = (id: string) => {
    const chosen = services.find((s) => s.id === id);
    if (chosen && !chosen.staffIds.includes(form.getValues('staffId')) && chosen.staffIds[0]) {
      form.setValue('staffId', chosen.staffIds[0], { shouldValidate: true });
    }
  };
  const walkIn = () => {
    const clock = istanbulClock(new Date());
    const minutes = Math.floor(clock.minutes / SALON_TIME_STEP_MINUTES) * SALON_TIME_STEP_MINUTES;
    form.setValue('date', clock.date, { shouldValidate: true });
    form.setValue('startTime', minutesToTime(minutes), { shouldValidate: true });
  };

  if (services.length === 0) {
    return <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">Randevu yazmak için önce Hizmetler sayfasından bir hizmet ekleyin.</p>;
  }
  return (
    <div className="grid max-h-[60dvh] gap-4 overflow-y-auto pr-1">
      <CustomerLookup onChoose={(c) => {
        form.setValue('customerPhone', c.phone, { shouldValidate: true });
        form.setValue('customerName', c.name, { shouldValidate: true });
      }} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="customerPhone" label="Telefon" type="tel" inputMode="tel" autoComplete="off" placeholder="0 5xx xxx xx xx" maxLength={20} />
        <FormInput form={form} name="customerName" label="Ad Soyad" autoComplete="off" maxLength={100} />
      </div>
      <FormInput form={form} name="customerEmail" label="E-posta (isteğe bağlı)" type="email" autoComplete="off" maxLength={254} />
      <SelectField form={form} name="serviceId" label="Hizmet" onChange={onService}
        options={services.map((s) => ({ value: s.id, label: `${s.name} · ${s.durationMinutes} dk · ${formatPrice(s.price)}` }))} />
      {/* A phone cuts the closed select's text ("₺450,0", issue 28): the length and price in full. */}
      {service ? (
        <p data-testid="service-facts" className="-mt-2 text-sm text-muted-foreground">{service.durationMinutes} dk · {formatPrice(service.price)}</p>
      ) : null}
      <SelectField form={form} name="staffId" label="Personel" options={givers.map((m) => ({ value: m.id, label: m.name }))}
        placeholder={givers.length === 0 ? 'Bu hizmeti veren personel yok' : undefined} />
      {/* The date on a row of its own: at 390 px a date, a time and 'Şimdi' side by side overlapped
          (issue 28). Top-aligned, so a field's error message pushes nothing over another field. */}
      <FormInput form={form} name="date" label="Tarih" type="date" />
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <FormInput form={form} name="startTime" label="Başlangıç" type="time" step={SALON_TIME_STEP_MINUTES * 60} />
        <div className="grid gap-1.5">
          {/* As high as a field's label, so the button lines up with the time box. */}
          <span className="invisible text-sm leading-none" aria-hidden="true">.</span>
          <Button type="button" variant="outline" onClick={walkIn} aria-label="Şimdi: bugün, şu anki saat">Şimdi</Button>
        </div>
      </div>
      <FormTextarea form={form} name="notes" label="Not (isteğe bağlı)" maxLength={500} rows={2} />
      {/* Issue 28: a walk-in after hours or on a day off; the server refuses it until this is ticked. */}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...form.register('outsideHours')} />
        <span>Çalışma saatleri dışında kaydet<span className="block text-xs text-muted-foreground">Seçilen saat çalışma saatleri dışında olsa da randevu yazılır.</span></span>
      </label>
    </div>
  );
}
