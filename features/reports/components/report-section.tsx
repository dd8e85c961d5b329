// The reports' building blocks (issue 31): a titled card with its table's CSV link, and a figure
// (label and value) for the row of key numbers at the top of a tab. Server components.
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { ReportTable } from '@/features/reports/rules/csv';
import type { ReportRange } from '@/features/reports/rules/range';

const card = 'grid gap-3 rounded-2xl border bg-card p-4 shadow-xs break-inside-avoid print:shadow-none sm:p-6';

/** A report's card; `table` adds the CSV link of what it shows. */
export function ReportSection({ id, title, table, range, children }: { id: string; title: string; table?: ReportTable; range: ReportRange; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">{title}</h2>
        {table ? (
          <a href={`/api/panel/reports/${table}?bas=${range.from}&bit=${range.to}`} download
            className="inline-flex h-11 items-center gap-1 rounded-md border px-3 text-sm hover:bg-accent sm:h-9 print:hidden" data-testid={`csv-${table}`}>
            <Download className="size-4" aria-hidden="true" /> CSV
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The row of key figures at the top of a tab: wrap them in <ReportFigures>. */
export function ReportFigures({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</dl>;
}

export function ReportFigure({ label, value, testId, hint }: { label: string; value: string; testId: string; hint?: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={testId}>{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
