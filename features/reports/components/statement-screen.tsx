// A stylist's monthly commission statement as a screen (issue 31): the month's figures and lines
// (StatementView, whose heading is the page's), the month before and after, and a print button, so the owner can hand it over
// on paper. Shared by the owner's view of any staff member (/panel/raporlar/personel/[id]) and a
// stylist's own (/panel/primim); the page has already checked who may see whose. Server component.
import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PrintButton } from '@/components/kit/print-button';
import { monthLabel } from '@/platform/time/calendar';
import { nextMonth, previousMonth } from '@/features/reports/rules/range';
import type { StaffStatement } from '@/features/reports/types';
import { StatementView } from './statement-view';

const label = (month: string) => monthLabel({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) });
const step = 'inline-flex h-11 items-center gap-1 rounded-md border px-3 text-sm hover:bg-accent sm:h-9';

export function StatementScreen({ statement, salonName, month, currentMonth, basePath }: {
  statement: StaffStatement; salonName: string; month: string; currentMonth: string; basePath: string;
}) {
  return (
    <div className="grid gap-6">
      <nav aria-label="Ay" className="flex flex-wrap gap-2 print:hidden">
        <Link href={`${basePath}?ay=${previousMonth(month)}`} className={step}>
          <ChevronLeft className="size-4" aria-hidden="true" /> {label(previousMonth(month))}
        </Link>
        {month < currentMonth ? (
          <Link href={`${basePath}?ay=${nextMonth(month)}`} className={step}>
            {label(nextMonth(month))} <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
        <span className="ms-auto"><PrintButton /></span>
      </nav>
      <StatementView statement={statement} salonName={salonName} monthLabel={label(month)} />
    </div>
  );
}
