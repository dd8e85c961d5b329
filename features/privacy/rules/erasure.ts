// What a closed account leaves behind (README "KVKK: your data"): the fixed words that take the
// place of a person's details, and the redaction of a salon's free-text log lines about them.

/** customers.first_name of a closed account (last_name ''): the reviews' masked name reads 'Si***'. */
export const ERASED_FIRST_NAME = 'Silinmiş';

/** The name on the salon's copies (appointments, bills, logs, the cancellation mail): said in full there. */
export const ERASED_CUSTOMER_NAME = 'Silinmiş Müşteri';

/**
 * Every phone put in a person's place starts with '00' (the retention job's '00000000000' for
 * guests, a closed account's '00' + a sequence): no Turkish number does, and it still passes
 * the phone check. Lists of a salon's customers and the reports leave these out: they are not
 * people to call or count.
 */
export const ERASED_PHONE_PREFIX = '00';
export const isErasedPhone = (phone: string) => phone.startsWith(ERASED_PHONE_PREFIX);

/** Why the closure cancelled a live appointment; the salon's calendar and mail show it. */
export const ACCOUNT_CLOSED_REASON = 'Hesap kapatıldı';

/**
 * A closed account's review keeps its rating (the salon's average stays what its approved
 * reviews say) but not its words: free text may name the writer or others, and its author asked
 * for erasure. Public lists, the panel and the moderation screen show this sentence instead.
 */
export const ERASED_REVIEW_COMMENT = 'Bu yorumun yazarı hesabını kapattı; yorum metni silindi.';

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces every whole-word occurrence of `terms` (names, e-mail addresses, phones) in `text`,
 * whatever its case, longest term first so 'Ayşe Yılmaz' becomes one replacement rather than two.
 * Terms shorter than 2 characters are ignored: one letter is nobody's name.
 */
export function redactTerms(text: string, terms: readonly (string | null | undefined)[], replacement: string): string {
  const unique = [...new Set(terms.map((t) => t?.trim() ?? '').filter((t) => t.length >= 2))]
    .sort((a, b) => b.length - a.length);
  if (unique.length === 0) return text;
  const pattern = new RegExp(`(?<!${LETTER_OR_DIGIT})(?:${unique.map(escapeRegExp).join('|')})(?!${LETTER_OR_DIGIT})`, 'giu');
  return text.replace(pattern, replacement);
}

/**
 * Any e-mail address, ending on its top-level domain's letters (so a sentence's full stop after
 * it stays). For the log lines about an erased record: the desk may have typed an address for a
 * bill's summary that no other row keeps once its mail is pruned (90 days), so the erasures
 * cannot list it as a term; on a line about her record any address is hers.
 */
const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

export function redactEmails(text: string, replacement: string): string {
  return text.replace(EMAIL_PATTERN, replacement);
}

/** The terms that identify a person by name: the full name and each of its words. */
export function nameTerms(...names: (string | null | undefined)[]): string[] {
  return names.flatMap((name) => {
    const full = name?.trim() ?? '';
    return full ? [full, ...full.split(/\s+/)] : [];
  });
}
