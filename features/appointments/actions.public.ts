'use server';
// A customer cancels their own future appointment from /randevularim.
import { fail, ok } from '@/platform/actions/result';
import { customerAction } from '@/platform/actions/validated-action';
import { cancelOwnAppointment } from '@/features/appointments/server/customer-appointments';
import { APPOINTMENT_NOT_FOUND_MESSAGE, cancelAppointmentSchema } from '@/features/accounts/schema';

export const cancelAppointmentAction = customerAction(cancelAppointmentSchema, async (input, customer) => {
  const result = await cancelOwnAppointment(customer.id, input.appointmentId);
  if (result.ok) return ok(undefined, 'Randevunuz iptal edildi.');
  return result.reason === 'not_found'
    ? fail(APPOINTMENT_NOT_FOUND_MESSAGE, undefined, 404)
    : fail('Bu randevu artık iptal edilemez', undefined, 409);
});
