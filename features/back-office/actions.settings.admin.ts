'use server';
// Change password (spec 2 §5, §8): the current password must be right; the new one (8+
// characters) is stored with bcrypt cost 10 and every other session of this admin ends.
import { adminAction } from '@/platform/access/admin-action';
import { changeAdminPassword } from '@/platform/access/admin-auth';
import { MODERATOR } from '@/platform/access/admin-roles';
import { changePasswordSchema } from '@/platform/access/admin-schema';

export const changePasswordAction = adminAction(MODERATOR, changePasswordSchema,
  (input, admin) => changeAdminPassword(admin, input),
  (_input, _data, admin) => ({ action: 'PASSWORD_CHANGE', targetType: 'admin_user', targetId: admin.id, description: 'Şifre değiştirildi' }));
