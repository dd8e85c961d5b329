// The reports' tabs as links (issue 31): each a page of its own that keeps the range, so a tab
// works without a script, by keyboard, and can be bookmarked; the current one is aria-current.
import Link from 'next/link';
import { cn } from '@/components/ui/utils';
import type { ReportRange } from '@/features/reports/rules/range';
import { REPORT_TABS, reportHref, type ReportTab } from '@/features/reports/rules/tabs';

export function ReportTabs({ tab, range }: { tab: ReportTab; range: ReportRange }) {
  return (
    <nav aria-label="Raporlar" className="-mx-1 overflow-x-auto print:hidden">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {(Object.keys(REPORT_TABS) as ReportTab[]).map((key) => (
          <li key={key}>
            <Link href={reportHref(key, range)} aria-current={key === tab ? 'page' : undefined}
              className={cn('inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium',
                key === tab ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground')}>
              {REPORT_TABS[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
