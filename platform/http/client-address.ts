import 'server-only';
// The client's address for attempt limits, sessions and PayTR's user_ip. It is decided by
// server/start.mjs from the socket (and TRUSTED_PROXY_HOPS) and passed in a header that server
// always overwrites, so no client can choose it. Platforms that do not run server/start.mjs
// (serverless) name a header their edge overwrites in CLIENT_ADDRESS_HEADER (e.g. x-real-ip).
import { headers } from 'next/headers';
import { env } from '@/platform/env';
import { CLIENT_ADDRESS_HEADER, normalize } from '@/server/client-address.mjs';

export function clientAddressFrom(requestHeaders: Pick<Headers, 'get'>): string {
  const raw = requestHeaders.get(env.CLIENT_ADDRESS_HEADER ?? CLIENT_ADDRESS_HEADER);
  return normalize(raw?.split(',')[0] ?? undefined);
}

/** In server components and actions, where there is no Request object. */
export async function currentClientAddress(): Promise<string> {
  return clientAddressFrom(await headers());
}
