// Gün Sonu's report (issue 30): one Istanbul day of the salon's books as loadDayEnd adds them
// up. Takings and refunds by payment method with their net, the day's cash in and out, open
// balances (açık hesap) left and collected, bills closed and voided, and every drawer session
// of the day with its count. What the owner checks the desk against, so it prints as it reads:
// borders kept, shadows and the screen's controls dropped. Server component.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatKurus } from '@/platform/text/format';
import { istanbulClock } from '@/platform/time/istanbul';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/features/bills/rules/money';
import type { DayEnd } from '@/features/cash/server/day-end';
import type { CashSessionView } from '@/features/cash/server/cash';
import { AmountList, clockTime, dateTime, Difference } from './cash-amounts';

const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
const card = 'grid gap-3 rounded-2xl border bg-card p-4 shadow-xs break-inside-avoid print:shadow-none sm:p-6';
const count = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function MethodRow({ label, taken, refunded, testId, total = false }: { label: string; taken: number; refunded: number; testId: string; total?: boolean }) {
  return (
    <tr className={total ? 'border-t-2 font-semibold' : 'border-t'} data-testid={testId}>
      <th scope="row" className="py-2 pr-2 text-left font-medium">{label}</th>
      <td className="px-1 py-2 text-right whitespace-nowrap tabular-nums" data-testid={`${testId}-taken`}>{formatKurus(taken)}</td>
      <td className="px-1 py-2 text-right whitespace-nowrap tabular-nums" data-testid={`${testId}-refunded`}>{formatKurus(-refunded)}</td>
      <td className="py-2 pl-1 text-right whitespace-nowrap tabular-nums" data-testid={`${testId}-net`}>{formatKurus(taken - refunded)}</td>
    </tr>
  );
}

/** 'HH:MM' within the report's day, the date too for a session that spans midnight. */
const when = (at: Date, day: string) => (istanbulClock(at).date === day ? clockTime(at) : dateTime(at));

function SessionCard({ session, index, day }: { session: CashSessionView; index: number; day: string }) {
  const open = session.closedAt === null;
  return (
    <li className="grid gap-2 rounded-xl border p-3 break-inside-avoid" data-testid="day-end-session" data-state={open ? 'open' : 'closed'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Kasa {index + 1}</h3>
        {open ? <Badge variant="warning-soft">Kasa henüz kapatılmadı</Badge> : <Badge variant="success-soft">Kapatıldı</Badge>}
      </div>
      <p className="user-text text-sm text-muted-foreground">
        Açılış {when(session.openedAt, day)}{session.openedBy ? ` · ${session.openedBy}` : ''}
        {session.closedAt ? <><br />Kapanış {when(session.closedAt, day)}{session.closedBy ? ` · ${session.closedBy}` : ''}</> : null}
      </p>
      <AmountList label={`Kasa ${index + 1} sayımı`} rows={[
        { label: 'Açılış', value: formatKurus(session.opening), testId: 'session-opening' },
        { label: open ? 'Beklenen (şu an)' : 'Beklenen', value: formatKurus(session.expected), testId: 'session-expected' },
        { label: 'Sayılan', value: session.counted === null ? '—' : formatKurus(session.counted), testId: 'session-counted' },
        {
          label: 'Fark', strong: true,
          value: session.difference === null ? <span className="text-muted-foreground" data-testid="session-difference">—</span>
            : <Difference kurus={session.difference} testId="session-difference" />,
        },
      ]} />
      {session.note ? <p className="user-text text-sm">Not: {session.note}</p> : null}
    </li>
  );
}

export function DayEndReport({ report, cashLink }: { report: DayEnd; cashLink: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start print:block print:space-y-4" data-testid="day-end-report" data-day={report.day}>
      <Section id="methods-heading" title="Ödemeler">
        {/* Fits a 390 px phone; a very large day scrolls inside its card, never the page. */}
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Ödeme yöntemine göre alınan, iade edilen ve net tutarlar</caption>
            <thead>
              <tr className="text-xs text-muted-foreground">
                <th scope="col" className="pb-2 pr-2 text-left font-medium">Yöntem</th>
                <th scope="col" className="px-1 pb-2 text-right font-medium">Alınan</th>
                <th scope="col" className="px-1 pb-2 text-right font-medium">İade</th>
                <th scope="col" className="pb-2 pl-1 text-right font-medium">Net</th>
              </tr>
            </thead>
            <tbody>
              {METHODS.map((m) => <MethodRow key={m} label={PAYMENT_METHOD_LABELS[m]} {...report.methods[m]} testId={`day-end-${m}`} />)}
            </tbody>
            <tfoot>
              <MethodRow label="Toplam" taken={report.taken} refunded={report.refunded} testId="day-end-total" total />
            </tfoot>
          </table>
        </div>
      </Section>
      <Section id="summary-heading" title="Özet">
        <AmountList label="Günün özeti" rows={[
          { label: 'Kasaya giriş', value: formatKurus(report.cashIn), testId: 'day-end-cash-in' },
          { label: 'Kasadan çıkış', value: formatKurus(-report.cashOut), testId: 'day-end-cash-out' },
          { label: 'Açık hesaba kalan', value: formatKurus(report.balancesCreated), testId: 'day-end-balances-created' },
          { label: 'Açık hesap tahsilatı', value: formatKurus(report.balancesCollected), testId: 'day-end-balances-collected' },
          { label: 'Kapanan adisyon', value: count(report.billsClosed), testId: 'day-end-bills-closed' },
          { label: 'İptal edilen adisyon', value: count(report.billsVoided), testId: 'day-end-bills-voided' },
        ]} />
        <p className="text-xs text-muted-foreground">Açık hesap tahsilatı, daha önce açık hesapla kapanmış adisyonlara bu gün alınan ödemelerdir; ödemeler tablosundaki tutarlara dahildir.</p>
      </Section>
      <Section id="sessions-heading" title="Kasa">
        {report.sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="day-end-no-sessions">Bu gün kasa açılmadı.</p>
        ) : (
          <ul className="grid gap-3">
            {report.sessions.map((s, i) => <SessionCard key={s.id} session={s} index={i} day={report.day} />)}
          </ul>
        )}
        {cashLink && report.sessions.some((s) => s.closedAt === null) ? (
          <Link href="/panel/kasa" className="text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden">Kasaya git ve kapat</Link>
        ) : null}
      </Section>
    </div>
  );
}
