// Opens (and, for the embedded database, migrates and seeds) the database when the server
// starts, so the first visitor does not wait for it. Not awaited: the server listens at once
// and server/start.mjs shows "preparing the database" until it is ready. Never during
// `next build`, which needs no database.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before anything can log: no tokens, hashes or customers' e-mail addresses in the log.
  (await import('@/platform/log')).installLogRedaction();
  // Hosts that do not run server/start.mjs (which checks this first) stop here instead.
  const { missingProductionEnv } = await import('@/server/required-env.mjs');
  const { buildEnvMismatch } = await import('@/server/build-env.mjs');
  const missing = missingProductionEnv(process.env) ?? buildEnvMismatch(process.env);
  if (missing) throw new Error(missing);
  const { getConnection } = await import('@/platform/db');
  getConnection()
    // Then the one background loop: scheduled jobs (platform/jobs) and the mail outbox over SMTP
    // (without SMTP_HOST mail waits in the outbox; the jobs run all the same).
    .then(async () => (await import('@/features/scheduled-work/server/background')).startOutboxWorker())
    .catch((error) => console.error('Veritabanı açılamadı:', error));
}
