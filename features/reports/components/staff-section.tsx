// 'Raporlar' › Personel (issue 31): each staff member's services, products, tips and commission
// over the chosen range, with her statement (the month's lines behind the figures) a tap away.
import Link from 'next/link';
import { formatKurus } from '@/platform/text/format';
import type { StaffFigures } from '@/features/reports/types';
import type { ReportRange } from '@/features/reports/rules/range';
import { ReportSection } from './report-section';

export function StaffSection({ range, staff }: { range: ReportRange; staff: StaffFigures[] }) {
  // The statement covers a month: the one the range ends in.
  const month = range.to.slice(0, 7);
  return (
    <ReportSection id="by-staff" title="Personel" table="personel" range={range}>
      {staff.length === 0 ? <p className="text-sm text-muted-foreground">Bu aralıkta personele yazılmış satış yok.</p> : (
        <ul className="grid gap-2" data-testid="report-staff">
          {staff.map((s) => (
            <li key={s.staffId} className="grid gap-1 rounded-xl border p-3" data-testid="report-staff-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium user-text">{s.name}</p>
                <Link href={`/panel/raporlar/personel/${s.staffId}?ay=${month}`} prefetch={false}
                  className="inline-flex h-11 items-center rounded-md border px-3 text-sm hover:bg-accent sm:h-9 print:hidden">
                  Aylık döküm
                </Link>
              </div>
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
    </ReportSection>
  );
}
