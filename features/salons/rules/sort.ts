// Turkish alphabetical order (C < Ç, I (ı) < İ, S < Ş, U < Ü), whatever the database's
// collation: SQL orders by the folded name so LIMIT is deterministic, then lists are put in
// the order a Turkish reader expects here.
const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

export const compareTurkish = (a: string, b: string): number => collator.compare(a, b);

export function sortByTurkishName<T extends { name: string }>(items: T[]): T[] {
  return items.sort((a, b) => compareTurkish(a.name, b.name));
}
