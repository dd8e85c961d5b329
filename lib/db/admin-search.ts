import 'server-only';
// Search conditions of the back-office tables: each compares a stored, folded search_text
// column (generated with search_fold, migration 20261122100000) that has a trigram index, so
// PostgreSQL and PGlite answer "contains" searches from the index.
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '@/lib/admin/table-query';
import { foldTurkish } from '@/lib/text/turkish';
import { customers, salonReviews, salons } from './schema';

/** What a folded column must be LIKE: the search folded the same way, % and _ escaped. */
export function foldedPattern(q: string): string {
  return likePattern(foldTurkish(q));
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
