// The salon's own settings in the panel: profile, weekly hours and closed dates. Shared by the
// panel's forms (instant feedback) and its server actions (the check that counts). Browser-safe.
import { z } from 'zod';
import { salonFields } from '@/features/salons/schema.salon';
import { calendarDate, object, optionalText } from '@/platform/text/input';
import { isUuid } from '@/platform/text/ids';

/** Turkish weekday names by JavaScript's day number (0 = Sunday), and the order a week is shown in. */
export const WEEKDAY_NAMES = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

// The admin's salon form has the same fields with the same rules (and accepts its own output,
// which the shared modal form sends).
const { name, address, cityId, districtId, phone, email, logoKey } = salonFields;

export const salonProfileSchema = object({
  name, address, cityId, districtId, phone, email, logoKey,
  description: optionalText({ max: 2000, tooLong: 'Açıklama en fazla 2000 karakter olabilir', multiline: true }),
  removeLogo: z.boolean().optional(),
});
export type SalonProfileValues = z.input<typeof salonProfileSchema>;
export type SalonProfileInput = z.output<typeof salonProfileSchema>;

/** How long before an appointment its customer is reminded by e-mail (issue 23): 24 or 2 hours, as the panel says it. */
export const REMINDER_LABELS: Record<string, string> = {
  '24': 'Randevudan 24 saat önce',
  '2': 'Randevudan 2 saat önce',
};
const REMINDER_MESSAGE = 'Hatırlatma süresi 24 saat veya 2 saat olmalıdır';
export const reminderSettingsSchema = object({
  reminderHours: z.union([z.string(), z.number()], { error: REMINDER_MESSAGE })
    .transform((v) => Number(v))
    .pipe(z.union([z.literal(24), z.literal(2)], { error: REMINDER_MESSAGE })),
});
export type ReminderSettingsValues = z.input<typeof reminderSettingsSchema>;
export type ReminderSettingsInput = z.output<typeof reminderSettingsSchema>;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

/** 'HH:MM' (00:00–24:00, 5-minute steps) as minutes since midnight; numbers are taken as they are. */
export const timeOfDay = (message: string) => z.union([z.number(), z.string()], { error: message })
  .transform((v, ctx) => {
    if (typeof v === 'number') return v;
    if (!TIME.test(v)) { ctx.addIssue({ code: 'custom', message }); return z.NEVER; }
    return Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5));
  })
  .pipe(z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(1440, { error: message })
    .refine((m) => m % 5 === 0, { error: 'Saatler 5 dakikalık adımlarla girilmelidir' }));

const dayOfWeek = z.number({ error: 'Geçersiz gün' }).int({ error: 'Geçersiz gün' }).min(0, { error: 'Geçersiz gün' }).max(6, { error: 'Geçersiz gün' });

export const salonDaySchema = z.object({
  dayOfWeek,
  isOpen: z.boolean({ error: 'Geçersiz durum' }),
  open: timeOfDay('Açılış saati SS:DD biçiminde olmalıdır'),
  close: timeOfDay('Kapanış saati SS:DD biçiminde olmalıdır'),
});

export const salonWeekSchema = object({
  days: z.array(salonDaySchema, { error: 'Çalışma saatleri eksik' }).length(7, { error: 'Haftanın yedi günü de gereklidir' }),
}).superRefine((week, ctx) => {
  const seen = new Set(week.days.map((d) => d.dayOfWeek));
  if (seen.size !== 7) ctx.addIssue({ code: 'custom', path: ['days'], message: 'Haftanın yedi günü de gereklidir' });
  week.days.forEach((d, i) => {
    if (d.isOpen && d.close <= d.open) {
      ctx.addIssue({ code: 'custom', path: ['days', i, 'close'], message: `${WEEKDAY_NAMES[d.dayOfWeek]}: kapanış saati açılış saatinden sonra olmalıdır` });
    }
  });
  if (!week.days.some((d) => d.isOpen)) {
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'En az bir gün açık olmalıdır' });
  }
});
export type SalonWeekValues = z.input<typeof salonWeekSchema>;
export type SalonWeekInput = z.output<typeof salonWeekSchema>;

export const CLOSED_DATE_TAKEN_MESSAGE = 'Bu tarih zaten kapalı günler arasında';

export const closedDateSchema = object({
  date: calendarDate('Geçerli bir tarih seçin'),
  note: optionalText({ max: 200, tooLong: 'Not en fazla 200 karakter olabilir' }),
});
export type ClosedDateValues = z.input<typeof closedDateSchema>;

export const closedDateIdSchema = object({
  id: z.string({ error: 'Kayıt bulunamadı' }).refine(isUuid, { error: 'Kayıt bulunamadı' }),
});
