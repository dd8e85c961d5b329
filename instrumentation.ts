// Opens (and, for the embedded database, migrates and seeds) the database when the server
// starts, so the first visitor does not wait for it, then starts the mail worker (it sends the
// outbox over SMTP; without SMTP_HOST it stays off and mail waits in the outbox).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConnection } = await import('@/lib/db');
  await getConnection();
  const { startOutboxWorker } = await import('@/lib/mail/background');
  startOutboxWorker();
}
