// One product on /panel/urunler, phone first: its name with 'Kritik stok' and 'Pasif' badges,
// brand and category, barcode, then sale price, cost price, stock on hand and the low-stock
// level, and the buttons this user may use. The card wraps at any width (no sideways scroll on
// a 390 px phone); `data-low` and the stock figure's test id are for the browser journeys.
import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/utils';
import { formatKurus } from '@/platform/text/format';
import type { ProductRow } from '@/features/products/server/products';
import { ProductActions, type ProductRights } from './product-actions';
import { Fact } from '@/components/kit/fact';

export function ProductCard({ product, rights }: { product: ProductRow; rights: ProductRights }) {
  const nameId = `product-${product.id}-name`;
  const detail = [product.brand, product.category].filter(Boolean).join(' · ');
  return (
    <article aria-labelledby={nameId} data-testid="product-card" data-low={String(product.low)}
      className={cn('grid gap-3 rounded-xl border bg-card p-4', !product.isActive && 'bg-muted/40', product.low && 'border-red-300')}>
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 id={nameId} className="user-text text-base font-semibold">{product.name}</h2>
          {product.low ? (
            <Badge variant="danger-soft" data-testid="product-low-badge"><TriangleAlert className="size-3" aria-hidden="true" />Kritik stok</Badge>
          ) : null}
          {product.isActive ? null : <Badge variant="warning-soft">Pasif</Badge>}
        </div>
        {detail ? <p className="user-text text-sm text-muted-foreground">{detail}</p> : null}
        {product.barcode ? (
          <p className="text-sm text-muted-foreground">Barkod: <span className="font-mono break-all text-foreground">{product.barcode}</span></p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Fact label="Satış fiyatı">{formatKurus(product.price)}</Fact>
        <Fact label="Alış fiyatı">{formatKurus(product.costPrice)}</Fact>
        <Fact label="Stok">
          <span className={cn(product.stock < 0 || product.low ? 'text-red-700' : undefined, 'text-base font-semibold')}>
            <span data-testid="product-stock">{product.stock}</span> adet
          </span>
        </Fact>
        <Fact label="Kritik seviye">{product.lowStockLevel > 0 ? `${product.lowStockLevel} adet` : 'Yok'}</Fact>
      </dl>
      {product.isActive ? null : (
        <p className="text-sm text-muted-foreground">Pasif ürünler adisyonlarda satışa sunulmaz.</p>
      )}
      <div className="border-t pt-3">
        <ProductActions product={product} rights={rights} describedBy={nameId} />
      </div>
    </article>
  );
}
