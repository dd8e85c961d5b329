// Commission (prim) rates of a staff member and the salon's basis (issue 31), with their Turkish
// messages. A rate is a percent, 0–100 with at most two decimals; typed as '7,5' or a number.
import { z } from 'zod';
import { object, percent } from '@/platform/text/input';

/** '7,5', '7.5', 7.5 → 7.5; blank → 0. */
export const percentSchema = percent();

export const staffCommissionSchema = object({
  staffId: z.uuid({ error: 'Personel bulunamadı' }),
  servicePercent: percentSchema,
  productPercent: percentSchema,
});
export type StaffCommissionInput = z.output<typeof staffCommissionSchema>;

export const commissionBasisSchema = object({ discountsFirst: z.boolean({ error: 'Geçersiz değer' }) });
