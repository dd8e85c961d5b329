'use client';
// The payments of a checkout: one row per method (nakit, kart, havale/EFT), split as the customer
// pays; for cash the amount handed over and the change. The first row starts at what the bill
// owes and follows it (a line added, a discount) until the desk types its own amount; a row added
// later starts at what is still unpaid. What is not paid stays as the customer's open balance
// (açık hesap), which the screen asks about before closing. Cash needs the drawer open: the desk
// is told before it tries.
import Link from 'next/link';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { formatKurus } from '@/platform/text/format';
import { kurusToInput, parseLira, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/features/bills/rules/money';
import { NO_CASH_SESSION_ASK_MESSAGE } from '@/features/bills/schema';

export interface DraftPayment {
  key: string;
  method: PaymentMethod;
  amount: string;
  received: string;
  /** The amount is what the bill still owes (less the other rows), until the desk types in it. */
  follows?: boolean;
}

interface Props {
  payments: DraftPayment[];
  onChange: (next: DraftPayment[]) => void;
  /** What the bill still owes before these payments. */
  due: number;
  cashOpen: boolean;
  canOpenCash: boolean;
}

let keys = 0;
export const newPayment = (method: PaymentMethod, amount: string, follows = false): DraftPayment =>
  ({ key: `p${++keys}`, method, amount, received: '', follows });

/**
 * The rows as shown: a following row's amount is `due` less what the other rows take. With no
 * valid total (a price being typed) the rows stay as they were.
 */
export function followDue(payments: DraftPayment[], due: number | null): DraftPayment[] {
  if (due === null || !payments.some((p) => p.follows)) return payments;
  const others = payments.reduce((sum, p) => sum + (p.follows ? 0 : parseLira(p.amount) ?? 0), 0);
  const amount = kurusToInput(Math.max(0, due - others));
  return payments.map((p) => (p.follows ? { ...p, amount } : p));
}

export function PaymentRows({ payments, onChange, due, cashOpen, canOpenCash }: Props) {
  const paid = payments.reduce((sum, p) => sum + (parseLira(p.amount) ?? 0), 0);
  const change = payments.reduce((sum, p) => {
    const received = p.method === 'cash' && p.received.trim() ? parseLira(p.received) : null;
    const amount = parseLira(p.amount) ?? 0;
    return received !== null && received > amount ? sum + received - amount : sum;
  }, 0);
  const set = (key: string, patch: Partial<DraftPayment>) => onChange(payments.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const cashWithoutDrawer = !cashOpen && payments.some((p) => p.method === 'cash');

  return (
    <section aria-labelledby="payments-heading" className="grid gap-3">
      <h2 id="payments-heading" className="text-lg font-semibold">Ödeme</h2>
      <ul className="grid gap-3">
        {payments.map((p, i) => (
          <li key={p.key} className="grid gap-2 rounded-xl border p-3" data-testid="payment-row">
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <NativeSelect aria-label={`${i + 1}. ödeme yöntemi`} value={p.method} className="h-11"
                onChange={(e) => set(p.key, { method: e.target.value as PaymentMethod })}>
                {(Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]).map((m) => <option key={m} value={m}>{PAYMENT_METHOD_LABELS[m]}</option>)}
              </NativeSelect>
              <Button type="button" variant="ghost" size="icon" className="size-11" aria-label={`${i + 1}. ödemeyi kaldır`}
                onClick={() => onChange(payments.filter((x) => x.key !== p.key))}><Trash2 aria-hidden="true" /></Button>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <label className="grid gap-1 text-xs font-medium text-muted-foreground">
                Tutar (₺)
                <Input inputMode="decimal" value={p.amount} className="h-11 text-right text-base tabular-nums"
                  aria-invalid={parseLira(p.amount) === null || undefined} onChange={(e) => set(p.key, { amount: e.target.value, follows: false })} />
              </label>
              {p.method === 'cash' ? (
                <label className="grid gap-1 text-xs font-medium text-muted-foreground">
                  Alınan nakit (₺)
                  <Input inputMode="decimal" value={p.received} placeholder="İsteğe bağlı" className="h-11 text-right text-base tabular-nums"
                    onChange={(e) => set(p.key, { received: e.target.value })} />
                </label>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" className="h-11 w-full sm:w-fit"
        onClick={() => onChange([...payments, newPayment(payments.some((p) => p.method === 'card') ? 'transfer' : 'card', due > paid ? kurusToInput(due - paid) : '')])}>
        <Plus aria-hidden="true" /> Ödeme Ekle
      </Button>
      {cashWithoutDrawer ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {canOpenCash ? <>Kasa açık değil. Nakit ödeme almak için önce <Link href="/panel/kasa" className="font-medium underline">kasayı açın</Link>.</> : NO_CASH_SESSION_ASK_MESSAGE}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-muted-foreground">Ödenen</dt><dd className="text-right tabular-nums" data-testid="payments-paid">{formatKurus(paid)}</dd>
        {change > 0 ? <><dt className="text-muted-foreground">Para üstü</dt><dd className="text-right font-semibold tabular-nums" data-testid="payments-change">{formatKurus(change)}</dd></> : null}
        {due - paid > 0 ? <><dt className="text-muted-foreground">Açık hesap kalacak</dt><dd className="text-right font-semibold text-amber-700 tabular-nums" data-testid="payments-balance">{formatKurus(due - paid)}</dd></> : null}
        {paid > due ? <dd className="col-span-2 text-destructive" role="alert">Ödemelerin toplamı tutarı aşıyor.</dd> : null}
      </dl>
    </section>
  );
}
