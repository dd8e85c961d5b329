import 'server-only';
// Contact form submissions (spec 1 §2 #contact), read by the admin inbox (spec 2 /admin/contacts).
import { getDb } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import type { ContactMessageInput } from '@/lib/validation/contact';

/** Saves a new message (status 'new') and returns its id. */
export async function createContactMessage(input: ContactMessageInput): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      salonName: input.salonName ?? null,
      message: input.message ?? null,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}
