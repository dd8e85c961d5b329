// 'Raporlar' › Ürünler (issue 31): what was sold over the range and its revenue, the shelf's
// value at cost now, and what is running low, with the way to the products to restock.
// Server component.
import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { formatCount } from '@/components/kit/figure-cards';
import { formatKurus } from '@/platform/text/format';
import type { ProductsReport } from '@/features/reports/types';
import type { ReportRange } from '@/features/reports/rules/range';
import { BarList } from './bar-list';
import { ReportFigure as Figure, ReportFigures, ReportSection as Section } from './report-section';

export function ProductsSection({ range, report }: { range: ReportRange; report: ProductsReport }) {
  const quantity = report.sold.reduce((s, p) => s + p.quantity, 0);
  const revenue = report.sold.reduce((s, p) => s + p.revenue, 0);
  return (
    <div className="grid gap-6">
      <ReportFigures>
        <Figure label="Satılan ürün" value={formatCount(quantity)} testId="report-products-sold" />
        <Figure label="Ürün cirosu" value={formatKurus(revenue)} testId="report-products-revenue" />
        <Figure label="Stok değeri (maliyet)" value={formatKurus(report.stockValue)} testId="report-stock-value" />
        <Figure label="Azalan ürün" value={formatCount(report.lowStock.length)} testId="report-low-stock-count" />
      </ReportFigures>

      <Section id="products-sold" title="Satılan ürünler" table="urunler" range={range}>
        {report.sold.length === 0 ? <p className="text-sm text-muted-foreground">Bu aralıkta ürün satılmamış.</p> : (
          <BarList label="Ürünlere göre satış" testId="report-products-list"
            bars={report.sold.map((p) => ({ label: `${p.name} ×${formatCount(p.quantity)}`, value: p.revenue }))} />
        )}
      </Section>

      <Section id="low-stock" title="Azalan stok" table="stok" range={range}>
        {report.lowStock.length === 0 ? <p className="text-sm text-muted-foreground">Uyarı seviyesine inen ürün yok.</p> : (
          <ul className="grid gap-2" data-testid="report-low-stock">
            {report.lowStock.map((p) => (
              <li key={p.productId} className="flex items-baseline justify-between gap-3 border-b pb-2 last:border-b-0 last:pb-0" data-testid="report-low-stock-row">
                <span className="user-text min-w-0 text-sm font-medium">{p.name}</span>
                <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">
                  <span className={p.stock <= 0 ? 'font-semibold text-red-700' : 'font-semibold'}>Stok: {formatCount(p.stock)}</span>
                  <span className="text-muted-foreground"> / Uyarı: {formatCount(p.lowStockLevel)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link href="/panel/urunler" className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-9 print:hidden">
          Ürünlere git<ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </Section>
    </div>
  );
}
