// Display formatting shared by pages: Turkish locale money and phone numbers.

const tryCurrency = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1250 → '₺1.250,00' (spec §9: Turkish locale, 2 decimals, ₺ sign). */
export function formatPrice(amount: number): string {
  return tryCurrency.format(amount);
}

/** Whole kuruş (the salon's books keep money as integers) → '₺1.250,50'. */
export function formatKurus(kurus: number): string {
  return tryCurrency.format(kurus / 100);
}
