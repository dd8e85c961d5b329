'use client';
// A discount as the desk types it: % or ₺ and the figure, for a line or the whole bill.
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';

export type DiscountKind = 'amount' | 'percent';

export function DiscountField({ id, label, kindLabel, kind, value, invalid, onKind, onValue }: {
  id: string; label: string; kindLabel: string; kind: DiscountKind; value: string; invalid: boolean;
  onKind: (kind: DiscountKind) => void; onValue: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">{label}</label>
      <div className="flex gap-2">
        <NativeSelect aria-label={kindLabel} value={kind} className="h-11 w-20" onChange={(e) => onKind(e.target.value as DiscountKind)}>
          <option value="percent">%</option>
          <option value="amount">₺</option>
        </NativeSelect>
        <Input id={id} inputMode="decimal" placeholder="0" value={value} className="h-11 text-right tabular-nums"
          aria-invalid={invalid || undefined} onChange={(e) => onValue(e.target.value)} />
      </div>
    </>
  );
}
