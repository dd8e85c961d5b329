// 'Raporlar' › Müşteriler (issue 31): new and returning customers over the range, who spent the
// most, and who has stopped coming (60–89 and 90+ days), a tap on the number away from a call.
// Server component.
import { Fact } from '@/components/kit/fact';
import { formatCount } from '@/components/kit/figure-cards';
import { formatKurus } from '@/platform/text/format';
import { formatShortDate } from '@/platform/time/calendar';
import { CustomerPhoneLink } from '@/features/customers/components/shared/customer-phone-link';
import type { CustomerRow, CustomersReport } from '@/features/reports/types';
import type { ReportRange } from '@/features/reports/rules/range';
import { ReportFigure as Figure, ReportFigures, ReportSection as Section } from './report-section';

/** A call is the point of this list: a tall tap target on phones. */
const PhoneLink = ({ phone }: { phone: string }) => <CustomerPhoneLink phone={phone} className="min-h-11 text-sm sm:min-h-6" />;

function LapsedList({ id, title, rows, testId }: { id: string; title: string; rows: CustomerRow[]; testId: string }) {
  return (
    <div className="grid gap-2">
      <h3 id={id} className="font-semibold">{title} <span className="font-normal text-muted-foreground tabular-nums">({formatCount(rows.length)})</span></h3>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">Bu grupta müşteri yok.</p> : (
        <ul aria-labelledby={id} className="grid gap-2" data-testid={testId}>
          {rows.map((c, i) => (
            <li key={`${i}-${c.phone}`} className="grid gap-1 rounded-xl border p-3 break-inside-avoid sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-4"
              data-testid="report-lapsed-row">
              <div className="grid min-w-0 gap-0.5">
                <p className="user-text font-medium">{c.name}</p>
                <PhoneLink phone={c.phone} />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:text-right">
                <Fact label="Son ziyaret">{c.lastVisit ? formatShortDate(c.lastVisit) : '—'}</Fact>
                <Fact label="Ziyaret">{formatCount(c.visits)}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function CustomersSection({ range, report }: { range: ReportRange; report: CustomersReport }) {
  return (
    <div className="grid gap-6">
      <ReportFigures>
        <Figure label="Yeni müşteri" value={formatCount(report.newCustomers)} testId="report-customers-new" />
        <Figure label="Geri gelen" value={formatCount(report.returning)} testId="report-customers-returning" />
      </ReportFigures>

      <Section id="top-customers" title="En çok harcayanlar" table="musteri-en" range={range}>
        {report.top.length === 0 ? <p className="text-sm text-muted-foreground">Bu aralıkta kapanan adisyon yok.</p> : (
          <ol className="grid gap-2" data-testid="report-top-customers">
            {report.top.map((c, i) => (
              <li key={`${i}-${c.phone}`} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border p-3 break-inside-avoid"
                data-testid="report-top-row">
                <div className="grid min-w-0 gap-0.5">
                  <p className="user-text font-medium">{c.name}</p>
                  <PhoneLink phone={c.phone} />
                </div>
                <div className="text-right">
                  <p className="font-semibold whitespace-nowrap tabular-nums">{formatKurus(c.spent)}</p>
                  <p className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{formatCount(c.visits)} adisyon</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section id="lapsed" title="Gelmeyen müşteriler" table="musteri-kayip" range={range}>
        <p className="text-sm text-muted-foreground">Son ziyaretinden bu yana randevusu olmayanlar; aramak için numaraya dokunun.</p>
        <LapsedList id="lapsed-60" title="60–89 gündür gelmeyenler" rows={report.lapsed60} testId="report-lapsed-60" />
        <LapsedList id="lapsed-90" title="90+ gündür gelmeyenler" rows={report.lapsed90} testId="report-lapsed-90" />
      </Section>
    </div>
  );
}
