'use client';
// The product cards of /panel/urunler with a search box that filters them in the browser by name,
// brand or barcode (a salon's shelf is a few hundred products at most, all on the page already).
// Turkish letters fold the Turkish way ('İ' finds 'i'); a search matching nothing says so.
import { useState } from 'react';
import { Search, SearchX } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProductRow } from '@/features/products/server/products';
import type { ProductRights } from './product-actions';
import { ProductCard } from './product-card';

const fold = (text: string) => text.toLocaleLowerCase('tr-TR').trim();

function matches(product: ProductRow, query: string): boolean {
  return [product.name, product.brand, product.barcode].some((field) => field != null && fold(field).includes(query));
}

export function ProductList({ products, rights }: { products: ProductRow[]; rights: ProductRights }) {
  const [query, setQuery] = useState('');
  const folded = fold(query);
  const shown = folded === '' ? products : products.filter((p) => matches(p, folded));
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="product-search" className="sr-only">Ürün ara</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="product-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)}
            placeholder="Ürün adı, marka veya barkod" autoComplete="off" className="h-11 pl-9 sm:h-10" />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">{folded === '' ? '' : `${shown.length} ürün bulundu`}</p>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Aramanıza uyan ürün bulunamadı</p>
          <p className="max-w-sm text-sm text-muted-foreground">Ürün adının, markanın ya da barkodun bir kısmını farklı yazarak tekrar deneyin.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Ürün listesi">
          {shown.map((product) => (
            <li key={product.id} className="min-w-0"><ProductCard product={product} rights={rights} /></li>
          ))}
        </ul>
      )}
    </div>
  );
}
