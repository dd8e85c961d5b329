'use client';
// The staff form's week: one block per weekday, Monday first, stacked vertically so it fits
// a phone. Each day: working or not, start–end (native time inputs in 5-minute steps) and an
// optional break. The salon's hours for the day are shown beside it, and the day's first
// problem under it (the message names the day). 'Tüm çalışma günlerine uygula' copies a day's
// hours and break to every other working day, inside that day's salon hours (issue 28: breaks
// were typed day by day).
import { useId } from 'react';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  copiedDay, formatSpan, salonHoursOnWeekday, TIME_STEP_MINUTES, WEEK_DISPLAY_ORDER, WEEKDAY_NAMES,
  type SalonSchedule, type StaffDayField, type StaffFormValues,
} from '@/features/staff/schema';

export type StaffForm = UseFormReturn<StaffFormValues, unknown, unknown>;

const FIELDS: StaffDayField[] = ['isWorking', 'start', 'end', 'breakStart', 'breakEnd'];

function dayError(errors: FieldErrors<StaffFormValues>, day: number): { field: StaffDayField; message: string } | null {
  const dayErrors = errors.week?.[day];
  for (const field of FIELDS) {
    const message = dayErrors?.[field]?.message;
    if (typeof message === 'string') return { field, message };
  }
  return null;
}

export function WeekEditor({ form, salon }: { form: StaffForm; salon: SalonSchedule }) {
  const week = useWatch({ control: form.control, name: 'week' });
  const weekError = form.formState.errors.week?.message ?? form.formState.errors.week?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Çalışma saatleri</legend>
      {typeof weekError === 'string' ? <p className="text-sm text-destructive">{weekError}</p> : null}
      {WEEK_DISPLAY_ORDER.map((day) => (
        <DayEditor key={day} form={form} day={day} salon={salon}
          isWorking={week?.[day]?.isWorking === true} hasBreak={week?.[day]?.hasBreak === true} />
      ))}
    </fieldset>
  );
}

function DayEditor({ form, day, salon, isWorking, hasBreak }: {
  form: StaffForm; day: number; salon: SalonSchedule; isWorking: boolean; hasBreak: boolean;
}) {
  const id = useId();
  const open = salonHoursOnWeekday(salon, day);
  const error = dayError(form.formState.errors, day);
  const errorId = `${id}-error`;
  const invalid = (field: StaffDayField) => (error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  const time = (field: 'start' | 'end' | 'breakStart' | 'breakEnd', label: string) => (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={`${id}-${field}`} className="text-xs text-muted-foreground">{label}</Label>
      <Input id={`${id}-${field}`} type="time" step={TIME_STEP_MINUTES * 60} className="min-w-0"
        {...form.register(`week.${day}.${field}`)} {...invalid(field)} />
    </div>
  );

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="sr-only">{WEEKDAY_NAMES[day]}</legend>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-medium" aria-hidden="true">{WEEKDAY_NAMES[day]}</span>
        <span className="text-xs text-muted-foreground">
          {open ? `Salon: ${formatSpan(open.open, open.close)}` : 'Salon kapalı'}
        </span>
      </div>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register(`week.${day}.isWorking`)} {...invalid('isWorking')} />
        Çalışıyor
      </label>
      {isWorking ? (
        <>
          <div className="grid grid-cols-2 gap-2">
            {time('start', 'Başlangıç')}
            {time('end', 'Bitiş')}
          </div>
          <label className="flex min-h-6 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register(`week.${day}.hasBreak`)} />
            Mola var
          </label>
          {hasBreak ? (
            <div className="grid grid-cols-2 gap-2">
              {time('breakStart', 'Mola başlangıcı')}
              {time('breakEnd', 'Mola bitişi')}
            </div>
          ) : null}
        </>
      ) : null}
      {isWorking ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => applyToWorkingDays(form, day, salon)}
          aria-label={`${WEEKDAY_NAMES[day]} saatlerini ve molasını tüm çalışma günlerine uygula`}>
          Tüm çalışma günlerine uygula
        </Button>
      ) : null}
      {error ? <p id={errorId} className="text-sm text-destructive">{error.message}</p> : null}
    </fieldset>
  );
}

/** `day`'s start, end and break onto every other day marked 'Çalışıyor', as each day's salon hours allow (copiedDay); days off stay off. */
function applyToWorkingDays(form: StaffForm, day: number, salon: SalonSchedule) {
  const source = form.getValues(`week.${day}`);
  for (const other of WEEK_DISPLAY_ORDER) {
    if (other === day || form.getValues(`week.${other}.isWorking`) !== true) continue;
    const copied = copiedDay(source, form.getValues(`week.${other}`), salon);
    for (const field of ['start', 'end', 'hasBreak', 'breakStart', 'breakEnd'] as const) {
      form.setValue(`week.${other}.${field}`, copied[field], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  }
}
