// /panel/kasa (issue 30): the salon's cash drawer. Open: its figures, cash in and out, and the
// count that closes it; closed: 'Kasayı Aç'. `?kapanan=<session>` is where the closing dialog
// lands: that session's result (read again from the server, scoped to this salon) above the
// closed drawer. The buttons follow the user's rights; the actions check them again.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ClipboardList, ReceiptText } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { Button } from '@/components/ui/button';
import { CashScreen } from '@/features/cash/components/cash-screen';
import { loadCashSession } from '@/features/cash/server/cash';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Kasa' };

export default async function CashPage({ searchParams }: { searchParams: Promise<{ kapanan?: string | string[] }> }) {
  const user = await requireSalonUser('page.cash');
  const allowed = (key: Parameters<typeof holdsRight>[1]) => holdsRight(user.permissions, key);
  const closedId = (await searchParams).kapanan;
  const session = await loadCashSession(user.salonId);
  // loadCashSession answers null for an id that is not a uuid or not this salon's.
  const closed = !session && typeof closedId === 'string' ? await loadCashSession(user.salonId, closedId) : null;
  const rights = { open: allowed('cash.open'), move: allowed('cash.move'), close: allowed('cash.close'), dayEnd: allowed('page.dayEnd') };
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Kasa" description="Nakit çekmecesi: açılış tutarı, para giriş ve çıkışları, gün sonu sayımı."
        actions={(
          <>
            {allowed('page.bills') ? (
              <Button asChild variant="outline" className="h-11"><Link href="/panel/adisyonlar"><ReceiptText aria-hidden="true" /> Adisyonlar</Link></Button>
            ) : null}
            {rights.dayEnd ? (
              <Button asChild variant="outline" className="h-11"><Link href="/panel/gun-sonu"><ClipboardList aria-hidden="true" /> Gün Sonu</Link></Button>
            ) : null}
          </>
        )} />
      <CashScreen session={session} closed={closed?.closedAt ? closed : null} rights={rights} />
    </div>
  );
}
