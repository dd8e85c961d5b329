'use client';
// An open bill at the desk (issue 30): its lines, a bill discount and a tip (with the bills edit
// right), the customer, and the payments; 'Kaydet' keeps the draft, 'Ödemeyi Tamamla' saves it,
// takes the payments and closes the bill in one server transaction (the appointment is then
// completed). When the payments leave something unpaid (an amount left empty, say) the desk is
// asked first, naming what goes to the customer's open balance; only that confirmation sends
// `toOpenBalance`, without which the server refuses. The totals shown are the rules' own
// (rules/money.ts); the server computes them again from the lines and never takes an amount from
// here. The total stays in view at the bottom of a phone's screen.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Plus } from 'lucide-react';
import { checkoutBillAction, saveBillDraftAction } from '@/features/bills/actions.panel';
import { billTotals, kurusToInput, parseLira, type PaymentInput } from '@/features/bills/rules/money';
import { BALANCE_NEEDS_CUSTOMER_MESSAGE, type BillDraftInput } from '@/features/bills/schema';
import type { BillChoices, BillView } from '@/features/bills/server/bills';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE, type ActionResult } from '@/platform/actions/result';
import { formatKurus } from '@/platform/text/format';
import { BillLineRow, draftDiscount, type DraftLine } from './bill-line-row';
import { PaymentRows, followDue, newPayment, type DraftPayment } from './payment-rows';
import { BillTotalsBar } from './bill-totals-bar';
import { DiscountField } from './discount-field';
import { VoidBillButton } from './bill-corrections';
import { fromView, toDraftInput, type BillForm } from './bill-form';

export interface BillRights {
  editPrices: boolean;
  checkout: boolean;
  refund: boolean;
  void: boolean;
  collect: boolean;
  email: boolean;
  openCash: boolean;
}

/** A checkout that leaves money owed, waiting for the desk's yes. */
interface OpenBalanceCheckout {
  draft: BillDraftInput;
  payments: PaymentInput[];
  paid: number;
  balance: number;
}

function openBalanceQuestion({ paid, balance }: OpenBalanceCheckout): string {
  const taken = paid > 0 ? `Alınan ödeme ${formatKurus(paid)}; kalan ` : 'Ödeme tutarı girilmedi. ';
  return `${taken}${formatKurus(balance)} müşterinin açık hesabına yazılacak. Devam edilsin mi?`;
}

let lineKeys = 0;

