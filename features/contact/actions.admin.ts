'use server';
// The contact inbox's changes (moderators and up), each through adminAction (session check,
// zod, activity log): status per row, open (a new message becomes read), mark all read, bulk
// archive and delete, and the e-mail reply through the mail module.
import { z } from 'zod';
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { contactRowViews, type ContactRowView } from '@/features/contact/server/inbox';
import { MODERATOR } from '@/platform/access/admin-roles';
import { CONTACT_STATUS_LABELS } from '@/features/contact/rules/status';
import {
  archiveContactMessages, deleteContactMessages, markAllContactMessagesRead, openContactMessage, setContactMessageStatus,
} from '@/features/contact/server/contact-messages';
import { replyToContactMessage } from '@/features/contact/server/contact-reply';
import { object } from '@/platform/text/input';
import { contactIdsSchema, contactReplySchema, contactStatusChangeSchema } from '@/features/contact/schema.inbox';

/** How the activity log words a reply's delivery (issue 29: it read 'sent'). */
const REPLY_DELIVERY = { sent: 'gönderildi', queued: 'kuyrukta', failed: 'gönderilemedi' } as const;

const NOT_FOUND = 'Mesaj bulunamadı';
const REPLY_FAILED = 'Son e-posta yanıtı gönderilemediği için mesaj "Yanıtlandı" olarak işaretlenemez. Lütfen yeniden yanıtlayın.';
const idSchema = object({ id: z.uuid({ error: NOT_FOUND }) });

export const setContactStatusAction = adminAction(MODERATOR, contactStatusChangeSchema, async (input) => {
  const row = await setContactMessageStatus(input.id, input.status);
  if (!row) return fail(NOT_FOUND, undefined, 404);
  // 'Yanıtlandı' reads back as 'Okundu' while the newest e-mail reply has failed for good
  // (features/contact/server/contact-messages.ts): say so instead of a success the row would not show.
  if (row.status !== input.status) return fail(REPLY_FAILED, undefined, 409);
  return ok((await contactRowViews([row]))[0], 'Durum güncellendi');
}, (input) => ({ action: 'CONTACT_STATUS', targetType: 'contact_message', targetId: input.id, description: `Durum: ${CONTACT_STATUS_LABELS[input.status]}` }));

export const openContactAction = adminAction(MODERATOR, idSchema, async (input) => {
  const row = await openContactMessage(input.id);
  return row ? ok<ContactRowView>((await contactRowViews([row]))[0]) : fail(NOT_FOUND, undefined, 404);
}, (input) => ({ action: 'CONTACT_OPEN', targetType: 'contact_message', targetId: input.id, description: 'Mesaj açıldı' }));

export const markAllContactsReadAction = adminAction(MODERATOR, object({}), async () => {
  const changed = await markAllContactMessagesRead();
  return ok({ changed }, changed > 0 ? `${changed} mesaj okundu olarak işaretlendi` : 'Okunmamış mesaj yok');
}, (_input, data) => ({ action: 'CONTACT_MARK_ALL_READ', targetType: 'contact_message', description: `${data.changed} mesaj okundu` }));

export const archiveContactsAction = adminAction(MODERATOR, contactIdsSchema, async (input) => {
  const archived = await archiveContactMessages(input.ids);
  return ok({ count: archived.length }, `${archived.length} mesaj arşivlendi`);
}, (_input, data) => ({ action: 'CONTACT_ARCHIVE', targetType: 'contact_message', description: `${data.count} mesaj arşivlendi` }));

export const deleteContactsAction = adminAction(MODERATOR, contactIdsSchema, async (input) => {
  const deleted = await deleteContactMessages(input.ids);
  return ok({ count: deleted.length }, `${deleted.length} mesaj silindi`);
}, (_input, data) => ({ action: 'CONTACT_DELETE', targetType: 'contact_message', description: `${data.count} mesaj silindi` }));

export const replyContactAction = adminAction(MODERATOR, contactReplySchema, async (input) => {
  const result = await replyToContactMessage(input);
  if (!result.ok) return fail(result.error, undefined, 404);
  return ok({ delivery: result.delivery, smtpResponse: result.smtpResponse }, result.message);
}, (input, data) => ({ action: 'CONTACT_REPLY', targetType: 'contact_message', targetId: input.id, description: `${input.to} · ${input.subject} (${REPLY_DELIVERY[data.delivery]})` }));
