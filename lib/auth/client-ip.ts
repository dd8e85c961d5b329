// The client's address for rate limiting and session records. Behind Vercel (or any proxy that
// sets it) the first x-forwarded-for entry is the client; x-real-ip is the fallback. A client
// can forge these headers when no proxy overwrites them, which is why the login limit also
// counts per phone number.
const MAX_LENGTH = 64;

export function clientIpFrom(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || headers.get('x-real-ip')?.trim();
  // Only what an IPv4/IPv6 address (with optional port) can contain; anything else is noise.
  if (!candidate || candidate.length > MAX_LENGTH || !/^[0-9a-fA-F.:[\]]+$/.test(candidate)) return 'unknown';
  return candidate;
}
