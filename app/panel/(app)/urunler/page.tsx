// /panel/urunler (issue 31): the salon's products and their stock. Every product with its prices
// and what is on the shelf, low ones marked; add, edit, stock in / use / count, the ledger, make
// passive; and the negative-stock setting. The buttons follow the user's rights; the actions
// check them again.
import type { Metadata } from 'next';
import type { ProductRights } from '@/features/products/components/product-actions';
import { ProductsScreen } from '@/features/products/components/products-screen';
import { listProducts } from '@/features/products/server/products';
import { negativeStockAllowed } from '@/features/products/server/settings';
import { holdsRight, type PanelRightKey } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Ürünler' };
// Private, per salon and always live: never prerendered or cached.
export const dynamic = 'force-dynamic';

export default async function ProductsPage() {
  const user = await requireSalonUser('page.products');
  const allowed = (key: PanelRightKey) => holdsRight(user.permissions, key);
  const rights: ProductRights = {
    create: allowed('product.create'), edit: allowed('product.edit'), stock: allowed('product.stock'),
    deactivate: allowed('product.deactivate'), negativeStock: allowed('product.negativeStock'),
  };
  const [products, allowNegative] = await Promise.all([
    listProducts(user.salonId),
    rights.negativeStock ? negativeStockAllowed(user.salonId) : Promise.resolve(null),
  ]);
  return <ProductsScreen products={products} rights={rights} allowNegative={allowNegative} />;
}
