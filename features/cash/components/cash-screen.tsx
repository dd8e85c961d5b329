// /panel/kasa's content (issue 30). With no open drawer: why it matters (cash needs it) and
// 'Kasayı Aç' for a user with the right, or who can open it; right after a closing, that
// session's result (expected, counted, difference) above it. With an open drawer: when and by whom
// it was opened, what should be in it and how that adds up, its cash in and out, and the buttons
// the user's rights allow. Server component; the forms and dialogs are the client parts.
import Link from 'next/link';
import { ClipboardList } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatKurus } from '@/platform/text/format';
import { istanbulClock } from '@/platform/time/istanbul';
import type { CashSessionView } from '@/features/cash/server/cash';
import { AmountList, dateTime, Difference } from './cash-amounts';
import { CashMovementButton } from './cash-movement-button';
import { CashMovements } from './cash-movements';
import { CloseCashDialog } from './close-cash-dialog';
import { OpenCashForm } from './open-cash-form';

export interface CashRights {
  open: boolean;
  move: boolean;
  close: boolean;
  /** May open Gün Sonu (the link is shown only then). */
  dayEnd: boolean;
}

const card = 'grid gap-4 rounded-2xl border bg-card p-4 shadow-xs sm:p-6';

export function dayEndHref(at: Date) {
  return `/panel/gun-sonu?tarih=${istanbulClock(at).date}`;
}

/** A session just closed here: the server's figures, not the ones the dialog showed. */
function ClosedResult({ session, dayEnd }: { session: CashSessionView; dayEnd: boolean }) {
  return (
    <section aria-labelledby="closed-heading" className={`${card} border-green-300`} data-testid="cash-closed-result">
      <div>
        <h2 id="closed-heading" className="text-lg font-semibold">Kasa kapatıldı</h2>
        <p className="user-text text-sm text-muted-foreground">
          {session.closedAt ? dateTime(session.closedAt) : ''}{session.closedBy ? ` · ${session.closedBy}` : ''}
        </p>
      </div>
      <AmountList label="Kapanış sonucu" rows={[
        { label: 'Beklenen', value: formatKurus(session.expected), testId: 'closed-expected' },
        { label: 'Sayılan', value: formatKurus(session.counted ?? 0), testId: 'closed-counted' },
        { label: 'Fark', value: <Difference kurus={session.difference ?? 0} testId="closed-difference" />, strong: true },
      ]} />
      {session.note ? <p className="user-text text-sm">Not: {session.note}</p> : null}
      {dayEnd && session.closedAt ? (
        <Button asChild variant="outline" className="h-11 w-full sm:w-fit">
          <Link href={dayEndHref(session.closedAt)}><ClipboardList aria-hidden="true" /> Gün Sonu raporunu gör</Link>
        </Button>
      ) : null}
    </section>
  );
}

function ClosedDrawer({ canOpen }: { canOpen: boolean }) {
  return (
    <section aria-labelledby="cash-closed-heading" className={card} data-testid="cash-closed">
      <div className="grid gap-1">
        <h2 id="cash-closed-heading" className="flex items-center gap-2 text-lg font-semibold">
          <span className="size-2.5 rounded-full bg-muted-foreground" aria-hidden="true" /> Kasa kapalı
        </h2>
        <p className="text-sm text-muted-foreground">
          Nakit ödeme almak, nakit iade yapmak ve kasaya para girip çıkarmak için kasanın açık olması gerekir. Kart ve havale ile
          ödemeler kasa kapalıyken de alınabilir.
        </p>
      </div>
      {canOpen ? <OpenCashForm /> : (
        <p className="text-sm" data-testid="cash-open-right">
          Kasayı, rolünde kasa ekleme yetkisi olan bir kullanıcı (ör. salon yöneticisi) açabilir. Kasanın açılmasını ondan isteyin.
        </p>
      )}
    </section>
  );
}

function OpenDrawer({ session, rights }: { session: CashSessionView; rights: CashRights }) {
  const anyButton = rights.move || rights.close;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start" data-testid="cash-open">
      <section aria-labelledby="cash-open-heading" className={card}>
        <div className="grid gap-1">
          <h2 id="cash-open-heading" className="flex items-center gap-2 text-lg font-semibold">
            <span className="size-2.5 rounded-full bg-green-600" aria-hidden="true" /> Kasa açık
          </h2>
          <p className="user-text text-sm text-muted-foreground" data-testid="cash-opened">
            Açılış: {dateTime(session.openedAt)}{session.openedBy ? ` · ${session.openedBy}` : ''}
          </p>
        </div>
        <AmountList label="Kasa özeti" rows={[
          { label: 'Açılış', value: formatKurus(session.opening), testId: 'cash-opening' },
          { label: 'Nakit tahsilat', value: formatKurus(session.cashPayments), testId: 'cash-payments' },
          { label: 'Nakit iade', value: formatKurus(-session.cashRefunds), testId: 'cash-refunds' },
          { label: 'Kasaya giriş', value: formatKurus(session.cashIn), testId: 'cash-in' },
          { label: 'Kasadan çıkış', value: formatKurus(-session.cashOut), testId: 'cash-out' },
          { label: 'Beklenen', value: formatKurus(session.expected), testId: 'cash-expected', strong: true },
        ]} />
        {anyButton ? (
          <div className="grid grid-cols-2 gap-2">
            {rights.move ? <><CashMovementButton kind="in" expected={session.expected} /><CashMovementButton kind="out" expected={session.expected} /></> : null}
            {rights.close ? <CloseCashDialog expected={session.expected} className="col-span-2" /> : null}
          </div>
        ) : null}
      </section>
      <CashMovements rows={session.movements} />
    </div>
  );
}

export function CashScreen({ session, closed, rights }: { session: CashSessionView | null; closed: CashSessionView | null; rights: CashRights }) {
  if (session) return <OpenDrawer session={session} rights={rights} />;
  return (
    <div className="grid gap-6">
      {closed ? <ClosedResult session={closed} dayEnd={rights.dayEnd} /> : null}
      <ClosedDrawer canOpen={rights.open} />
    </div>
  );
}