export function BillEditor({ bill, choices, rights, cashOpen }: { bill: BillView; choices: BillChoices; rights: BillRights; cashOpen: boolean }) {
  const router = useRouter();
  const [form, setForm] = useState<BillForm>(() => fromView(bill));
  // One row at first, for what the bill owes (it follows the total until the desk types in it).
  const [stored, setPayments] = useState<DraftPayment[]>(() => [newPayment(cashOpen ? 'cash' : 'card', kurusToInput(bill.total), true)]);
  const [busy, setBusy] = useState<'save' | 'checkout' | null>(null);
  const [owed, setOwed] = useState<OpenBalanceCheckout | null>(null);
  const [asking, setAsking] = useState(false);
  const input = toDraftInput(bill.id, form);
  const totals = input ? billTotals(input.lines, input.discount, input.tip) : null;
  const payments = followDue(stored, totals?.total ?? null);
  const set = (patch: Partial<BillForm>) => setForm((f) => ({ ...f, ...patch }));
  const setLine = (key: string, next: DraftLine) => set({ lines: form.lines.map((l) => (l.key === key ? next : l)) });

  function addLine(kind: DraftLine['kind']) {
    const item = kind === 'service' ? choices.services[0] : choices.products[0];
    if (!item) return;
    set({
      lines: [...form.lines, {
        key: `n${++lineKeys}`, kind, itemId: item.id, staffId: form.lines[0]?.staffId ?? '', price: kurusToInput(item.price),
        quantity: 1, discountKind: 'percent', discount: '',
      }],
    });
  }

  async function run(which: 'save' | 'checkout') {
    if (!input) {
      toast({ title: 'Hata', description: 'Lütfen tutarları kontrol edin', variant: 'destructive' });
      return;
    }
    if (which === 'save') return send(which, () => saveBillDraftAction(input));
    const typedReceived = (p: DraftPayment) => p.method === 'cash' && p.received.trim() !== '';
    const paid = payments.map((p) => ({ method: p.method, amount: parseLira(p.amount), received: typedReceived(p) ? parseLira(p.received) : null }));
    // Cash handed over on a row without an amount is a mistake, not a payment of nothing.
    if (payments.some((p, i) => paid[i].amount === null || (typedReceived(p) && (paid[i].received === null || !paid[i].amount)))) {
      toast({ title: 'Hata', description: 'Lütfen ödeme tutarlarını kontrol edin', variant: 'destructive' });
      return;
    }
    // A row left empty (or at 0) takes nothing: what it leaves unpaid is asked about, never assumed.
    const taken = paid.filter((p) => (p.amount ?? 0) > 0).map((p) => ({ ...p, amount: p.amount! }));
    const sum = taken.reduce((total, p) => total + p.amount, 0);
    const balance = (totals?.total ?? 0) - sum;
    if (balance > 0) {
      if (!bill.customer && !input.customer) {
        toast({ title: 'Hata', description: BALANCE_NEEDS_CUSTOMER_MESSAGE, variant: 'destructive' });
        return;
      }
      setOwed({ draft: input, payments: taken, paid: sum, balance });
      setAsking(true);
      return;
    }
    return send(which, () => checkoutBillAction({ draft: input, payments: taken, toOpenBalance: false }));
  }

  async function send(which: 'save' | 'checkout', action: () => Promise<ActionResult<unknown>>) {
    setBusy(which);
    let result: ActionResult<unknown>;
    try {
      result = await action();
    } catch {
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
      setBusy(null);
      return;
    }
    setBusy(null);
    if (!result.ok) {
      toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      return;
    }
    toast({ title: 'Başarılı', description: result.message ?? 'Kaydedildi' });
    router.refresh();
  }

  const due = totals?.total ?? 0;
  return (
    <div className="grid gap-6 pb-40 lg:pb-28">
      {!bill.customer ? (
        <section aria-labelledby="customer-heading" className="grid gap-2">
          <h2 id="customer-heading" className="text-lg font-semibold">Müşteri <span className="text-sm font-normal text-muted-foreground">(açık hesap için gerekli)</span></h2>
          <div className="grid gap-2 sm:grid-cols-2">
            <Input aria-label="Müşteri adı" placeholder="Ad Soyad" value={form.customerName} className="h-11" onChange={(e) => set({ customerName: e.target.value })} />
            <Input aria-label="Müşteri telefonu" placeholder="05XX XXX XX XX" inputMode="tel" value={form.customerPhone} className="h-11" onChange={(e) => set({ customerPhone: e.target.value })} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="lines-heading" className="grid gap-3">
        <h2 id="lines-heading" className="text-lg font-semibold">Hizmetler ve ürünler</h2>
        {form.lines.length === 0 ? <p className="text-sm text-muted-foreground">Adisyonda henüz hizmet veya ürün yok.</p> : (
          <ul className="grid gap-3">
            {form.lines.map((line, i) => (
              <BillLineRow key={line.key} line={line} index={i} choices={choices} canEditPrices={rights.editPrices}
                onChange={(next) => setLine(line.key, next)} onRemove={() => set({ lines: form.lines.filter((l) => l.key !== line.key) })} />
            ))}
          </ul>
        )}
        <div className="grid gap-2 sm:flex">
          <Button type="button" variant="outline" className="h-11 w-full sm:w-fit" onClick={() => addLine('service')} disabled={choices.services.length === 0}>
            <Plus aria-hidden="true" /> Hizmet Ekle
          </Button>
          {choices.products.length > 0 ? (
            <Button type="button" variant="outline" className="h-11 w-full sm:w-fit" onClick={() => addLine('product')}>
              <Plus aria-hidden="true" /> Ürün Ekle
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="extras-heading" className="grid gap-3">
        <h2 id="extras-heading" className="text-lg font-semibold">İndirim ve bahşiş</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {rights.editPrices ? (
            <div className="grid gap-1">
              <DiscountField id="bill-discount" label="Adisyon indirimi" kindLabel="Adisyon indirim türü" kind={form.discountKind} value={form.discount}
                invalid={draftDiscount({ discountKind: form.discountKind, discount: form.discount }) === null}
                onKind={(discountKind) => set({ discountKind })} onValue={(discount) => set({ discount })} />
            </div>
          ) : null}
          <div className="grid gap-1">
            <label htmlFor="bill-tip" className="text-xs font-medium text-muted-foreground">Bahşiş (₺)</label>
            <div className="flex gap-2">
              <Input id="bill-tip" inputMode="decimal" placeholder="0" value={form.tip} className="h-11 text-right tabular-nums"
                onChange={(e) => set({ tip: e.target.value })} />
              <NativeSelect aria-label="Bahşiş kime" value={form.tipStaffId} className="h-11" onChange={(e) => set({ tipStaffId: e.target.value })}>
                <option value="">Kime?</option>
                {choices.staff.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
              </NativeSelect>
            </div>
          </div>
        </div>
      </section>

      {rights.checkout ? <PaymentRows payments={payments} onChange={setPayments} due={due} cashOpen={cashOpen} canOpenCash={rights.openCash} /> : null}
      {owed ? (
        <ConfirmAction open={asking} onOpenChange={setAsking} title="Adisyon açık hesapla kapatılsın mı?"
          description={openBalanceQuestion(owed)} confirmLabel="Evet, Açık Hesaba Yaz" destructive={false}
          run={() => checkoutBillAction({ draft: owed.draft, payments: owed.payments, toOpenBalance: true })}
          successMessage="Adisyon kapatıldı" />
      ) : null}

      {rights.void ? <VoidBillButton billId={bill.id} number={bill.number} open /> : null}

      <BillTotalsBar totals={totals}>
        <Button type="button" variant="outline" className="h-11" disabled={busy !== null} aria-busy={busy === 'save'} onClick={() => void run('save')}>
          {busy === 'save' ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
        {rights.checkout ? (
          <Button type="button" className="h-11 flex-1" disabled={busy !== null || !totals || form.lines.length === 0} aria-busy={busy === 'checkout'}
            onClick={() => void run('checkout')} data-testid="checkout-submit">
            {busy === 'checkout' ? 'İşleniyor...' : `Ödemeyi Tamamla · ${formatKurus(due)}`}
          </Button>
        ) : null}
      </BillTotalsBar>
    </div>
  );
}
