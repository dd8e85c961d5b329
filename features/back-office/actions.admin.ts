'use server';
// Admin accounts (superadmins only): create, change role, deactivate/reactivate. Every change
// is logged by adminAction; the last active superadmin can be neither demoted nor deactivated.
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { ROLE_LABEL, SUPERADMIN } from '@/platform/access/admin-roles';
import { changeRoleSchema, createAdminSchema, setActiveSchema } from '@/platform/access/admin-schema';
import { hashPassword } from '@/platform/access/password';
import { deleteAdminSessionsOf } from '@/platform/access/admin-sessions';
import { changeAdminAccount, insertAdminAccount, type AccountChange } from '@/platform/access/admin-users';

const DUPLICATE_EMAIL = 'Bu e-posta adresiyle kayıtlı bir yönetici zaten var';
const LAST_SUPERADMIN = 'Son aktif süper yönetici devre dışı bırakılamaz veya rolü düşürülemez';
const NOT_FOUND = 'Yönetici bulunamadı';

function changeFailure(outcome: Exclude<AccountChange, 'ok'>) {
  return outcome === 'last_superadmin' ? fail(LAST_SUPERADMIN, undefined, 409) : fail(NOT_FOUND, undefined, 404);
}

export const createAdminAction = adminAction(SUPERADMIN, createAdminSchema, async (input) => {
  const created = await insertAdminAccount({ ...input, passwordHash: await hashPassword(input.password) });
  if (created === 'duplicate_email') return fail(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL }, 409);
  return ok({ id: created.id }, 'Yönetici oluşturuldu');
}, (input, data) => ({
  action: 'ADMIN_CREATE', targetType: 'admin_user', targetId: data.id,
  description: `${input.email} (${ROLE_LABEL[input.role]}) oluşturuldu`,
}));

export const changeAdminRoleAction = adminAction(SUPERADMIN, changeRoleSchema, async (input) => {
  const outcome = await changeAdminAccount(input.id, { role: input.role });
  return outcome === 'ok' ? ok(undefined, 'Rol güncellendi') : changeFailure(outcome);
}, (input) => ({ action: 'ADMIN_ROLE_CHANGE', targetType: 'admin_user', targetId: input.id, description: `Rol: ${ROLE_LABEL[input.role]}` }));

export const setAdminActiveAction = adminAction(SUPERADMIN, setActiveSchema, async (input, admin) => {
  if (!input.isActive && input.id === admin.id) return fail('Kendi hesabınızı devre dışı bırakamazsınız', undefined, 409);
  const outcome = await changeAdminAccount(input.id, { isActive: input.isActive });
  if (outcome !== 'ok') return changeFailure(outcome);
  // The lookup already refuses an inactive admin; deleting the rows ends the sessions for good.
  if (!input.isActive) await deleteAdminSessionsOf(input.id);
  return ok(undefined, input.isActive ? 'Hesap etkinleştirildi' : 'Hesap devre dışı bırakıldı');
}, (input) => ({
  action: input.isActive ? 'ADMIN_ACTIVATE' : 'ADMIN_DEACTIVATE', targetType: 'admin_user', targetId: input.id,
  description: input.isActive ? 'Hesap etkinleştirildi' : 'Hesap devre dışı bırakıldı',
}));
