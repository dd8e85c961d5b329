// The Ürünler screen's forms (issue 31) as the desk types them: prices in lira ('1.250,50'),
// counts as text. Each schema's output is what its action takes (features/products/schema.ts
// checks it again on the server), so the form and the server share every message.
import { z } from 'zod';
import { liraText } from '@/features/bills/schema';
import { kurusToInput } from '@/features/bills/rules/money';
import { object } from '@/platform/text/input';
import { productFields, stockMovementSchema, STOCK_KINDS, STOCK_KIND_LABELS } from '@/features/products/schema';
import type { ProductRow } from '@/features/products/server/products';

/** A typed whole number: blank is `blank` (undefined: missing), anything else must be digits. */
const typedCount = (missing: string, invalid: string, blank?: number) => z.string({ error: missing })
  .transform((typed, ctx) => {
    const text = typed.trim();
    if (text === '' && blank !== undefined) return blank;
    if (!/^\d{1,6}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: text === '' ? missing : invalid });
      return z.NEVER;
    }
    return Number(text);
  });

/** A sale price must be typed (₺0 on purpose is '0'); a blank cost price is ₺0. */
const requiredLira = (missing: string, invalid: string) => z.string({ error: missing })
  .refine((typed) => typed.trim() !== '', { error: missing, abort: true })
  .pipe(liraText(invalid));

const LEVEL_MESSAGE = 'Kritik stok 0 ile 100000 arasında olmalıdır';

export const productForm = object({
  name: productFields.name,
  brand: productFields.brand,
  category: productFields.category,
  barcode: productFields.barcode,
  price: requiredLira('Satış fiyatını girin', 'Geçerli bir satış fiyatı girin'),
  costPrice: liraText('Geçerli bir alış fiyatı girin'),
  lowStockLevel: typedCount(LEVEL_MESSAGE, LEVEL_MESSAGE, 0).pipe(productFields.lowStockLevel),
  commissionPercent: productFields.commissionPercent,
});
export type ProductFormValues = z.input<typeof productForm>;

export const EMPTY_PRODUCT: ProductFormValues = { name: '', brand: '', category: '', barcode: '', price: '', costPrice: '', lowStockLevel: '0', commissionPercent: '' };

export function productFormValues(p: ProductRow): ProductFormValues {
  return {
    name: p.name, brand: p.brand ?? '', category: p.category ?? '', barcode: p.barcode ?? '',
    price: kurusToInput(p.price), costPrice: kurusToInput(p.costPrice), lowStockLevel: String(p.lowStockLevel),
    commissionPercent: p.commissionPercent === null ? '' : String(p.commissionPercent).replace('.', ','),
  };
}

/** 'Stok': a purchase or a use moves at least one; a count may find the shelf empty (0). */
export const stockForm = object({
  kind: stockMovementSchema.shape.kind,
  quantity: typedCount('Adedi girin', 'Adet tam sayı olmalıdır').pipe(stockMovementSchema.shape.quantity),
  reason: stockMovementSchema.shape.reason,
}).refine((v) => v.kind === 'count' || v.quantity > 0, { error: 'Adet sıfırdan büyük olmalıdır', path: ['quantity'] });
export type StockFormValues = z.input<typeof stockForm>;

export const STOCK_KIND_OPTIONS = STOCK_KINDS.map((kind) => ({ value: kind, label: STOCK_KIND_LABELS[kind] }));
