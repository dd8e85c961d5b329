import 'server-only';
// The landing contact form's work, apart from its server action (components/landing/
// contact-action.ts) so it can be run with a known client address: validated on the server
// (name and e-mail required), limited per address and per sender e-mail (platform/limits/budgets.ts,
// past it a 429 result with the Turkish wait), saved as a new message for the admin inbox.
import { ok, fail, type ActionResult } from '@/platform/actions/result';
import { validatedAction } from '@/platform/actions/validated-action';
import { createContactMessage } from '@/features/contact/server/contact-messages';
import { charges, spendBudgets, tooManyWrites } from '@/platform/limits/budgets';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from '@/features/contact/schema';

/** `clientAddress` is asked for only once the input is valid: bad input never reaches the request APIs. */
export async function submitContactMessage(
  raw: unknown, clientAddress: () => Promise<string>, now = new Date(),
): Promise<ActionResult<{ id: string }>> {
  return validatedAction(contactMessageSchema, async (input): Promise<ActionResult<{ id: string }>> => {
    const budget = await spendBudgets(charges.contactMessage(await clientAddress(), input.email), { now });
    if (!budget.ok) return tooManyWrites(budget);
    try {
      const id = await createContactMessage(input);
      return ok({ id }, CONTACT_SUCCESS_MESSAGE);
    } catch (error) {
      console.error('İletişim mesajı kaydedilemedi:', error);
      await budget.refund();
      return fail('Mesajınız gönderilemedi. Lütfen daha sonra tekrar deneyin.', undefined, 500);
    }
  })(raw);
}
