// The admin contact inbox's inputs (spec 2 §2 "Contact inbox", §5 reply): list filters from the
// URL, a status change, bulk ids, and the reply form. Shared by actions and route handlers.
import { z } from 'zod';
import { CONTACT_STATUSES } from '@/features/contact/rules/status';
import { email, object, optionalText, text } from '@/platform/text/input';

export const CONTACT_PAGE_SIZE = 20;

/** ?q=&status=&page= — a malformed value falls back to the default instead of failing the page. */
export const contactListQuerySchema = z.object({
  q: optionalText({ max: 200, tooLong: 'Arama metni çok uzun' }).catch(null),
  status: z.enum([...CONTACT_STATUSES, 'all']).catch('all').default('all'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

const id = z.uuid({ error: 'Mesaj bulunamadı' });

export const contactStatusChangeSchema = object({
  id,
  status: z.enum(CONTACT_STATUSES, { error: 'Geçersiz durum' }),
});

export const contactIdsSchema = object({
  ids: z.array(id, { error: 'Lütfen en az bir mesaj seçin' })
    .min(1, { error: 'Lütfen en az bir mesaj seçin' })
    .max(500, { error: 'En fazla 500 mesaj seçilebilir' }),
});

/** The reply modal: send stays disabled until all three are filled (spec 2 §5). */
export const contactReplySchema = object({
  id,
  to: email('Geçerli bir alıcı e-posta adresi giriniz'),
  subject: text({ required: 'Konu gereklidir', max: 200, tooLong: 'Konu en fazla 200 karakter olabilir' }),
  message: text({ required: 'Mesaj gereklidir', max: 10_000, tooLong: 'Mesaj en fazla 10000 karakter olabilir', multiline: true }),
});
export type ContactReplyForm = z.output<typeof contactReplySchema>;

/** The e-mail test tool's one field. */
export const testEmailSchema = object({ to: email('Geçerli bir e-posta adresi giriniz') });
