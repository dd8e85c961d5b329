// Inputs of the cash register (kasa, issue 30) with their Turkish messages; money in kuruş.
import { z } from 'zod';
import { object, optionalText, text } from '@/platform/text/input';
import { formatKurus } from '@/platform/text/format';
import { kurus, liraText, positiveKurus } from '@/features/bills/schema';

export const NO_CASH_SESSION_MESSAGE = 'Kasa açık değil. Nakit işlem için önce kasayı açın.';
export const CASH_OPEN_ALREADY_MESSAGE = 'Kasa zaten açık';
export const CASH_SESSION_GONE_MESSAGE = 'Kasa açık değil ya da az önce kapatıldı';
/** A cash-out larger than what the drawer should hold (kuruş), refused by the server. */
export const cashShortMessage = (expected: number) => `Kasada yeterli nakit yok (beklenen ${formatKurus(expected)})`;

export const openCashSchema = object({ opening: kurus('Geçerli bir açılış tutarı girin') });
export const cashMovementSchema = object({
  kind: z.enum(['in', 'out'], { error: 'Giriş veya çıkış seçin' }),
  amount: positiveKurus(),
  reason: text({ required: 'Lütfen açıklama yazın', max: 200, tooLong: 'Açıklama en fazla 200 karakter olabilir' }),
});
export const closeCashSchema = object({
  counted: kurus('Sayılan tutarı girin'),
  note: optionalText({ max: 500, tooLong: 'Not en fazla 500 karakter olabilir' }),
});

// The panel's forms (features/cash/components): amounts as the desk types them in lira ('1.250,50'),
// turned into kuruş before the action, which checks them again with the schemas above. A blank
// amount is a missing one, not zero: an empty count must never close the drawer at ₺0.
const typedLira = (missing: string, invalid: string, options?: { positive?: boolean }) => z.string({ error: missing })
  .refine((typed) => typed.trim() !== '', { error: missing, abort: true })
  .pipe(liraText(invalid, options));

export const openCashForm = object({
  opening: typedLira('Açılış tutarını girin (kasada para yoksa 0)', 'Geçerli bir açılış tutarı girin'),
});
export const cashMovementForm = object({
  amount: typedLira('Tutarı girin', 'Geçerli bir tutar girin', { positive: true }),
  reason: cashMovementSchema.shape.reason,
});
export const closeCashForm = object({
  counted: typedLira('Sayılan tutarı girin', 'Geçerli bir tutar girin'),
  note: closeCashSchema.shape.note,
});
