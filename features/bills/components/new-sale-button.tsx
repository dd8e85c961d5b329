'use client';
// 'Yeni Satış': a bill for a walk-in, opened empty (the customer may be named on the bill), then
// the bill's screen. Busy until that screen takes over.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Plus } from 'lucide-react';
import { openWalkInBillAction } from '@/features/bills/actions.panel';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';

export function NewSaleButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const result = await openWalkInBillAction({ customer: null });
      if (result.ok) {
        router.push(`/panel/adisyonlar/${result.data.billId}`);
        return;
      }
      toast({ title: 'Hata', description: result.error, variant: 'destructive' });
    } catch {
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
    }
    setBusy(false);
  }
  return (
    <Button className="h-11" onClick={() => void open()} disabled={busy} aria-busy={busy}>
      <Plus aria-hidden="true" /> {busy ? 'Açılıyor...' : 'Yeni Satış'}
    </Button>
  );
}
