// A stylist's monthly statement (prim dökümü, issue 31), what the owner prints and hands her: her
// figures, then every service and product line behind the commission, adding up to the staff
// report's row. Prints as it reads: borders kept, shadows dropped. Server component.
import { Fact } from '@/components/kit/fact';
import { Badge } from '@/components/ui/badge';
import { formatCount } from '@/components/kit/figure-cards';
import { formatKurus } from '@/platform/text/format';
import { formatShortDate } from '@/platform/time/calendar';
import type { StaffStatement } from '@/features/reports/types';

const card = 'grid gap-3 rounded-2xl border bg-card p-4 shadow-xs print:shadow-none sm:p-6';
const rate = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
/** 10 → '%10', 12.5 → '%12,5' (Turkish writes the sign first). */
const percent = (value: number) => `%${rate.format(value)}`;
const cell = 'px-2 py-2 align-top';
const amountCell = `${cell} text-right whitespace-nowrap tabular-nums`;

export function StatementView({ statement, salonName, monthLabel }: { statement: StaffStatement; salonName: string; monthLabel: string }) {
  const { figures, lines } = statement;
  const total = lines.reduce((s, l) => s + l.amount, 0);
  return (
    <article className="grid gap-6 print:gap-4" data-testid="statement">
      <header className="grid gap-1">
        <h1 className="user-text text-2xl font-bold tracking-tight">{statement.name} · Prim dökümü</h1>
        <p className="user-text text-sm text-muted-foreground">{salonName} · {monthLabel}</p>
      </header>

      <section aria-label="Özet" className={card}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Fact label="Hizmet">{formatCount(figures.servicesDone)} · {formatKurus(figures.serviceRevenue)}</Fact>
          <Fact label="Ürün">{formatCount(figures.productsSold)} · {formatKurus(figures.productRevenue)}</Fact>
          <Fact label="Bahşiş">{formatKurus(figures.tips)}</Fact>
          <Fact label="Prim"><span className="text-base font-bold" data-testid="statement-commission">{formatKurus(figures.commission)}</span></Fact>
        </dl>
      </section>

      <section aria-labelledby="statement-lines" className={card}>
        <h2 id="statement-lines" className="text-lg font-semibold">Satışlar</h2>
        {lines.length === 0 ? <p className="text-sm text-muted-foreground">Bu ay bu personele yazılmış satış yok.</p> : (
          // Scrolls inside its card on a phone, never the page; on paper the table takes the width it has.
          <div className="-mx-2 overflow-x-auto print:mx-0 print:overflow-visible">
            <table className="w-full min-w-[36rem] text-sm print:min-w-0">
              <caption className="sr-only">{statement.name} adlı personelin {monthLabel} satışları ve primleri</caption>
              <thead>
                <tr className="text-xs text-muted-foreground">
                  <th scope="col" className="px-2 pb-2 text-left font-medium">Tarih</th>
                  <th scope="col" className="px-2 pb-2 text-left font-medium">Adisyon</th>
                  <th scope="col" className="px-2 pb-2 text-left font-medium">Kalem</th>
                  <th scope="col" className="px-2 pb-2 text-right font-medium">Tutar</th>
                  <th scope="col" className="px-2 pb-2 text-right font-medium">Oran</th>
                  <th scope="col" className="px-2 pb-2 text-right font-medium">Prim</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l, i) => (
                  <tr key={`${i}-${l.billNumber}`} className="border-t break-inside-avoid" data-testid="statement-line" data-kind={l.kind}>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatShortDate(l.day)}</td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>#{l.billNumber}</td>
                    <td className={cell}>
                      <span className="user-text">{l.description}</span>
                      {l.quantity > 1 ? <span className="whitespace-nowrap tabular-nums text-muted-foreground"> ×{formatCount(l.quantity)}</span> : null}
                      {l.kind === 'product' ? <Badge variant="outline" className="ml-1.5 align-middle">Ürün</Badge> : null}
                    </td>
                    <td className={amountCell}>{formatKurus(l.amount)}</td>
                    <td className={amountCell}>{percent(l.percent)}</td>
                    <td className={amountCell}>{formatKurus(l.commission)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 font-semibold" data-testid="statement-total">
                  <th scope="row" colSpan={3} className={`${cell} text-left`}>Toplam</th>
                  <td className={amountCell} data-testid="statement-total-amount">{formatKurus(total)}</td>
                  <td className={cell} />
                  <td className={amountCell} data-testid="statement-total-commission">{formatKurus(figures.commission)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}
