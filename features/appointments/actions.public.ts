'use server';
// A customer cancels their own future appointment from /randevularim.
import { ok } from '@/platform/actions/result';
import { customerAction } from '@/platform/actions/validated-action';
import { cancelOwnAppointment } from '@/features/appointments/server/customer-appointments';
import { cancelAppointmentSchema } from '@/features/accounts/schema';

export const cancelAppointmentAction = customerAction(cancelAppointmentSchema, async (input, customer) => {
  const result = await cancelOwnAppointment(customer.id, input.appointmentId);
  if (!result.ok) return result;
  return ok(undefined, 'Randevunuz iptal edildi.');
});
