'use server';
// The signed-in user's own account: changing their password ends their sessions elsewhere.
import { changeSalonUserPassword } from '@/platform/access/panel-auth';
import { panelAction } from '@/platform/access/panel-action';
import { panelPasswordSchema } from '@/platform/access/panel-schema';

export const changePanelPasswordAction = panelAction('account.password', panelPasswordSchema,
  (input, user) => changeSalonUserPassword(user, input));
