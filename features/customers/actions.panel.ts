'use server';
// Server actions of /panel/musteriler. Made with panelAction (session and the right first, then
// the shared zod schema); every write is for the session's salon only, and a phone that never
// booked there answers 404 with nothing written.
import { saveCustomerNote } from '@/features/customers/server/customers';
import { eraseSalonCustomer } from '@/features/customers/server/erase-customer';
import { panelAction } from '@/platform/access/panel-action';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { customerEraseSchema, customerNoteSchema } from '@/features/customers/schema';

/** `{ phone, note }`: saves the salon's private note about the customer; an empty note deletes it. */
export const saveCustomerNoteAction = panelAction('customer.note', customerNoteSchema,
  async (input, user) => saveCustomerNote(user.salonId, input.phone, input.note));

/**
 * `{ phone }`: erases the customer's records at the session's salon (KVKK), with the customers
 * area's delete right (the owner's role by default). The browser then leaves the customer's page.
 */
export const eraseCustomerAction = panelAction('customer.erase', customerEraseSchema, async (input, user) => {
  const result = await eraseSalonCustomer(user.salonId, user.userId, input.phone);
  // The salon's public page shows its replies to reviews, one of which may have been redacted.
  if (result.ok && result.data.repliesChanged) revalidateSalon(user.salonId);
  return result;
});
