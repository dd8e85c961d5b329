// The panel home's card of products at or under their low-stock level (issue 31), fewest on the
// shelf first: name, what is left and the level, with a link to /panel/urunler to restock. The
// home page renders it only for users who see products and only when something runs low.
// Server component.
import Link from 'next/link';
import { ChevronRight, TriangleAlert } from 'lucide-react';
import type { ProductRow } from '@/features/products/server/products';

export function LowStockCard({ products }: { products: ProductRow[] }) {
  return (
    <section aria-labelledby="low-stock-title" className="grid gap-3 rounded-xl border border-red-200 bg-card p-4 sm:p-6" data-testid="low-stock-card">
      <div className="flex items-center justify-between gap-3">
        <h2 id="low-stock-title" className="flex items-center gap-2 text-lg font-semibold">
          <TriangleAlert className="size-5 text-red-700" aria-hidden="true" />Kritik stok
        </h2>
        <Link href="/panel/urunler" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          Ürünlere git<ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid gap-2">
        {products.map((p) => (
          <li key={p.id} className="flex items-baseline justify-between gap-3 border-b pb-2 last:border-b-0 last:pb-0" data-testid="low-stock-item">
            <span className="user-text min-w-0 text-sm font-medium">{p.name}</span>
            <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">
              <span className={p.stock <= 0 ? 'font-semibold text-red-700' : 'font-semibold'}>{p.stock} adet</span>
              <span className="text-muted-foreground"> / kritik {p.lowStockLevel}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
