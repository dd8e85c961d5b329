'use server';
// Change password (spec 2 §5, §8): the current password must be right; the new one (8+
// characters) is stored with bcrypt cost 10 and every other session of this admin ends.
import { adminAction } from '@/lib/admin/action';
import { changeAdminPassword } from '@/lib/admin/auth';
import { MODERATOR } from '@/lib/admin/roles';
import { changePasswordSchema } from '@/lib/admin/schemas';

export const changePasswordAction = adminAction(MODERATOR, changePasswordSchema,
  (input, admin) => changeAdminPassword(admin, input),
  (_input, _data, admin) => ({ action: 'PASSWORD_CHANGE', targetType: 'admin_user', targetId: admin.id, description: 'Şifre değiştirildi' }));
