// The client's address, decided where the socket is still visible (server/start.mjs).
// Without trusted proxies it is the socket's peer: X-Forwarded-For is a header any client can
// set, so believing it would let one client pose as many and reset every per-address limit.
// With N trusted proxy hops (TRUSTED_PROXY_HOPS), each proxy appended the address it saw, so
// the client is the N-th entry from the right of "X-Forwarded-For, socket".

/** @param {string | string[] | undefined} forwardedFor @param {string | undefined} socketAddress @param {number} hops */
export function resolveClientAddress(forwardedFor, socketAddress, hops) {
  const socket = normalize(socketAddress);
  if (!hops || hops < 1) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...header.split(',').map((entry) => normalize(entry)), socket].filter((a) => a !== 'unknown');
  return chain[chain.length - 1 - hops] ?? chain[0] ?? 'unknown';
}

/** '::ffff:127.0.0.1' → '127.0.0.1'; anything that is not an address → 'unknown'. */
export function normalize(raw) {
  const value = (raw ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!value || value.length > 64 || !/^[0-9a-fA-F.:]+$/.test(value)) return 'unknown';
  return value;
}

export const CLIENT_ADDRESS_HEADER = 'x-client-address';
