'use client';
// 'Yeni Ürün' and 'Düzenle': the kit's modal form with every field of a product, prices typed in
// lira (product-forms.ts turns them into kuruş). A new product goes to createProductAction, an
// existing one to updateProductAction; a barcode another product holds comes back on its field.
import type { ReactNode } from 'react';
import { createProductAction, updateProductAction } from '@/features/products/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import type { ProductRow } from '@/features/products/server/products';
import { EMPTY_PRODUCT, productForm, productFormValues } from './product-forms';

export function ProductDialog({ product, trigger }: { product?: ProductRow; trigger: ReactNode }) {
  return (
    <FormDialog
      title={product ? 'Ürünü Düzenle' : 'Yeni Ürün'}
      description={product
        ? 'Stok adedi buradan değişmez: stok için ürünün Stok düğmesini kullanın.'
        : 'Ürün adı ve satış fiyatı zorunludur. Başlangıç stokunu ekledikten sonra Stok düğmesiyle girin.'}
      trigger={trigger}
      schema={productForm}
      defaultValues={product ? productFormValues(product) : EMPTY_PRODUCT}
      action={(input) => (product ? updateProductAction({ id: product.id, ...input }) : createProductAction(input))}
      submitLabel={product ? 'Kaydet' : 'Ekle'}
      successMessage={product ? 'Ürün kaydedildi' : 'Ürün eklendi'}
    >
      {(form) => (
        <>
          <FormInput form={form} name="name" label="Ürün adı" autoComplete="off" maxLength={120} className="h-11 sm:h-10" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="brand" label="Marka" autoComplete="off" maxLength={80} className="h-11 sm:h-10" />
            <FormInput form={form} name="category" label="Kategori" autoComplete="off" maxLength={80} className="h-11 sm:h-10"
              placeholder="Ör. Saç bakımı" />
          </div>
          <FormInput form={form} name="barcode" label="Barkod" autoComplete="off" maxLength={40} className="h-11 sm:h-10"
            placeholder="İsteğe bağlı" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="price" label="Satış fiyatı (₺)" inputMode="decimal" autoComplete="off" placeholder="0,00"
              className="h-11 text-right tabular-nums sm:h-10" />
            <FormInput form={form} name="costPrice" label="Alış fiyatı (₺)" inputMode="decimal" autoComplete="off" placeholder="0,00"
              className="h-11 text-right tabular-nums sm:h-10" />
          </div>
          <FormInput form={form} name="lowStockLevel" label="Kritik stok seviyesi" inputMode="numeric" autoComplete="off"
            aria-describedby="low-stock-hint" className="h-11 tabular-nums sm:h-10" />
          <p id="low-stock-hint" className="-mt-3 text-xs text-muted-foreground">
            Stok bu adede inince ürün &quot;Kritik stok&quot; olarak işaretlenir ve ana sayfada listelenir. 0: uyarı yok.
          </p>
          <FormInput form={form} name="commissionPercent" label="Prim oranı (%)" inputMode="decimal" autoComplete="off" placeholder="Satan personelin oranı"
            aria-describedby="product-commission-hint" className="h-11 tabular-nums sm:h-10" />
          <p id="product-commission-hint" className="-mt-3 text-xs text-muted-foreground">
            Boş bırakılırsa satan personelin ürün primi uygulanır.
          </p>
        </>
      )}
    </FormDialog>
  );
}
