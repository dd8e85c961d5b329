'use server';
// Testimonials (admins and up): add/edit, visibility toggle, delete. Each change expires the
// landing page's cache so it shows on `/` at the next request.
import { z } from 'zod';
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { ADMIN } from '@/platform/access/admin-roles';
import { revalidateSiteContent } from '@/platform/cache/revalidate';
import { deleteTestimonial, saveTestimonial, setTestimonialVisible } from '@/features/content/server/content-admin';
import { object } from '@/platform/text/input';
import { testimonialSchema } from '@/features/content/schema';

const NOT_FOUND = 'Yorum bulunamadı';
const id = z.uuid({ error: NOT_FOUND });

export const saveTestimonialAction = adminAction(ADMIN, testimonialSchema, async (input) => {
  const saved = await saveTestimonial(input);
  if (!saved) return fail(NOT_FOUND, undefined, 404);
  revalidateSiteContent();
  return ok({ id: saved }, input.id ? 'Yorum güncellendi' : 'Yorum eklendi');
}, (input, data) => ({ action: input.id ? 'TESTIMONIAL_UPDATE' : 'TESTIMONIAL_CREATE', targetType: 'testimonial', targetId: data.id, description: input.name }));

export const setTestimonialVisibleAction = adminAction(ADMIN, object({ id, isVisible: z.boolean() }), async (input) => {
  if (!(await setTestimonialVisible(input.id, input.isVisible))) return fail(NOT_FOUND, undefined, 404);
  revalidateSiteContent();
  return ok(undefined, input.isVisible ? 'Yorum yayında' : 'Yorum gizlendi');
}, (input) => ({ action: 'TESTIMONIAL_VISIBILITY', targetType: 'testimonial', targetId: input.id, description: input.isVisible ? 'Görünür' : 'Gizli' }));

export const deleteTestimonialAction = adminAction(ADMIN, object({ id }), async (input) => {
  if (!(await deleteTestimonial(input.id))) return fail(NOT_FOUND, undefined, 404);
  revalidateSiteContent();
  return ok(undefined, 'Yorum silindi');
}, (input) => ({ action: 'TESTIMONIAL_DELETE', targetType: 'testimonial', targetId: input.id }));
