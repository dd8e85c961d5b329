// The booking payload's zod schema, loaded on demand: zod is about 31 KB of gzipped JavaScript
// and the form needs it only when the visitor submits, so the booking page's first load goes
// without it. The form starts the download when the visitor first focuses a field.
import type { createAppointmentSchema } from '@/lib/validation/appointment';

let loading: Promise<typeof createAppointmentSchema> | null = null;

export function loadBookingSchema(): Promise<typeof createAppointmentSchema> {
  loading ??= import('@/lib/validation/appointment').then((m) => m.createAppointmentSchema, (error) => {
    loading = null; // a failed download is tried again on the next submit
    throw error;
  });
  return loading;
}
