// Turkish-aware case mapping and folding. JavaScript's default toLowerCase() turns 'I' into
// 'i' and 'İ' into 'i̇' (i + combining dot), which breaks search for names like 'Işıl' or
// 'İnci'; these helpers apply the Turkish rules explicitly, whatever the runtime locale data.

/** Lowercase with Turkish rules: 'İ' → 'i', 'I' → 'ı' ('IŞIL' → 'ışıl'). */
export function turkishLower(text: string): string {
  return text.replace(/İ/g, 'i').replace(/I/g, 'ı').toLocaleLowerCase('tr-TR');
}

/** Uppercase with Turkish rules: 'i' → 'İ', 'ı' → 'I' ('inci' → 'İNCİ'). */
export function turkishUpper(text: string): string {
  return text.replace(/i/g, 'İ').replace(/ı/g, 'I').toLocaleUpperCase('tr-TR');
}

/**
 * Accent- and case-insensitive key for search: 'Işıl', 'ışıl', 'IŞIL' and 'isil' all fold to
 * 'isil'; 'Çağla' folds to 'cagla'. Decomposing (NFD) and dropping combining marks turns
 * ş ğ ç ö ü â î û into plain letters; 'ı' has no decomposition, so it is mapped by hand.
 */
export function foldTurkish(text: string): string {
  return turkishLower(text)
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** ASCII URL part: 'Kadıköy' → 'kadikoy', '19 Mayıs' → '19-mayis'. */
export function slugify(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
