'use server';
// The landing contact form's server action: validated on the server (name and e-mail
// required), saved as a new contact message for the admin inbox.
import { ok, fail, type ActionResult } from '@/lib/actions/result';
import { validatedAction } from '@/lib/actions/validated-action';
import { createContactMessage } from '@/lib/db/contact-messages';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from '@/lib/validation/contact';

const send = validatedAction(contactMessageSchema, async (input): Promise<ActionResult<{ id: string }>> => {
  try {
    const id = await createContactMessage(input);
    return ok({ id }, CONTACT_SUCCESS_MESSAGE);
  } catch (error) {
    console.error('İletişim mesajı kaydedilemedi:', error);
    return fail('Mesajınız gönderilemedi. Lütfen daha sonra tekrar deneyin.', undefined, 500);
  }
});

export async function sendContactMessage(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return send(raw);
}
