import 'server-only';
// Every change the salon makes to an appointment (confirm, complete, no-show, undo, cancel, move,
// create, block) goes to the salon's activity log with the user who made it (issue 28: 'Salon
// iptal etti' could not say who), in the same transaction as the change.
import { logSalonActivity } from '@/features/team/server/activity';
import type { Queryable } from '@/platform/db';
import { formatShortDate } from '@/platform/time/calendar';

export interface LoggedAppointment {
  id: string;
  customerName: string;
  date: string;
  startTime: string;
}

/** 'Randevu iptal edildi: Ayşe Yılmaz · 12.12.2026 10:00'. */
export async function logAppointmentChange(
  tx: Queryable, salonId: string, actorId: string | null, action: string, what: string, appointment: LoggedAppointment,
): Promise<void> {
  await logSalonActivity(tx, salonId, actorId, {
    action,
    description: `${what}: ${appointment.customerName} · ${formatShortDate(appointment.date)} ${appointment.startTime.slice(0, 5)}`,
    target: appointment.id,
  });
}
