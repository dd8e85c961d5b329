// Services and categories in the salon panel (/panel/hizmetler): the service dialog, the
// category dialog and the row buttons. Browser-safe; the dialog checks with these schemas and
// the server actions parse the same input again. Parsing an output again gives the same output
// (FormDialog hands the action the parsed values), so every output has the input's shape:
// numbers stay numbers, blanks are null, the week is always seven entries.
import { z } from 'zod';
import { isUuid } from '@/platform/text/ids';
import { object, optionalPercent, optionalText, text } from '@/platform/text/input';

export const SERVICE_NOT_FOUND_MESSAGE = 'Hizmet bulunamadı';
export const CATEGORY_NOT_FOUND_MESSAGE = 'Kategori bulunamadı';
export const SERVICE_PRICE_REQUIRED_MESSAGE = 'Fiyat gereklidir';
export const SERVICE_PRICE_MESSAGE = 'Fiyat 0 veya daha büyük, en fazla 2 ondalıklı bir sayı olmalıdır';
export const SERVICE_DURATION_MESSAGE = 'Süre 5 ile 480 dakika arasında ve 5 dakikanın katı olmalıdır';
export const SERVICE_DURATION_REQUIRED_MESSAGE = 'Süre gereklidir';

export const MIN_SERVICE_MINUTES = 5;
export const MAX_SERVICE_MINUTES = 480;
export const SERVICE_MINUTE_STEP = 5;
/** numeric(10,2): at most 8 digits before the decimal separator. */
const PRICE_PATTERN = /^[0-9]{1,8}([.,][0-9]{1,2})?$/;

/** 0 = Sunday .. 6 = Saturday (JavaScript getDay(), service_daily_durations.day_of_week). */
export const WEEKDAY_LABELS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
/** The order a Turkish week is shown in: Monday first. */
export const WEEKDAY_DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Every allowed duration: 5, 10, … 480 minutes (for the selects). */
export const SERVICE_DURATION_OPTIONS: readonly number[] = Array.from(
  { length: MAX_SERVICE_MINUTES / SERVICE_MINUTE_STEP }, (_, i) => (i + 1) * SERVICE_MINUTE_STEP,
);

export function isValidServiceDuration(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= MIN_SERVICE_MINUTES && minutes <= MAX_SERVICE_MINUTES
    && minutes % SERVICE_MINUTE_STEP === 0;
}

