// Inputs of the cash register (kasa, issue 30) with their Turkish messages; money in kuruş.
import { z } from 'zod';
import { object, optionalText, text } from '@/platform/text/input';
import { kurus, positiveKurus } from '@/features/bills/schema';

export const NO_CASH_SESSION_MESSAGE = 'Kasa açık değil. Nakit işlem için önce kasayı açın.';
export const CASH_OPEN_ALREADY_MESSAGE = 'Kasa zaten açık';
export const CASH_SESSION_GONE_MESSAGE = 'Kasa açık değil ya da az önce kapatıldı';

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
