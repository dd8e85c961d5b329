// The price the payer saw and confirmed against the plan's price in the database, in kuruş
// (what PayTR charges). Shared by the registration wizard's token request and the panel's
// renewal (issue 24 §4): when an operator changed the price meanwhile, nothing is charged and
// the payer is shown the new price to confirm again.
import { formatPrice } from '@/platform/text/format';
import { PRICE_CHANGED_MESSAGE } from '@/features/subscriptions/schema';
import { priceToKurus } from '../rules/basket';

export interface PriceChange {
  /** The plan's price now (TL). */
  price: number;
  message: string;
}

/** null when the confirmed price is the plan's; otherwise the new price and the Turkish message. */
export function priceChangeSince(planPrice: number, confirmedPrice: number): PriceChange | null {
  if (priceToKurus(planPrice) === priceToKurus(confirmedPrice)) return null;
  return { price: planPrice, message: PRICE_CHANGED_MESSAGE(formatPrice(planPrice)) };
}
