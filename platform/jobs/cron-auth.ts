import 'server-only';
// Who may run due work over HTTP (app/api/jobs/run): the holder of CRON_SECRET, sent as
// `Authorization: Bearer <secret>` (what Vercel Cron sends) or `x-cron-secret: <secret>`.
// Compared as SHA-256 digests in constant time, so neither the length nor a prefix leaks.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function presentedCronSecret(headers: Headers): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]?.trim();
  return bearer || headers.get('x-cron-secret')?.trim() || null;
}

export function isCronSecretValid(presented: string | null, secret: string | undefined): boolean {
  if (!secret || !presented) return false;
  return timingSafeEqual(digest(presented), digest(secret));
}
