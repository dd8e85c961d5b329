'use server';
// Salon management (admins and up): create with owner, edit, activate/deactivate, delete.
// Creation shares the registration's createSalonWithOwner (one transaction); an owner clash is
// answered with spec 2 §5's message quoting the value. Public salon pages and lists are
// revalidated after every change.
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { ADMIN } from '@/platform/access/admin-roles';
import { adminClashMessage, createSalonSchema, salonActiveSchema, salonIdSchema, updateSalonSchema } from '@/features/salons/schema.salon';
import { hashPassword } from '@/platform/access/password';
import { revalidateSalon, revalidateSalonLists } from '@/platform/cache/revalidate';
import {
  createAdminSalon, deleteAdminSalon, districtOfCity, findPlanForSubscription, findSalonCode, setAdminSalonActive, updateAdminSalon,
} from '@/features/salons/server/admin-salons';
import { attachStagedLogo } from '@/features/registration/server/register';
import { SalonCodeGenerationError } from '@/features/registration/rules/salon-code';

const NOT_FOUND = 'Salon bulunamadı';
const DISTRICT_MESSAGE = 'İlçe seçimi gereklidir';
const CLASH_FIELD = { username: 'ownerUsername', email: 'ownerEmail', phone: 'ownerPhone' } as const;

export const createSalonAction = adminAction(ADMIN, createSalonSchema, async (input) => {
  if (!(await districtOfCity(input.cityId, input.districtId))) return fail(DISTRICT_MESSAGE, { districtId: DISTRICT_MESSAGE }, 400);
  const plan = await findPlanForSubscription(input.planId);
  if (!plan) return fail('Lütfen bir plan seçin', { planId: 'Lütfen bir plan seçin' }, 400);
  let created;
  try {
    created = await createAdminSalon({ ...input, passwordHash: await hashPassword(input.ownerPassword) }, plan);
  } catch (error) {
    if (!(error instanceof SalonCodeGenerationError)) throw error;
    console.error('[admin] salon code generation failed');
    return fail('Salon oluşturulurken hata oluştu', undefined, 503);
  }
  if (!created.ok) {
    const field = CLASH_FIELD[created.clash];
    const message = adminClashMessage(created.clash, input[field]);
    return fail(message, { [field]: message }, 409);
  }
  await attachStagedLogo(created.salonId, created.salonCode, input.logoKey);
  revalidateSalonLists();
  return ok({ id: created.salonId, salonCode: created.salonCode }, `Salon oluşturuldu (salon kodu: ${created.salonCode})`);
}, (input, data) => ({ action: 'SALON_CREATE', targetType: 'salon', targetId: data.id, description: `${input.name} (${data.salonCode}), sahibi ${input.ownerUsername}` }));

export const updateSalonAction = adminAction(ADMIN, updateSalonSchema, async (input) => {
  if (!(await districtOfCity(input.cityId, input.districtId))) return fail(DISTRICT_MESSAGE, { districtId: DISTRICT_MESSAGE }, 400);
  if (!(await updateAdminSalon(input))) return fail(NOT_FOUND, undefined, 404);
  if (input.logoKey) {
    const code = await findSalonCode(input.id);
    if (code) await attachStagedLogo(input.id, code, input.logoKey);
  }
  revalidateSalon(input.id);
  return ok({ id: input.id }, 'Salon güncellendi');
}, (input) => ({ action: 'SALON_UPDATE', targetType: 'salon', targetId: input.id, description: input.name }));

export const setSalonActiveAction = adminAction(ADMIN, salonActiveSchema, async (input) => {
  if (!(await setAdminSalonActive(input.id, input.isActive))) return fail(NOT_FOUND, undefined, 404);
  revalidateSalon(input.id);
  return ok(undefined, input.isActive ? 'Salon aktif yapıldı' : 'Salon pasif yapıldı');
}, (input) => ({ action: input.isActive ? 'SALON_ACTIVATE' : 'SALON_DEACTIVATE', targetType: 'salon', targetId: input.id }));

export const deleteSalonAction = adminAction(ADMIN, salonIdSchema, async (input) => {
  const deleted = await deleteAdminSalon(input.id);
  if (!deleted) return fail(NOT_FOUND, undefined, 404);
  revalidateSalon(input.id);
  revalidateSalonLists();
  return ok({ name: deleted.name }, `${deleted.name} silindi`);
}, (input, data) => ({ action: 'SALON_DELETE', targetType: 'salon', targetId: input.id, description: data.name }));
