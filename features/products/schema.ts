// Inputs of the salon's products and stock (issue 31) with their Turkish messages. Prices travel
// as whole kuruş, like the bills' (features/bills/schema.ts); the screens parse what was typed.
import { z } from 'zod';
import { object, optionalPercent, optionalText, text } from '@/platform/text/input';
import { kurus } from '@/features/bills/schema';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Ürün bulunamadı';
export const STOCK_SHORT_MESSAGE = 'Stok yetersiz. Satış için önce stok girişi yapın.';
export const BARCODE_TAKEN_MESSAGE = 'Bu barkod başka bir üründe kayıtlı';

const quantity = (message: string) => z.number({ error: message }).int({ error: message });

export const productFields = {
  name: text({ required: 'Ürün adı gereklidir', max: 120, tooLong: 'Ürün adı en fazla 120 karakter olabilir' }),
  brand: optionalText({ max: 80, tooLong: 'Marka en fazla 80 karakter olabilir' }),
  category: optionalText({ max: 80, tooLong: 'Kategori en fazla 80 karakter olabilir' }),
  barcode: z.string().trim().regex(/^[0-9A-Za-z-]{4,40}$/, { error: 'Barkod 4–40 harf, rakam veya tire olmalıdır' })
    .nullable().or(z.literal('').transform(() => null)),
  price: kurus('Geçerli bir satış fiyatı girin'),
  costPrice: kurus('Geçerli bir alış fiyatı girin'),
  /** Its own commission rate over the seller's; null: the seller's (issue 31). */
  commissionPercent: optionalPercent(),
  lowStockLevel: quantity('Kritik stok 0 ile 100000 arasında olmalıdır').min(0, { error: 'Kritik stok 0 ile 100000 arasında olmalıdır' })
    .max(100_000, { error: 'Kritik stok 0 ile 100000 arasında olmalıdır' }),
};

export const createProductSchema = object(productFields);
export const updateProductSchema = object({ id: z.uuid({ error: PRODUCT_NOT_FOUND_MESSAGE }), ...productFields });
export const productActiveSchema = object({ id: z.uuid({ error: PRODUCT_NOT_FOUND_MESSAGE }), isActive: z.boolean() });
export type ProductInput = z.output<typeof createProductSchema>;

/** What the desk records by hand; sales and their refunds are written by the bills. */
export const STOCK_KINDS = ['purchase', 'use', 'count'] as const;
export const STOCK_KIND_LABELS = { purchase: 'Stok girişi', sale: 'Satış', refund: 'İade', use: 'Hizmette kullanım', count: 'Sayım düzeltmesi' } as const;

export const stockMovementSchema = object({
  productId: z.uuid({ error: PRODUCT_NOT_FOUND_MESSAGE }),
  kind: z.enum(STOCK_KINDS, { error: 'Hareket türünü seçin' }),
  /** purchase and use: how many (positive); count: the quantity counted on the shelf. */
  quantity: quantity('Adet tam sayı olmalıdır').min(0, { error: 'Adet 0 veya daha büyük olmalıdır' }).max(100_000, { error: 'Adet en fazla 100000 olabilir' }),
  reason: optionalText({ max: 200, tooLong: 'Açıklama en fazla 200 karakter olabilir' }),
});

export const negativeStockSchema = object({ allow: z.boolean() });
