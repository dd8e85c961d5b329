// The plan modal (spec 2 §5): name and price required ('Plan adı ve fiyat zorunludur'), price
// ≥ 0 with at most 2 decimals, currency TRY/USD/EUR, interval trial/monthly/yearly, blank
// feature lines dropped. Browser-safe; shared by the modal and the server actions.
import { z } from 'zod';
import { isUuid } from '@/platform/text/ids';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, object, optionalText } from '@/platform/text/input';

export const PLAN_REQUIRED_MESSAGE = 'Plan adı ve fiyat zorunludur';
export const PLAN_PRICE_MESSAGE = 'Fiyat 0 veya daha büyük, en fazla 2 ondalıklı bir sayı olmalıdır';
export const PLAN_CURRENCIES = ['TRY', 'USD', 'EUR'] as const;
export const PLAN_INTERVALS = ['trial', 'monthly', 'yearly'] as const;
export const MAX_FEATURES = 30;
/** Texts (billed parts) a salon on the plan may send a month (issue 32); the database's default is the same. */
export const DEFAULT_SMS_ALLOWANCE = 200;
export const MAX_SMS_ALLOWANCE = 100_000;
export const SMS_ALLOWANCE_MESSAGE = 'Aylık SMS hakkı 0 ile 100.000 arasında bir tam sayı olmalıdır';

export const PLAN_NOT_FOUND_MESSAGE = 'Plan bulunamadı';
const planId = z.string({ error: PLAN_NOT_FOUND_MESSAGE }).refine(isUuid, { error: PLAN_NOT_FOUND_MESSAGE });

export const planSchema = object({
  id: z.string().refine((v) => v === '' || isUuid(v), { error: PLAN_NOT_FOUND_MESSAGE }).optional(),
  name: z.string({ error: PLAN_REQUIRED_MESSAGE })
    .refine((v) => !hasControlCharacters(v), { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: PLAN_REQUIRED_MESSAGE }).max(100, { error: 'Plan adı en fazla 100 karakter olabilir' })),
  description: optionalText({ max: 500, tooLong: 'Açıklama en fazla 500 karakter olabilir', multiline: true }),
  // FormDialog hands the action the parsed number, which the server parses again.
  price: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: PLAN_REQUIRED_MESSAGE }).trim().min(1, { error: PLAN_REQUIRED_MESSAGE })
    .regex(/^-?[0-9]{1,8}([.,][0-9]+)?$/, { error: PLAN_PRICE_MESSAGE })
    .refine((v) => /^[0-9]{1,8}([.,][0-9]{1,2})?$/.test(v), { error: PLAN_PRICE_MESSAGE })
    .transform((v) => Number(v.replace(',', '.')))),
  currency: z.enum(PLAN_CURRENCIES, { error: 'Para birimi TRY, USD veya EUR olmalıdır' }),
  interval: z.enum(PLAN_INTERVALS, { error: 'Geçerli bir dönem seçin' }),
  features: z.array(z.string({ error: 'Özellik metni geçersiz' })
    .refine((v) => !hasControlCharacters(v), { error: CONTROL_CHARACTER_MESSAGE })
    .transform((v) => v.trim())
    .pipe(z.string().max(200, { error: 'Bir özellik en fazla 200 karakter olabilir' })), { error: 'Özellikler geçersiz' })
    .max(MAX_FEATURES, { error: `En fazla ${MAX_FEATURES} özellik eklenebilir` })
    .transform((lines) => lines.filter((line) => line.length > 0)),
  active: z.boolean({ error: 'Geçersiz durum' }),
  // Missing (an older form): the plan keeps what it has; a new plan gets the database's default.
  smsAllowance: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: SMS_ALLOWANCE_MESSAGE }).trim()
    .regex(/^[0-9]{1,6}$/, { error: SMS_ALLOWANCE_MESSAGE })
    .transform(Number)
    .refine((n) => n <= MAX_SMS_ALLOWANCE, { error: SMS_ALLOWANCE_MESSAGE })).optional(),
});

export type PlanValues = z.input<typeof planSchema>;
export type PlanInput = z.output<typeof planSchema>;

export const planIdSchema = object({ id: planId });
export const planActiveSchema = object({ id: planId, active: z.boolean({ error: 'Geçersiz durum' }) });

/** A plan subscriptions (or pending paid registrations) still use is kept; deactivation is offered instead. */
export function planInUseMessage(name: string, uses: number): string {
  return `"${name}" planı ${uses} abonelikte kullanıldığı için silinemez. Bunun yerine planı pasif yapabilirsiniz.`;
}
