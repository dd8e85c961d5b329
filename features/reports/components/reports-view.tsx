// 'Raporlar' (issue 31): the salon's takings and its staff's figures over the chosen range, each
// table with its CSV. Amounts are what the books hold (features/reports/server/takings.ts): money
// on the day it was paid or refunded, sales on the day their bill closed. Server component.
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { formatKurus } from '@/platform/text/format';
import { formatShortDate } from '@/platform/time/calendar';
import { PAYMENT_METHOD_LABELS } from '@/features/bills/rules/money';
import type { StaffFigures, TakingsReport } from '@/features/reports/server/takings';
import type { ReportTable } from '@/features/reports/rules/csv';
import type { ReportRange } from '@/features/reports/rules/range';
import { BarList } from './bar-list';

const card = 'grid gap-3 rounded-2xl border bg-card p-4 shadow-xs break-inside-avoid print:shadow-none sm:p-6';

function Section({ id, title, table, range, children }: { id: string; title: string; table: ReportTable; range: ReportRange; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">{title}</h2>
        <a href={`/api/panel/reports/${table}?bas=${range.from}&bit=${range.to}`} download
          className="inline-flex h-11 items-center gap-1 rounded-md border px-3 text-sm hover:bg-accent sm:h-9 print:hidden" data-testid={`csv-${table}`}>
          <Download className="size-4" aria-hidden="true" /> CSV
        </a>
      </div>
      {children}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={testId}>{value}</dd>
    </div>
  );
}

export function ReportsView({ range, takings, staff }: { range: ReportRange; takings: TakingsReport; staff: StaffFigures[] }) {
  const taken = takings.byMethod.reduce((s, m) => s + m.taken, 0);
  const refunded = takings.byMethod.reduce((s, m) => s + m.refunded, 0);
  return (
    <div className="grid gap-6" data-testid="reports">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Net tahsilat" value={formatKurus(taken - refunded)} testId="report-net" />
        <Figure label="Hizmet satışı" value={formatKurus(takings.services)} testId="report-services" />
        <Figure label="Ürün satışı" value={formatKurus(takings.products)} testId="report-products" />
        <Figure label="İndirimler" value={formatKurus(takings.discounts)} testId="report-discounts" />
        <Figure label="İadeler" value={formatKurus(refunded)} testId="report-refunds" />
        <Figure label="Bahşiş" value={formatKurus(takings.tips)} testId="report-tips" />
        <Figure label="Açık hesap (kalan)" value={formatKurus(takings.balancesOutstanding)} testId="report-balances" />
        <Figure label="Kapanan adisyon" value={new Intl.NumberFormat('tr-TR').format(takings.billsClosed)} testId="report-bills" />
      </dl>

      <Section id="by-day" title="Günlük tahsilat" table="gunluk" range={range}>
        <BarList label="Günlük tahsilat" testId="report-by-day"
          bars={takings.byDay.map((d) => ({ label: formatShortDate(d.day), value: d.taken, minus: d.refunded }))} />
      </Section>

      <Section id="by-method" title="Ödeme yöntemleri" table="odeme" range={range}>
        <BarList label="Ödeme yöntemleri" testId="report-by-method"
          bars={takings.byMethod.map((m) => ({ label: PAYMENT_METHOD_LABELS[m.method], value: m.taken, minus: m.refunded }))} />
      </Section>

      <Section id="by-category" title="Kategoriler" table="kategori" range={range}>
        <BarList label="Kategorilere göre satış" testId="report-by-category" bars={takings.byCategory.map((c) => ({ label: c.category, value: c.amount }))} />
      </Section>

      <Section id="by-staff" title="Personel" table="personel" range={range}>
        {staff.length === 0 ? <p className="text-sm text-muted-foreground">Bu aralıkta personele yazılmış satış yok.</p> : (
          <ul className="grid gap-2" data-testid="report-staff">
            {staff.map((s) => (
              <li key={s.staffId} className="grid gap-1 rounded-xl border p-3" data-testid="report-staff-row">
                <p className="font-medium user-text">{s.name}</p>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-5">
                  <div><dt className="text-muted-foreground">Hizmet</dt><dd className="tabular-nums">{s.servicesDone} · {formatKurus(s.serviceRevenue)}</dd></div>
                  <div><dt className="text-muted-foreground">Ürün</dt><dd className="tabular-nums">{s.productsSold} · {formatKurus(s.productRevenue)}</dd></div>
                  <div><dt className="text-muted-foreground">Bahşiş</dt><dd className="tabular-nums">{formatKurus(s.tips)}</dd></div>
                  <div><dt className="text-muted-foreground">Toplam</dt><dd className="font-semibold tabular-nums">{formatKurus(s.serviceRevenue + s.productRevenue)}</dd></div>
                  <div><dt className="text-muted-foreground">Prim</dt><dd className="font-semibold tabular-nums" data-testid="report-staff-commission">{formatKurus(s.commission)}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
