// Runs `run(0..count-1)` `size` at a time: parallel enough that the sign-in tests' slowed answers
// (1 s each past 20 failures) do not add up in a row, without 50 sign-ins (each a bcrypt check
// and several queries) waiting at once for a pool of 10 connections on a loaded machine.
export async function inBatches<T>(count: number, size: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    results.push(...await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, j) => run(start + j))));
  }
  return results;
}
