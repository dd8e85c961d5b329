import 'server-only';
// Search expressions of the back-office tables. Each is written exactly like its trigram index
// in supabase/migrations/20261122100000_admin_salons_reviews.sql (search_fold of the same
// concatenation), so PostgreSQL and PGlite answer "contains" searches from the index.
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '@/lib/admin/table-query';
import { foldTurkish } from '@/lib/text/turkish';
import { customers, salonReviews, salons } from './schema';

/** What a folded column must be LIKE: the search folded the same way, % and _ escaped. */
export function foldedPattern(q: string): string {
  return likePattern(foldTurkish(q));
}

/** Salon name, code, owner, e-mail and phone (index salons_admin_search_idx). */
export function salonMatches(pattern: string): SQL {
  return sql`search_fold(${salons.name} || ' ' || ${salons.salonCode} || ' ' || coalesce(${salons.ownerName}, '') || ' ' || coalesce(${salons.email}, '') || ' ' || coalesce(${salons.phone}, '')) like ${pattern}`;
}

/** Customer name, phone and e-mail (index customers_admin_search_idx). */
export function customerMatches(pattern: string): SQL {
  return sql`search_fold(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.phone} || ' ' || coalesce(${customers.email}, '')) like ${pattern}`;
}

/** A review's comment (index salon_reviews_comment_search_idx). */
export function commentMatches(pattern: string): SQL {
  return sql`search_fold(${salonReviews.comment}) like ${pattern}`;
}
