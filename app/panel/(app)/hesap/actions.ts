'use server';
// The signed-in user's own account: changing their password ends their sessions elsewhere.
import { changeSalonUserPassword } from '@/lib/panel/auth';
import { panelAction } from '@/lib/panel/action';
import { panelPasswordSchema } from '@/lib/panel/schemas';

export const changePanelPasswordAction = panelAction('account.password', panelPasswordSchema,
  (input, user) => changeSalonUserPassword(user, input));
