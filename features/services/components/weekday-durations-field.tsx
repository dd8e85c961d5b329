'use client';
// The service dialog's 'Güne göre süre': one select per weekday, Monday first, each either
// 'Varsayılan süre' (no row in service_daily_durations) or its own duration in 5-minute steps.
// One column of label + select, so it fits a 390 px phone inside the dialog.
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/select';
import {
  formatServiceDuration, SERVICE_DURATION_OPTIONS, WEEKDAY_DISPLAY_ORDER, WEEKDAY_LABELS,
  type ServiceFormInput, type ServiceFormValues,
} from '@/features/services/schema';

export function WeekdayDurationsField({ form }: { form: UseFormReturn<ServiceFormValues, unknown, ServiceFormInput> }) {
  const errors = form.formState.errors.dailyDurations;
  const listError = typeof errors?.message === 'string' ? errors.message : undefined;
  return (
    <fieldset className="grid gap-2 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Güne göre süre</legend>
      <p id="weekday-durations-hint" className="text-sm text-muted-foreground">
        Bazı günlerde hizmet daha uzun ya da kısa sürüyorsa o günü seçin. Diğer günlerde varsayılan süre geçerlidir.
      </p>
      {WEEKDAY_DISPLAY_ORDER.map((day) => {
        const id = `daily-duration-${day}`;
        const error = errors?.[day]?.message;
        const current = form.watch(`dailyDurations.${day}`);
        const value = current === null || current === undefined || current === '' ? null : Number(current);
        // A duration written elsewhere that is not a 5-minute step still shows as it is (and is refused on save).
        const options = value !== null && Number.isFinite(value) && !SERVICE_DURATION_OPTIONS.includes(value)
          ? [value, ...SERVICE_DURATION_OPTIONS] : SERVICE_DURATION_OPTIONS;
        return (
          <div key={day} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2">
            <label htmlFor={id} className="text-sm">{WEEKDAY_LABELS[day]}</label>
            <div className="min-w-0">
              <NativeSelect id={id} aria-describedby={error ? `${id}-error` : 'weekday-durations-hint'} aria-invalid={error ? true : undefined}
                {...form.register(`dailyDurations.${day}`)}>
                <option value="">Varsayılan süre</option>
                {options.map((minutes) => <option key={minutes} value={String(minutes)}>{formatServiceDuration(minutes)}</option>)}
              </NativeSelect>
              {error ? <p id={`${id}-error`} className="mt-1 text-sm text-destructive">{error}</p> : null}
            </div>
          </div>
        );
      })}
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
    </fieldset>
  );
}
