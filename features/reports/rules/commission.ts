// A staff member's commission (prim) on one bill line, as a pure rule (issue 31), the same
// arithmetic features/reports/server/takings.ts does in SQL over a range:
//   base      the line after its own discount and its share of the bill's discount, or, when the
//             salon pays on the list price ("discounts not taken off first"), price × quantity
//   earned    base × the part of the bill that was paid (an open balance earns nothing until it
//             is collected; a refund of the whole bill takes back its part), less the line's own
//             refunds in the same proportion
//   percent   the service's or product's own rate when it has one, else the staff member's rate
//             for services or for products
// Kuruş in, kuruş out, rounded half away from zero.

export interface CommissionLine {
  /** unit price × quantity */
  gross: number;
  /** After the line's discount. */
  net: number;
  /** Refunded against this line. */
  refunded: number;
  percent: number;
}

export interface CommissionBill {
  subtotal: number;
  discount: number;
  total: number;
  paid: number;
  /** Refunds not tied to a line. */
  billRefunds: number;
}

const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

export function lineCommission(line: CommissionLine, bill: CommissionBill, discountsFirst: boolean): number {
  const share = bill.subtotal > 0 ? (bill.discount * line.net) / bill.subtotal : 0;
  const value = line.net - share;
  const base = discountsFirst ? value : line.gross;
  const paidPart = bill.total > 0 ? Math.min(1, Math.max(0, (bill.paid - bill.billRefunds) / bill.total)) : 0;
  const earned = base * paidPart - (value > 0 ? (line.refunded * base) / value : 0);
  return round((Math.max(0, earned) * line.percent) / 100);
}

/** The line's rate: the item's own, else the staff member's for its kind. */
export function commissionPercent(kind: 'service' | 'product', itemPercent: number | null, staff: { service: number; product: number }): number {
  return itemPercent ?? (kind === 'service' ? staff.service : staff.product);
}
