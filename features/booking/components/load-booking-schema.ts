// The booking payload's zod schema, loaded on demand: zod is about 31 KB of gzipped JavaScript
// and the form needs it only when the visitor submits, so the booking page's first load goes
// without it. The form starts the download when the visitor first focuses a field.
import { reportLoadFailure } from '@/components/ui/load-on-demand';
import type { createAppointmentSchema } from '@/features/appointments/schema';

let loading: Promise<typeof createAppointmentSchema> | null = null;

export function loadBookingSchema(): Promise<typeof createAppointmentSchema> {
  loading ??= import('@/features/appointments/schema').then((m) => m.createAppointmentSchema, (error) => {
    loading = null; // a failed download is tried again on the next submit
    throw error;
  });
  return loading;
}

let reported = false;

/**
 * Fetches the schema ahead of the submit (the form's first focus). A download that fails says
 * so once, in a toast with 'Tekrar dene', and the form and what was typed stay (issue 24, item
 * 19); a tab older than the last deploy reloads instead (components/ui/load-on-demand.ts).
 * Later focus changes stay quiet: the submit tries again, and the server checks anyway.
 */
export function preloadBookingSchema(): void {
  loadBookingSchema().then(() => { reported = false; }, (error: unknown) => {
    if (reported) return;
    reported = true;
    void reportLoadFailure(error, {
      title: 'Bağlantı kurulamadı',
      description: 'Formun bir kısmı yüklenemedi; yazdıklarınız korunuyor. Bağlantınızı kontrol edip tekrar deneyin.',
      retry: () => {
        reported = false;
        preloadBookingSchema();
      },
    });
  });
}
