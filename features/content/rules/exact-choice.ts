// The hero search's typed text as a choice (issue 29): 'saç kesimi' typed in full and Enter is
// the same as picking 'Saç Kesimi' from the suggestions. Only an exact, unambiguous match counts
// (Turkish case and accents folded); anything else still asks the visitor to choose.
import { foldTurkish } from '@/platform/text/turkish';

/** The one option one of whose `names` equals `typed` (folded); null when none or several do. */
export function exactChoice<T>(options: readonly T[], typed: string, names: (option: T) => readonly (string | undefined)[]): T | null {
  const needle = foldTurkish(typed.trim());
  if (!needle) return null;
  const found = options.filter((option) => names(option).some((name) => name !== undefined && foldTurkish(name) === needle));
  return found.length === 1 ? found[0] : null;
}
