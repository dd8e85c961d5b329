'use client';
// 'Ödeme Al' on an appointment's sheet (issue 30): opens the appointment's bill (or the one
// already open for it) and goes to it. For a user without the bills right it says why, instead
// of showing nothing; a cancelled or no-show appointment has nothing to check out.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ReceiptText } from 'lucide-react';
import { openAppointmentBillAction } from '@/features/bills/actions.panel';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';

export const BILL_RIGHT_MESSAGE = 'Ödeme almak için adisyon oluşturma yetkisi gerekir.';

export function CheckoutButton({ appointmentId, status, allowed }: { appointmentId: string; status: string; allowed: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (status === 'cancelled' || status === 'no_show') return null;
  if (!allowed) return <p className="text-sm text-muted-foreground">{BILL_RIGHT_MESSAGE}</p>;

  async function open() {
    setBusy(true);
    try {
      const result = await openAppointmentBillAction({ appointmentId });
      if (result.ok) {
        router.push(`/panel/adisyonlar/${result.data.billId}`);
        return; // stays busy until the bill's screen takes over
      }
      toast({ title: 'Hata', description: result.error, variant: 'destructive' });
    } catch {
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
    }
    setBusy(false);
  }

  return (
    <Button className="h-11 w-full sm:w-auto" onClick={() => void open()} disabled={busy} aria-busy={busy} data-testid="checkout-appointment">
      <ReceiptText aria-hidden="true" /> {busy ? 'Açılıyor...' : status === 'completed' ? 'Adisyon' : 'Ödeme Al'}
    </Button>
  );
}
