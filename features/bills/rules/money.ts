// The money of a bill (adisyon) and of the cash drawer, as pure functions over whole kuruş
// (integers), so no sum ever carries a float's error: the database stores numeric(12,2), the
// server converts at its edge (toKurus or fromNumeric / toNumeric) and computes every amount
// here, never trusting one from the browser (DESIGN "The salon's books"). Rounding is to the
// kuruş at the line, half away from zero, as a till does.

/** A discount as the desk types it: an amount in kuruş, or a percent (0–100, two decimals). */
export interface Discount {
  kind: 'amount' | 'percent';
  value: number;
}

export type PaymentMethod = 'cash' | 'card' | 'transfer';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Nakit',
  card: 'Kredi/Banka Kartı',
  transfer: 'Havale/EFT',
};

/** '450.00', '450', 450.5 → 45050. Throws on anything that is not a plain non-negative amount. */
export function toKurus(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A numeric column or sum read back from the database, which may be below zero ('-500.00' →
 * -50000): a drawer closed short keeps a negative expected amount and difference. Only for what
 * the server reads; what a person types goes through parseLira / toKurus, which refuse a sign.
 */
export function fromNumeric(value: unknown): number {
  if (value === null || value === undefined) return 0; // a sum over no rows
  const text = typeof value === 'number' ? value.toFixed(2) : String(value).trim();
  const negative = /^-\d/.test(text);
  const kurus = toKurus(negative ? text.slice(1) : text);
  return negative && kurus !== 0 ? -kurus : kurus;
}

/**
 * What the desk typed, in lira, to kuruş: '1.250,50', '1250,5', '1250.50', '₺450' → 125050,
 * 125050, 125050, 45000; empty → 0; anything else → null (the form says why).
 */
export function parseLira(typed: string): number | null {
  let text = typed.replace(/[₺\s]/g, '');
  if (text === '') return 0;
  // A comma is the decimal mark in Turkish; dots before it group thousands.
  if (text.includes(',')) text = text.replace(/\./g, '');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  try {
    return toKurus(text);
  } catch {
    return null;
  }
}

/** 125050 → '1250,50', as a form field shows an amount to edit. */
export function kurusToInput(kurus: number): string {
  return toNumeric(kurus).replace('.', ',').replace(/,00$/, '');
}

/** 45050 → '450.50', for a numeric column. */
export function toNumeric(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Half away from zero, to a whole kuruş. */
function roundKurus(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
}

/** What a discount takes off `gross`: a percent of it, or the amount; never more than gross. */
export function discountOf(gross: number, discount: Discount | null | undefined): number {
  if (!discount || discount.value <= 0 || gross <= 0) return 0;
  const off = discount.kind === 'percent' ? roundKurus((gross * Math.min(discount.value, 100)) / 100) : discount.value;
  return Math.min(off, gross);
}

export interface LineInput {
  /** Kuruş. */
  unitPrice: number;
  quantity: number;
  discount?: Discount | null;
}

export interface LineAmounts {
  gross: number;
  discount: number;
  net: number;
}

export function lineAmounts({ unitPrice, quantity, discount }: LineInput): LineAmounts {
  const gross = unitPrice * quantity;
  const off = discountOf(gross, discount);
  return { gross, discount: off, net: gross - off };
}

export interface BillTotals {
  /** Sum of the lines' net amounts. */
  subtotal: number;
  /** The bill discount, taken from the subtotal. */
  discount: number;
  tip: number;
  /** What the customer owes: subtotal − discount + tip. */
  total: number;
}

export function billTotals(lines: readonly LineInput[], discount: Discount | null | undefined, tip: number): BillTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineAmounts(line).net, 0);
  const off = discountOf(subtotal, discount);
  return { subtotal, discount: off, tip, total: subtotal - off + tip };
}

export interface PaymentInput {
  method: PaymentMethod;
  /** Kuruş applied to the bill. */
  amount: number;
  /** Cash only: what the customer handed over (kuruş); the change is the rest. */
  received?: number | null;
}

export type PaymentCheck =
  | { ok: true; paid: number; balance: number; change: number }
  | { ok: false; reason: 'empty' | 'over_total' | 'received_short' | 'received_not_cash' };

/**
 * Payments taken on a bill that owes `due` (its total less what was paid before): each positive,
 * together no more than due (the rest stays as the open balance), cash received covering its
 * amount. The change is what the drawer gives back.
 */
export function checkPayments(due: number, payments: readonly PaymentInput[]): PaymentCheck {
  if (payments.length === 0 || payments.some((p) => !Number.isInteger(p.amount) || p.amount <= 0)) return { ok: false, reason: 'empty' };
  let change = 0;
  for (const p of payments) {
    if (p.received == null) continue;
    if (p.method !== 'cash') return { ok: false, reason: 'received_not_cash' };
    if (p.received < p.amount) return { ok: false, reason: 'received_short' };
    change += p.received - p.amount;
  }
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  if (paid > due) return { ok: false, reason: 'over_total' };
  return { ok: true, paid, balance: due - paid, change };
}

export type RefundCheck = { ok: true } | { ok: false; reason: 'empty' | 'over_paid' | 'over_line' };

/**
 * A refund of `amount` on a bill that has taken `paid` and given back `refunded`; for a line,
 * no more than that line's net less what was refunded against it before.
 */
export function checkRefund(input: {
  amount: number; paid: number; refunded: number; line?: { net: number; refunded: number } | null;
}): RefundCheck {
  if (!Number.isInteger(input.amount) || input.amount <= 0) return { ok: false, reason: 'empty' };
  if (input.amount > input.paid - input.refunded) return { ok: false, reason: 'over_paid' };
  if (input.line && input.amount > input.line.net - input.line.refunded) return { ok: false, reason: 'over_line' };
  return { ok: true };
}

export interface DrawerMoves {
  opening: number;
  cashPayments: number;
  cashRefunds: number;
  cashIn: number;
  cashOut: number;
}

/** What should be in the drawer: opening + cash payments − cash refunds + cash in − cash out. */
export function expectedCash(m: DrawerMoves): number {
  return m.opening + m.cashPayments - m.cashRefunds + m.cashIn - m.cashOut;
}
