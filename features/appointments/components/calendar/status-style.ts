// How an appointment looks on the calendar, by status: scheduled blue, confirmed green,
// pending amber, completed grey, no-show outlined red, cancelled faded and struck through.
// Browser-safe; the words are features/appointments/rules/status.ts STATUS_LABELS.
import type { AppointmentStatus } from '@/features/appointments/rules/status';

export const APPOINTMENT_CLASSES: Record<AppointmentStatus, string> = {
  scheduled: 'border-l-4 border-blue-600 bg-blue-100 text-blue-950 hover:bg-blue-200',
  confirmed: 'border-l-4 border-green-600 bg-green-100 text-green-950 hover:bg-green-200',
  pending: 'border-l-4 border-amber-500 bg-amber-100 text-amber-950 hover:bg-amber-200',
  completed: 'border-l-4 border-gray-400 bg-gray-100 text-gray-700 hover:bg-gray-200',
  no_show: 'border-2 border-red-600 bg-background text-red-800 hover:bg-red-50',
  cancelled: 'border border-dashed border-gray-300 bg-background/70 text-gray-500 line-through opacity-70 hover:opacity-100',
};

/** Grey stripes: a block (time the salon closed) and time off. */
export const STRIPES = 'repeating-linear-gradient(135deg, rgb(0 0 0 / 0.07) 0 6px, transparent 6px 12px)';

/** The legend's small samples of the same colours. */
export const SWATCH_CLASSES: Record<AppointmentStatus, string> = {
  scheduled: 'border-l-2 border-blue-600 bg-blue-100',
  confirmed: 'border-l-2 border-green-600 bg-green-100',
  pending: 'border-l-2 border-amber-500 bg-amber-100',
  completed: 'border-l-2 border-gray-400 bg-gray-100',
  no_show: 'border-2 border-red-600 bg-background',
  cancelled: 'border border-dashed border-gray-400 bg-background',
};
