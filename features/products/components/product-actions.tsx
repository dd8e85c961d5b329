'use client';
// A product card's buttons, only those the user's rights allow (the actions check again):
// 'Düzenle' (the product dialog), 'Stok' (a purchase, a use or a count), 'Hareketler' (the
// product's stock ledger; everyone who sees the screen) and 'Pasif Yap' / 'Aktif Yap' behind a
// confirmation. A passive product stays on old bills and in the ledger; it is sold no more.
import { Ban, CircleCheck, Pencil } from 'lucide-react';
import { setProductActiveAction } from '@/features/products/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import type { ProductRow } from '@/features/products/server/products';
import { MovementsDialog } from './movements-dialog';
import { ProductDialog } from './product-dialog';
import { StockDialog } from './stock-dialog';

/** What the signed-in user may do on /panel/urunler (platform/access/panel-rights.ts). */
export interface ProductRights {
  create: boolean;
  edit: boolean;
  stock: boolean;
  deactivate: boolean;
  negativeStock: boolean;
}

const button = 'h-11 sm:h-9';

export function ProductActions({ product, rights, describedBy }: { product: ProductRow; rights: ProductRights; describedBy: string }) {
  const passive = !product.isActive;
  return (
    <div className="flex flex-wrap gap-2">
      {rights.edit ? (
        // Keyed by the data: each opening starts from the product as the page holds it now.
        <ProductDialog key={JSON.stringify(product)} product={product}
          trigger={<Button size="sm" variant="outline" className={button} aria-describedby={describedBy}><Pencil aria-hidden="true" />Düzenle</Button>} />
      ) : null}
      {rights.stock ? <StockDialog product={product} describedBy={describedBy} /> : null}
      <MovementsDialog productId={product.id} name={product.name} describedBy={describedBy} />
      {rights.deactivate ? (
        <ConfirmAction
          trigger={passive
            ? <Button size="sm" variant="outline" className={button} aria-describedby={describedBy}><CircleCheck aria-hidden="true" />Aktif Yap</Button>
            : <Button size="sm" variant="ghost" className={`${button} text-destructive`} aria-describedby={describedBy}><Ban aria-hidden="true" />Pasif Yap</Button>}
          title={passive ? 'Ürün aktif yapılsın mı?' : 'Ürün pasif yapılsın mı?'}
          description={(
            <span className="user-text">
              {passive
                ? `"${product.name}" yeniden adisyonlarda satılabilir ve kritik stok uyarılarında görünür.`
                : `"${product.name}" adisyonlarda satışa sunulmaz ve kritik stok uyarısı vermez. Eski adisyonlar ve stok hareketleri korunur; ürünü istediğiniz zaman yeniden aktif yapabilirsiniz.`}
            </span>
          )}
          confirmLabel={passive ? 'Aktif Yap' : 'Pasif Yap'}
          busyLabel="Kaydediliyor..."
          destructive={!passive}
          run={() => setProductActiveAction({ id: product.id, isActive: passive })}
          successMessage={passive ? 'Ürün aktif yapıldı' : 'Ürün pasif yapıldı'}
        />
      ) : null}
    </div>
  );
}
