// user_basket (reference §2.3): base64 of the UTF-8 JSON [[name, "unit price in TL", qty]].
export type BasketItem = [name: string, unitPriceTl: string, quantity: number];

export function encodeBasket(items: BasketItem[]): string {
  return Buffer.from(JSON.stringify(items), 'utf8').toString('base64');
}

/** Kuruş → '299.90' (the basket's unit price is TL with 2 decimals, unlike payment_amount). */
export function kurusToTl(kurus: number): string {
  return (kurus / 100).toFixed(2);
}

/** Plan price (numeric TL) → kuruş integer, the payment_amount. */
export function priceToKurus(price: number): number {
  return Math.round(price * 100);
}