/** 90 → '1 sa 30 dk', 45 → '45 dk', 120 → '2 sa'. */
export function formatServiceDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} dk`;
  return m === 0 ? `${h} sa` : `${h} sa ${m} dk`;
}

function idOf(message: string) {
  return z.string({ error: message }).refine(isUuid, { error: message });
}

const serviceId = idOf(SERVICE_NOT_FOUND_MESSAGE);
const categoryId = idOf(CATEGORY_NOT_FOUND_MESSAGE);

// No z.preprocess below: it would make the form's input type `unknown`, and the dialog's
// fields (react-hook-form paths such as 'dailyDurations.1') are typed from the input type.

/** A duration from a select or a number field: '45' or 45 → 45. */
const duration = z.union([z.number(), z.string()], { error: SERVICE_DURATION_REQUIRED_MESSAGE })
  .refine((v) => typeof v === 'number' || v.trim() !== '', { error: SERVICE_DURATION_REQUIRED_MESSAGE, abort: true })
  .transform((v) => (typeof v === 'number' ? v : Number(v.trim())))
  .refine(isValidServiceDuration, { error: SERVICE_DURATION_MESSAGE });

/** One weekday: blank or null = 'same as the default duration', else its own duration. */
const dayDuration = z.union([z.number(), z.string(), z.null()], { error: SERVICE_DURATION_MESSAGE })
  .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
  .refine((v) => v === null || isValidServiceDuration(v), { error: SERVICE_DURATION_MESSAGE });

/** '150', '150,5', '150.50' or 150.5 → 150.5; at most 2 decimals, never negative. */
const price = z.union([z.number(), z.string()], { error: SERVICE_PRICE_REQUIRED_MESSAGE })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => v !== '', { error: SERVICE_PRICE_REQUIRED_MESSAGE, abort: true })
  .refine((v) => PRICE_PATTERN.test(v), { error: SERVICE_PRICE_MESSAGE })
  .transform((v) => Number(v.replace(',', '.')));

/** '' or null = no category ('Diğer'). */
const optionalCategoryId = z.union([z.string(), z.null()], { error: CATEGORY_NOT_FOUND_MESSAGE })
  .optional()
  .transform((v) => (v == null || v === '' ? null : v))
  .refine((v) => v === null || isUuid(v), { error: CATEGORY_NOT_FOUND_MESSAGE });

const serviceFields = {
  name: text({ required: 'Hizmet adı gereklidir', max: 100, tooLong: 'Hizmet adı en fazla 100 karakter olabilir' }),
  categoryId: optionalCategoryId,
  description: optionalText({ max: 500, tooLong: 'Açıklama en fazla 500 karakter olabilir', multiline: true }),
  price,
  durationMinutes: duration,
  /** Seven entries, index = day of week (0 = Sunday). */
  dailyDurations: z.array(dayDuration, { error: 'Günlük süreler geçersiz' })
    .length(7, { error: 'Günlük süreler geçersiz' }),
  /** Its own commission rate over the staff member's; blank or missing: hers (issue 31). */
  commissionPercent: optionalPercent(),
};

/** A blank id is a new row (the dialogs use one form for both). */
function blankOr(id: z.ZodType<string, string>) {
  return z.union([z.literal(''), id]).optional();
}

export const serviceCreateSchema = object(serviceFields);
export const serviceUpdateSchema = object({ id: serviceId, ...serviceFields });
/** The service dialog: new (blank id, sent to the create action) or existing (sent to the update action). */
export const serviceFormSchema = object({ id: blankOr(serviceId), ...serviceFields });

export type ServiceFormValues = z.input<typeof serviceFormSchema>;
export type ServiceFormInput = z.output<typeof serviceFormSchema>;
export type ServiceInput = z.output<typeof serviceCreateSchema>;
export type ServiceUpdateInput = z.output<typeof serviceUpdateSchema>;

export const serviceIdSchema = object({ id: serviceId });
export const serviceMoveSchema = object({
  id: serviceId,
  direction: z.enum(['up', 'down'], { error: 'Geçersiz yön' }),
});
export type ServiceMoveInput = z.output<typeof serviceMoveSchema>;

const categoryName = text({ required: 'Kategori adı gereklidir', max: 60, tooLong: 'Kategori adı en fazla 60 karakter olabilir' });

export const categoryCreateSchema = object({ name: categoryName });
export const categoryUpdateSchema = object({ id: categoryId, name: categoryName });
export const categoryIdSchema = object({ id: categoryId });
/** The category dialog: new (blank id) or a rename. */
export const categoryFormSchema = object({ id: blankOr(categoryId), name: categoryName });
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormInput = z.output<typeof categoryFormSchema>;

/** The panel's answers, shared by the actions and the confirmations that announce them. */
export const SERVICE_MESSAGES = {
  created: 'Hizmet eklendi',
  updated: 'Hizmet güncellendi',
  moved: 'Sıralama güncellendi',
  activated: 'Hizmet aktif yapıldı',
  deactivated: 'Hizmet pasif yapıldı',
  deleted: 'Hizmet silindi',
  keptFuture: 'Bu hizmetin ileri tarihli randevuları var; silinmedi, pasif yapıldı.',
  keptHistory: 'Bu hizmetin randevu kayıtları var; kayıtlar korunsun diye silinmedi, pasif yapıldı.',
  categoryCreated: 'Kategori eklendi',
  categoryRenamed: 'Kategori güncellendi',
  categoryDeleted: 'Kategori silindi',
  categoryExists: 'Bu isimde bir kategori zaten var',
  categoryShared: 'Ortak kategoriler değiştirilemez',
} as const;
