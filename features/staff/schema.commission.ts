// Commission (prim) rates of a staff member and the salon's basis (issue 31), with their Turkish
// messages. A rate is a percent, 0–100 with at most two decimals; typed as '7,5' or a number.
import { z } from 'zod';
import { object } from '@/platform/text/input';

const RATE_MESSAGE = 'Oran 0 ile 100 arasında olmalıdır';

/** '7,5', '7.5', 7.5 → 7.5; blank → 0. */
export const percentSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v.trim().replace(',', '.'))) : v),
  z.number({ error: RATE_MESSAGE }).min(0, { error: RATE_MESSAGE }).max(100, { error: RATE_MESSAGE })
    .refine((n) => Math.round(n * 100) === n * 100, { error: 'Oran en fazla iki ondalık basamak olabilir' }),
);

export const staffCommissionSchema = object({
  staffId: z.uuid({ error: 'Personel bulunamadı' }),
  servicePercent: percentSchema,
  productPercent: percentSchema,
});
export type StaffCommissionInput = z.output<typeof staffCommissionSchema>;

export const commissionBasisSchema = object({ discountsFirst: z.boolean({ error: 'Geçersiz değer' }) });
