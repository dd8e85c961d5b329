'use server';
// 'Hesabımı Kapat' on /verilerim: the signed-in customer closes their own account. Who is closing
// comes from the session (customerAction), never from the input; the cookies go with it.
import { cookies } from 'next/headers';
import { customerAction } from '@/platform/actions/validated-action';
import { CUSTOMER_COOKIE } from '@/platform/access/session';
import { SIGNED_IN_HINT_COOKIE } from '@/platform/access/signed-in-hint';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { closeCustomerAccount } from '@/features/privacy/server/close-account';
import { closeAccountSchema } from '@/features/privacy/schema';

export const closeAccountAction = customerAction(closeAccountSchema, async (_input, customer) => {
  const result = await closeCustomerAccount(customer.id);
  if (!result.ok) return result;
  // The salon pages list the account's reviews, now without their words or a name.
  for (const salonId of result.data.reviewedSalonIds) revalidateSalon(salonId);
  const jar = await cookies();
  jar.delete(CUSTOMER_COOKIE);
  jar.delete(SIGNED_IN_HINT_COOKIE);
  return { ...result, data: undefined };
});
