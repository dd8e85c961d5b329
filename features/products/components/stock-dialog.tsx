'use client';
// 'Stok': what the desk records by hand on a product's shelf (issue 31): a purchase adds, a use in
// a service takes away, a count says how many are on the shelf now (the server writes the
// difference). Sales are written by the bills, never here. The kit's form dialog; a use the shelf
// cannot cover (when the salon does not allow negative stock) comes back on 'Adet'.
import { PackagePlus } from 'lucide-react';
import { stockMovementAction } from '@/features/products/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import type { ProductRow } from '@/features/products/server/products';
import { STOCK_KIND_OPTIONS, stockForm, type StockFormValues } from './product-forms';

const HINTS = {
  purchase: 'Rafa eklenen adet stoka eklenir.',
  use: 'Hizmette kullanılan adet stoktan düşülür.',
  count: 'Rafta saydığınız adedi yazın; aradaki fark sayım düzeltmesi olarak kaydedilir.',
} as const;

const EMPTY: StockFormValues = { kind: 'purchase', quantity: '', reason: '' };

/** `describedBy`: the card's name heading, so a screen reader hears which product's 'Stok' it is. */
export function StockDialog({ product, describedBy }: { product: ProductRow; describedBy?: string }) {
  return (
    <FormDialog
      title={`Stok: ${product.name}`}
      description={`Şu an stokta ${product.stock} adet var.`}
      trigger={(
        <Button size="sm" variant="outline" className="h-11 sm:h-9" aria-describedby={describedBy}>
          <PackagePlus aria-hidden="true" />Stok
        </Button>
      )}
      schema={stockForm}
      defaultValues={EMPTY}
      action={(input) => stockMovementAction({ productId: product.id, ...input })}
      submitLabel="Kaydet"
      successMessage="Stok hareketi kaydedildi"
    >
      {(form) => {
        const kind = form.watch('kind') ?? 'purchase';
        return (
          <>
            <FormSelect form={form} name="kind" label="Hareket türü" options={STOCK_KIND_OPTIONS} />
            <div className="grid gap-1.5">
              <FormInput form={form} name="quantity" label={kind === 'count' ? 'Raftaki adet' : 'Adet'} inputMode="numeric"
                autoComplete="off" className="h-11 text-right tabular-nums sm:h-10" placeholder="0" />
              <p className="text-xs text-muted-foreground">{HINTS[kind]}</p>
            </div>
            <FormInput form={form} name="reason" label="Açıklama" autoComplete="off" maxLength={200} className="h-11 sm:h-10"
              placeholder="İsteğe bağlı" />
          </>
        );
      }}
    </FormDialog>
  );
}
