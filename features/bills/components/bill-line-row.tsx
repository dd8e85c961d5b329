'use client';
// One line of an open bill: the service and who did it (or the product and who sold it), the price (editable with the bills edit
// right), the quantity with −/+ (large targets for the desk's phone), a line discount (with the
// same right) and the line's amount as the server will compute it (rules/money.ts).
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { formatKurus } from '@/platform/text/format';
import { kurusToInput, lineAmounts, parseLira } from '@/features/bills/rules/money';
import type { BillChoices } from '@/features/bills/server/bills';
import { DiscountField } from './discount-field';

/** A line as the editor holds it: amounts still as typed. */
export interface DraftLine {
  key: string;
  kind: 'service' | 'product';
  /** The service's or the product's id, by kind. */
  itemId: string;
  staffId: string;
  price: string;
  quantity: number;
  discountKind: 'amount' | 'percent';
  discount: string;
}

/** The line's discount in the rules' terms (percent as a whole number, amount in kuruş); null when not a number. */
export function draftDiscount(line: Pick<DraftLine, 'discountKind' | 'discount'>) {
  if (line.discount.trim() === '') return { kind: line.discountKind, value: 0 };
  if (line.discountKind === 'percent') {
    const value = Number(line.discount.replace(',', '.'));
    return Number.isInteger(value) && value >= 0 && value <= 100 ? { kind: 'percent' as const, value } : null;
  }
  const value = parseLira(line.discount);
  return value === null ? null : { kind: 'amount' as const, value };
}

interface Props {
  line: DraftLine;
  index: number;
  choices: BillChoices;
  canEditPrices: boolean;
  onChange: (next: DraftLine) => void;
  onRemove: () => void;
}

export function BillLineRow({ line, index, choices, canEditPrices, onChange, onRemove }: Props) {
  const price = parseLira(line.price);
  const discount = draftDiscount(line);
  const net = price !== null && discount ? lineAmounts({ unitPrice: price, quantity: line.quantity, discount }).net : null;
  const id = (field: string) => `line-${line.key}-${field}`;
  const set = (patch: Partial<DraftLine>) => onChange({ ...line, ...patch });
  const product = line.kind === 'product';
  const items: { id: string; name: string; price: number; stock?: number }[] = product ? choices.products : choices.services;

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-3 shadow-xs" data-testid="bill-line" aria-label={`${index + 1}. satır`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={id('item')} className="text-xs font-medium text-muted-foreground">{product ? 'Ürün' : 'Hizmet'}</label>
          <NativeSelect id={id('item')} value={line.itemId} className="h-11"
            onChange={(e) => {
              const item = items.find((s) => s.id === e.target.value);
              set({ itemId: e.target.value, ...(item ? { price: kurusToInput(item.price) } : {}) });
            }}>
            {items.map((s) => <option key={s.id} value={s.id}>{s.name}{'stock' in s ? ` (${s.stock} adet)` : ''}</option>)}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor={id('staff')} className="text-xs font-medium text-muted-foreground">{product ? 'Satan' : 'Personel'}</label>
          <NativeSelect id={id('staff')} value={line.staffId} className="h-11" onChange={(e) => set({ staffId: e.target.value })}>
            <option value="">Seçilmedi</option>
            {choices.staff.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
          </NativeSelect>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="grid gap-1">
          <label htmlFor={id('price')} className="text-xs font-medium text-muted-foreground">Fiyat (₺)</label>
          <Input id={id('price')} inputMode="decimal" value={line.price} disabled={!canEditPrices} className="h-11 text-right tabular-nums"
            aria-invalid={price === null || undefined} onChange={(e) => set({ price: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <span id={id('qty')} className="text-xs font-medium text-muted-foreground">Adet</span>
          <div className="flex items-center gap-1" role="group" aria-labelledby={id('qty')}>
            <Button type="button" variant="outline" size="icon" className="size-11" aria-label="Adedi azalt"
              disabled={line.quantity <= 1} onClick={() => set({ quantity: line.quantity - 1 })}><Minus aria-hidden="true" /></Button>
            <span className="w-8 text-center tabular-nums" aria-live="polite">{line.quantity}</span>
            <Button type="button" variant="outline" size="icon" className="size-11" aria-label="Adedi artır"
              disabled={line.quantity >= 99} onClick={() => set({ quantity: line.quantity + 1 })}><Plus aria-hidden="true" /></Button>
          </div>
        </div>
        {canEditPrices ? (
          <div className="col-span-2 grid gap-1">
            <DiscountField id={id('discount')} label="Satır indirimi" kindLabel="Satır indirim türü" kind={line.discountKind} value={line.discount}
              invalid={discount === null} onKind={(discountKind) => set({ discountKind })} onValue={(value) => set({ discount: value })} />
          </div>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button type="button" variant="ghost" className="h-11 text-destructive" onClick={onRemove} aria-label={`${index + 1}. satırı kaldır`}>
          <Trash2 aria-hidden="true" /> Kaldır
        </Button>
        <span className="text-base font-semibold tabular-nums" data-testid="line-net">{net === null ? '—' : formatKurus(net)}</span>
      </div>
    </li>
  );
}
