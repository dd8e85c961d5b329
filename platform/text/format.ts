// Display formatting shared by pages: Turkish locale money and phone numbers.

const tryCurrency = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Below zero with the minus sign (U+2212) every screen writes before an amount ('−₺500,00'),
 * not the locale's hyphen; never a '-₺0,00'.
 */
function signed(amount: number): string {
  const text = tryCurrency.format(Math.abs(amount));
  return amount < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

/** 1250 → '₺1.250,00' (spec §9: Turkish locale, 2 decimals, ₺ sign). */
export function formatPrice(amount: number): string {
  return signed(amount);
}

/** Whole kuruş (the salon's books keep money as integers) → '₺1.250,50'; -50000 → '−₺500,00'. */
export function formatKurus(kurus: number): string {
  return signed(kurus / 100);
}
