'use server';
// The salon's weekly hours and closed dates, saved from the panel. Slots read them live (the
// in-process booking cache is cleared by revalidateSalon), so each write revalidates the salon.
import { fail, ok } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { addClosedDate, removeClosedDate, saveSalonWeek } from '@/features/salon-settings/server/salon';
import { panelAction } from '@/platform/access/panel-action';
import { istanbulClock } from '@/platform/time/istanbul';
import { closedDateIdSchema, closedDateSchema, salonWeekSchema } from '@/features/salon-settings/schema';

export const saveSalonWeekAction = panelAction('hours.save', salonWeekSchema, async (input, user) => {
  if (!(await saveSalonWeek(user.salonId, input))) return fail('Salon bulunamadı', undefined, 404);
  revalidateSalon(user.salonId);
  return ok(undefined, 'Çalışma saatleri kaydedildi');
});

export const addClosedDateAction = panelAction('closedDate.add', closedDateSchema, async (input, user) => {
  if (input.date < istanbulClock(new Date()).date) {
    return fail('Geçmiş bir tarih eklenemez', { date: 'Geçmiş bir tarih eklenemez' }, 400);
  }
  const added = await addClosedDate(user.salonId, input.date, input.note);
  if (!added.ok) return added;
  revalidateSalon(user.salonId);
  const { liveAppointments } = added.data;
  return ok(undefined, liveAppointments > 0
    ? `Kapalı gün eklendi. Bu tarihte ${liveAppointments} randevu var; müşterilerinizle iletişime geçin.`
    : 'Kapalı gün eklendi');
});

export const removeClosedDateAction = panelAction('closedDate.remove', closedDateIdSchema, async (input, user) => {
  if (!(await removeClosedDate(user.salonId, input.id))) return fail('Kayıt bulunamadı', undefined, 404);
  revalidateSalon(user.salonId);
  return ok(undefined, 'Kapalı gün kaldırıldı');
});
