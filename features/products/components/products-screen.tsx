// /panel/urunler's content (issue 31): the heading with 'Yeni Ürün', how many products run low,
// the searchable product cards (or, with none yet, what to do first) and, for a user with the
// settings right, the negative-stock switch. Server component; the cards' dialogs are client parts.
import { Package, Plus } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { Button } from '@/components/ui/button';
import type { ProductRow } from '@/features/products/server/products';
import type { ProductRights } from './product-actions';
import { ProductDialog } from './product-dialog';
import { ProductList } from './product-list';
import { NegativeStockCard } from './negative-stock-card';

function NewProductButton() {
  return <ProductDialog trigger={<Button className="h-11 sm:h-10"><Plus aria-hidden="true" />Yeni Ürün</Button>} />;
}

function EmptyState({ canCreate }: { canCreate: boolean }) {
  return (
    <section className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card p-8 text-center" data-testid="products-empty">
      <Package className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Henüz ürün yok</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {canCreate
          ? 'Sattığınız ve hizmette kullandığınız ürünleri ekleyin; sonra Stok düğmesiyle raftaki adedi girin. Kritik seviyeye inen ürünler ana sayfada listelenir.'
          : 'Salonun ürünleri eklendiğinde burada listelenir. Ürün eklemek için salon yöneticisine başvurun.'}
      </p>
      {canCreate ? <NewProductButton /> : null}
    </section>
  );
}

export function ProductsScreen({ products, rights, allowNegative }: {
  products: ProductRow[];
  rights: ProductRights;
  /** The salon's negative-stock setting; null when the user may not change it (no card). */
  allowNegative: boolean | null;
}) {
  const lowCount = products.filter((p) => p.low).length;
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Ürünler" description="Sattığınız ve hizmette kullandığınız ürünler, fiyatları ve raftaki stokları."
        actions={rights.create && products.length > 0 ? <NewProductButton /> : null} />
      {lowCount > 0 ? (
        <p role="status" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {lowCount} üründe stok kritik seviyede. Stok girişi yapmayı unutmayın.
        </p>
      ) : null}
      {products.length === 0 ? <EmptyState canCreate={rights.create} /> : <ProductList products={products} rights={rights} />}
      {allowNegative === null ? null : <NegativeStockCard allowed={allowNegative} />}
    </div>
  );
}
