// Display helpers for salon cards and pages.

/** 4.5 → '4,5' (Turkish decimal comma, one decimal as the spec shows averages). */
export function formatRating(rating: number): string {
  return rating.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** 'Kadıköy / İstanbul', or whichever part is known. */
export function formatLocation(city?: { name: string } | null, district?: { name: string } | null): string {
  return [district?.name, city?.name].filter(Boolean).join(' / ');
}

/** The first letter of the salon's name for the logo placeholder ('İnci' → 'İ'). */
export function salonInitial(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase('tr-TR') ?? '?';
}

/** 'tel:' wants digits (and an optional leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
