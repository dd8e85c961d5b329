// 'Raporlar' › Kasa (issue 31): the drawer's sessions opened in the range, newest first: who
// opened and closed each and when (Istanbul's clock), what the books expected, what was counted
// and the difference. A card at every width, so a phone never scrolls sideways. Server component.
import { Fact } from '@/components/kit/fact';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/utils';
import { formatKurus } from '@/platform/text/format';
import type { CashSessionRow } from '@/features/reports/types';
import type { ReportRange } from '@/features/reports/rules/range';
import { ReportSection } from './report-section';

const istanbul = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => istanbul.format(new Date(iso));
const money = (kurus: number | null) => (kurus === null ? '—' : formatKurus(kurus));

/** Counted − expected: '₺0,00' in green when it matches, '−₺50,00' red when short, '+₺20,00' amber when over. */
function Difference({ kurus }: { kurus: number | null }) {
  if (kurus === null) return <span className="text-muted-foreground" data-testid="report-cash-difference">—</span>;
  const tone = kurus < 0 ? 'text-red-700' : kurus > 0 ? 'text-amber-700' : 'text-green-700';
  return (
    <span className={cn('font-semibold whitespace-nowrap tabular-nums', tone)} data-testid="report-cash-difference" data-difference={kurus}>
      {kurus > 0 ? '+' : kurus < 0 ? '−' : ''}{formatKurus(Math.abs(kurus))}
    </span>
  );
}

export function CashSection({ range, sessions }: { range: ReportRange; sessions: CashSessionRow[] }) {
  return (
    <ReportSection id="cash-sessions" title="Kasa oturumları" table="kasa" range={range}>
      {sessions.length === 0 ? <p className="text-sm text-muted-foreground">Bu aralıkta kasa açılmamış.</p> : (
        <ul className="grid gap-3" data-testid="report-cash">
          {sessions.map((s) => (
            <li key={s.id} className="grid gap-2 rounded-xl border p-3 break-inside-avoid" data-testid="report-cash-row" data-state={s.closedAt === null ? 'open' : 'closed'}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="user-text min-w-0 text-sm">
                  <span className="font-medium tabular-nums">Açıldı: {when(s.openedAt)}</span>
                  {s.openedBy ? <span className="text-muted-foreground"> · {s.openedBy}</span> : null}
                  {s.closedAt ? (
                    <>
                      <br />
                      <span className="font-medium tabular-nums">Kapandı: {when(s.closedAt)}</span>
                      {s.closedBy ? <span className="text-muted-foreground"> · {s.closedBy}</span> : null}
                    </>
                  ) : null}
                </p>
                {s.closedAt === null ? <Badge variant="warning-soft">Açık</Badge> : null}
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                <Fact label="Açılış">{formatKurus(s.opening)}</Fact>
                <Fact label="Beklenen">{money(s.expected)}</Fact>
                <Fact label="Sayılan">{money(s.counted)}</Fact>
                <Fact label="Fark"><Difference kurus={s.difference} /></Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}
