// 'Raporlar' › Tahsilat (issue 31): the salon's takings over the chosen range, each table with
// its CSV. Amounts are what the books hold (features/reports/server/takings.ts): money
// on the day it was paid or refunded, sales on the day their bill closed. Server component.
import { formatCount } from '@/components/kit/figure-cards';
import { formatKurus } from '@/platform/text/format';
import { formatShortDate } from '@/platform/time/calendar';
import { PAYMENT_METHOD_LABELS } from '@/features/bills/rules/money';
import type { TakingsReport } from '@/features/reports/types';
import type { ReportRange } from '@/features/reports/rules/range';
import { BarList } from './bar-list';
import { ReportFigure as Figure, ReportFigures, ReportSection as Section } from './report-section';

export function TakingsSection({ range, takings }: { range: ReportRange; takings: TakingsReport }) {
  const taken = takings.byMethod.reduce((s, m) => s + m.taken, 0);
  const refunded = takings.byMethod.reduce((s, m) => s + m.refunded, 0);
  return (
    <div className="grid gap-6">
      <ReportFigures>
        <Figure label="Net tahsilat" value={formatKurus(taken - refunded)} testId="report-net" />
        <Figure label="Hizmet satışı" value={formatKurus(takings.services)} testId="report-services" />
        <Figure label="Ürün satışı" value={formatKurus(takings.products)} testId="report-products" />
        <Figure label="İndirimler" value={formatKurus(takings.discounts)} testId="report-discounts" />
        <Figure label="İadeler" value={formatKurus(refunded)} testId="report-refunds" />
        <Figure label="Bahşiş" value={formatKurus(takings.tips)} testId="report-tips" />
        <Figure label="Açık hesap (kalan)" value={formatKurus(takings.balancesOutstanding)} testId="report-balances" />
        <Figure label="Kapanan adisyon" value={formatCount(takings.billsClosed)} testId="report-bills" />
      </ReportFigures>

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
    </div>
  );
}
