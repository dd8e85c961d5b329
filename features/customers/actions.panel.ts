'use server';
// Server actions of /panel/musteriler. Made with panelAction (session and the 'customer.note'
// right first, then the shared zod schema); the note is written for the session's salon only,
// and a phone that never booked there answers 404 with nothing written.
import { saveCustomerNote } from '@/features/customers/server/customers';
import { panelAction } from '@/platform/access/panel-action';
import { customerNoteSchema } from '@/features/customers/schema';

/** `{ phone, note }`: saves the salon's private note about the customer; an empty note deletes it. */
export const saveCustomerNoteAction = panelAction('customer.note', customerNoteSchema,
  async (input, user) => saveCustomerNote(user.salonId, input.phone, input.note));
