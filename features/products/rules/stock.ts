// Stock rules as pure functions (issue 31): what a movement does to the quantity on hand, when a
// sale or a use must be refused, and when a product is running low.

export type ManualStockKind = 'purchase' | 'use' | 'count';

/**
 * The signed change a movement the desk records makes: a purchase adds, a use takes away, a count
 * sets the shelf's number (its change is counted − on hand). Null when nothing would change.
 */
export function stockChange(kind: ManualStockKind, quantity: number, onHand: number): number | null {
  const change = kind === 'purchase' ? quantity : kind === 'use' ? -quantity : quantity - onHand;
  return change === 0 ? null : change;
}

/** Whether `quantity` may leave a shelf holding `onHand`. */
export function canTakeOut(onHand: number, quantity: number, allowNegative: boolean): boolean {
  return allowNegative || onHand - quantity >= 0;
}

/** Low: a level is set and what is on hand has reached it. */
export function isLowStock(stock: number, lowStockLevel: number): boolean {
  return lowStockLevel > 0 && stock <= lowStockLevel;
}
