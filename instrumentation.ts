// Opens (and, for the embedded database, migrates and seeds) the database when the server
// starts, so the first visitor does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConnection } = await import('@/lib/db');
  await getConnection();
}
