// The open bill as its editor holds it (amounts as typed), and the draft the server takes
// (amounts in kuruş, features/bills/schema.ts): null while something typed is not an amount.
import { kurusToInput, parseLira } from '@/features/bills/rules/money';
import type { BillDraftInput } from '@/features/bills/schema';
import type { BillView } from '@/features/bills/server/bills';
import { draftDiscount, type DraftLine } from './bill-line-row';

export interface BillForm {
  lines: DraftLine[];
  discountKind: 'amount' | 'percent';
  discount: string;
  tip: string;
  tipStaffId: string;
  customerName: string;
  customerPhone: string;
}

/** An amount as a field shows it to edit ('450,50', as the dialogs do), or empty for none. */
const lira = (kurus: number) => (kurus ? kurusToInput(kurus) : '');
const typedDiscount = (d: BillView['discount']) => (d ? (d.kind === 'percent' ? String(d.value) : lira(d.value)) : '');

export function fromView(bill: BillView): BillForm {
  return {
    lines: bill.lines.map((l) => ({
      key: l.id, kind: l.kind, itemId: (l.kind === 'product' ? l.productId : l.serviceId) ?? '', staffId: l.staffId ?? '', price: lira(l.unitPrice) || '0', quantity: l.quantity,
      discountKind: l.discount?.kind ?? 'percent', discount: typedDiscount(l.discount),
    })),
    discountKind: bill.discount?.kind ?? 'percent', discount: typedDiscount(bill.discount),
    tip: lira(bill.tip), tipStaffId: bill.tipStaffId ?? '', customerName: '', customerPhone: '',
  };
}

export function toDraftInput(billId: string, form: BillForm): BillDraftInput | null {
  const lines: BillDraftInput['lines'] = [];
  for (const l of form.lines) {
    const unitPrice = parseLira(l.price);
    const discount = draftDiscount(l);
    if (unitPrice === null || !discount || !l.itemId) return null;
    lines.push({
      serviceId: l.kind === 'service' ? l.itemId : null, productId: l.kind === 'product' ? l.itemId : null,
      staffId: l.staffId || null, unitPrice, quantity: l.quantity, discount: discount.value > 0 ? discount : null,
    });
  }
  const discount = draftDiscount({ discountKind: form.discountKind, discount: form.discount });
  const tip = parseLira(form.tip);
  if (!discount || tip === null) return null;
  const name = form.customerName.trim();
  const phone = form.customerPhone.replace(/\D/g, '');
  return {
    billId, lines, discount: discount.value > 0 ? discount : null, tip, tipStaffId: tip > 0 && form.tipStaffId ? form.tipStaffId : null,
    customer: name && phone ? { name, phone } : null,
  };
}
