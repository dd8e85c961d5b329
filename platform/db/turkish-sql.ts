import 'server-only';
// Turkish case- and accent-insensitive comparison inside SQL. PostgreSQL's lower() is not
// Turkish-aware ('I' → 'i', not 'ı') and, under a C locale, leaves non-ASCII letters alone, so
// letters outside ASCII are mapped with translate() first and lower() only ever sees ASCII.
// The target letters are computed with foldTurkish() itself: the SQL side and the JavaScript
// side share one definition of the mapping and cannot drift apart.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldTurkish } from '@/platform/text/turkish';

/** Every letter PostgreSQL must be told about: Turkish ones plus common Latin accents. */
export const SQL_FOLD_FROM = 'İIıŞşĞğÜüÖöÇçÂâÎîÛûÀÁÃÄÅàáãäåÈÉÊËèéêëÌÍÏìíïÒÓÔÕòóôõÙÚùúÑñ';

/** What each of SQL_FOLD_FROM becomes under foldTurkish(), one character each. */
export const SQL_FOLD_TO = [...SQL_FOLD_FROM].map((ch) => foldTurkish(ch)).join('');

if ([...SQL_FOLD_TO].length !== [...SQL_FOLD_FROM].length) {
  // A letter folding to zero or two characters would shift translate()'s pairs.
  throw new Error('SQL_FOLD_FROM contains a letter that does not fold to exactly one character');
}

/** SQL for foldTurkish(expr): compare it with foldTurkish(input) computed in JavaScript. */
export function foldedSql(expr: SQLWrapper): SQL {
  return sql`lower(translate(${expr}, ${SQL_FOLD_FROM}::text, ${SQL_FOLD_TO}::text))`;
}
