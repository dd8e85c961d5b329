// The frame of each part of /verilerim: a titled section with its count, its rows as a list (one
// card per row, so a phone screen never scrolls sideways) or the empty sentence. Server component.
import type { ReactNode } from 'react';
import { TIME_ZONE } from '@/platform/time/istanbul';
import { formatPrice } from '@/platform/text/format';

const instantFormatter = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

/** An ISO instant → '05.03.2030 14:30' in Istanbul. */
export function formatInstant(iso: string): string {
  return instantFormatter.format(new Date(iso));
}

/** A decimal string or number from the database → '₺450,00'. */
export function money(amount: string | number): string {
  return formatPrice(Number(amount));
}

export function DataSection({ id, title, count, empty, children }: {
  id: string; title: string; count?: number; empty?: string; children: ReactNode;
}) {
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-heading`} data-testid={`my-data-${id}`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
        {count !== undefined ? <span className="ml-2 text-base font-normal text-muted-foreground">({count})</span> : null}
      </h2>
      {count === 0 ? <p className="text-muted-foreground">{empty}</p> : children}
    </section>
  );
}

export function DataList({ label, children }: { label: string; children: ReactNode }) {
  return <ul className="grid gap-3" aria-label={label}>{children}</ul>;
}

export function DataItem({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children?: ReactNode }) {
  return (
    <li className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="user-text min-w-0 font-semibold">{title}</h3>
        {aside ? <span className="text-sm text-muted-foreground">{aside}</span> : null}
      </div>
      {children ? <div className="mt-2 grid gap-2 text-sm">{children}</div> : null}
    </li>
  );
}

/** Label/value pairs of one row; user-written values wrap rather than widen the screen. */
export function Pairs({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="user-text min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
