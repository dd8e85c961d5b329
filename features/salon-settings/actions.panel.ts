'use server';
// The salon's profile, saved from the panel. The salon is always the session's; its public
// page and lists are revalidated in the same code path.
import { fail, ok } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { updatePanelSalon, updateReminderHours } from '@/features/salon-settings/server/salon';
import { districtBelongsToCity } from '@/features/registration/server/registrations';
import { panelAction } from '@/platform/access/panel-action';
import { attachStagedLogo } from '@/features/registration/server/register';
import { reminderSettingsSchema, salonProfileSchema } from '@/features/salon-settings/schema';

const DISTRICT_MESSAGE = 'İlçe seçimi gereklidir';

export const saveSalonProfileAction = panelAction('salon.save', salonProfileSchema, async (input, user) => {
  if (!(await districtBelongsToCity(input.cityId, input.districtId))) return fail(DISTRICT_MESSAGE, { districtId: DISTRICT_MESSAGE }, 400);
  if (!(await updatePanelSalon(user.salonId, input))) return fail('Salon bulunamadı', undefined, 404);
  await attachStagedLogo(user.salonId, user.salonCode, input.logoKey);
  revalidateSalon(user.salonId);
  return ok(undefined, 'Salon bilgileri kaydedildi');
});

/** The customers' e-mail reminder: 24 or 2 hours before the appointment (changes no public page). */
export const saveReminderSettingsAction = panelAction('salon.save', reminderSettingsSchema, async (input, user) => {
  if (!(await updateReminderHours(user.salonId, input))) return fail('Salon bulunamadı', undefined, 404);
  return ok(undefined, 'Hatırlatma ayarı kaydedildi');
});
