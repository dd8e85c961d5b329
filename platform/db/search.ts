import 'server-only';
// Search conditions of the back-office tables: each compares a stored, folded search_text
// column (generated with search_fold, migration 20261122100000) that has a trigram index, so
// PostgreSQL and PGlite answer "contains" searches from the index. Salons and customers keep
// their phone as 11 bare digits (check constraints), so a search typed like a phone ('0532 123
// 45 67', '(0532) 123 45 67', '+90 …') is compared as digits too and finds the number as shown.
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { likePattern } from '@/platform/http/table-query';
import { foldTurkish } from '@/platform/text/turkish';
import { phoneSearchDigits } from '@/platform/text/phone';
import { customers, salonReviews, salons } from './schema';

/** What a folded column must be LIKE: the search folded the same way, % and _ escaped. */
export function foldedPattern(q: string): string {
  return likePattern(foldTurkish(q));
}

/**
 * The patterns a search matches: the folded text, and for a search typed like a phone also its
 * digits (spaces, brackets and the leading 0 or +90 left out), each with % and _ escaped.
 */
export function searchPatterns(q: string): string[] {
  const text = foldedPattern(q);
  const digits = phoneSearchDigits(q);
  return digits ? [...new Set([text, likePattern(digits)])] : [text];
}

/** A phone column compared as digits with searchPatterns' digit pattern (for tables without search_text). */
export function phoneDigitsMatch(phone: SQLWrapper, q: string): SQL | undefined {
  const digits = phoneSearchDigits(q);
  return digits ? sql`regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g') like ${likePattern(digits)}` : undefined;
}

/** Any of the patterns (an OR of index searches). */
export function anyPattern(patterns: string[], matches: (pattern: string) => SQL): SQL {
  return patterns.length === 1 ? matches(patterns[0]) : or(...patterns.map(matches))!;
}

/**
 * /admin/salons: the salon's own search text, or its city's or district's name. The place ids
 * are looked up first (81 cities, ~1,000 districts), so salons are read by their indexed id
 * columns (migration 20261125050000).
 */
export function salonOrPlaceMatches(q: string): SQL {
  const text = foldedPattern(q);
  // Digits name no place: a phone search reads the trigram index only.
  if (phoneSearchDigits(q)) return anyPattern(searchPatterns(q), salonMatches);
  return or(
    anyPattern(searchPatterns(q), salonMatches),
    sql`${salons.cityId} = any(array(select c.id from cities c where search_fold(c.name) like ${text}))`,
    sql`${salons.districtId} = any(array(select d.id from districts d where search_fold(d.name) like ${text}))`,
  )!;
}

/** Salon name, code, owner, e-mail and phone (salons.search_text, trigram index). */
export function salonMatches(pattern: string): SQL {
  return sql`${salons.searchText} like ${pattern}`;
}

/** Customer name, phone and e-mail (customers.search_text, trigram index). */
export function customerMatches(pattern: string): SQL {
  return sql`${customers.searchText} like ${pattern}`;
}

/** A review's comment (salon_reviews.search_text, trigram index). */
export function commentMatches(pattern: string): SQL {
  return sql`${salonReviews.searchText} like ${pattern}`;
}
