// drizzle's execute() returns the rows themselves on postgres-js and `{ rows }` on PGlite.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
