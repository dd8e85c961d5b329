// Opens (and, for the embedded database, migrates and seeds) the database when the server
// starts, so the first visitor does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Hosts that do not run server/start.mjs (which checks this first) stop here instead.
  const { missingProductionEnv } = await import('@/server/required-env.mjs');
  const missing = missingProductionEnv(process.env);
  if (missing) throw new Error(missing);
  const { getConnection } = await import('@/lib/db');
  await getConnection();
}
