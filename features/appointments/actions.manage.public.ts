'use server';
// A guest cancels their appointment from the private manage link (until its start time).
import { ok } from '@/platform/actions/result';
import { validatedAction } from '@/platform/actions/validated-action';
import { cancelAppointmentByManageToken } from '@/features/appointments/server/appointments';
import { cancelAppointmentSchema } from '@/features/appointments/schema';

export const cancelGuestAppointmentAction = validatedAction(cancelAppointmentSchema, async ({ token }) => {
  const result = await cancelAppointmentByManageToken(token);
  if (!result.ok) return result;
  return ok(undefined, 'Randevunuz iptal edildi.');
});
