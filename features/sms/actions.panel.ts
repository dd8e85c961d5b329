'use server';
// The salon's message choices, saved from its panel (issue 32) with the right that guards the
// other salon settings (the reminder time beside it). The salon is always the session's; no
// public page shows these, so nothing is revalidated.
import { fail, ok } from '@/platform/actions/result';
import { panelAction } from '@/platform/access/panel-action';
import { SMS_SETTINGS_SAVED_MESSAGE, smsPanelSettingsSchema } from '@/features/sms/schema.panel';
import { saveSmsPanelSettings } from '@/features/sms/server/panel-settings';

export const saveSmsPanelSettingsAction = panelAction('salon.save', smsPanelSettingsSchema, async (input, user) => {
  if (!(await saveSmsPanelSettings(user.salonId, input))) return fail('Salon bulunamadı', undefined, 404);
  return ok(undefined, SMS_SETTINGS_SAVED_MESSAGE);
});
