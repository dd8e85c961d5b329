// Security headers for every response (set in next.config.ts). The Content-Security-Policy
// has no nonce on purpose: a nonce makes every page render per request, and the public pages
// are served from cache. Inline scripts (Next's hydration data, JSON-LD) are therefore allowed
// by 'unsafe-inline'; everything else is limited to this origin plus exactly what the app
// embeds: PayTR's payment frame and its iframeResizer script, and the Google Maps frame of the
// salon map dialog (features/salons/components/salon-page/map-links.ts).

export interface SecurityHeaderOptions {
  /** PAYTR_API_BASE: the frame and the iframeResizer script come from its origin. */
  paytrBase: string;
  production: boolean;
}

const MAP_FRAME_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'https://www.paytr.com';
  }
}

export function contentSecurityPolicy({ paytrBase, production }: SecurityHeaderOptions): string {
  const paytr = originOf(paytrBase);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only for the development server's hot reloading.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"]), paytr],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Salon logos may be embedded data or stored in Supabase Storage (any https origin).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:', 'wss:'])],
    // 'self': PayTR sends its frame to our own return page (/kayit-tamamlandi) when it is done.
    'frame-src': ["'self'", paytr, ...MAP_FRAME_ORIGINS],
    'form-action': ["'self'", paytr],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

export interface HeaderRule { source: string; headers: { key: string; value: string }[] }

/**
 * next.config's header rules. The policy goes to every path but /api/files/, whose route sends a
 * stricter one of its own ("default-src 'none'; sandbox"): a config header would replace it.
 * Sources are unnamed groups: with a named parameter Next parses every header value containing
 * a ':' as a path template on every request (the policy's 'https:', 'data:'), ~50 µs each.
 */
export function securityHeaderRules(options: SecurityHeaderOptions): HeaderRule[] {
  return [
    { source: '/(.*)', headers: securityHeaders(options).filter((h) => h.key !== 'Content-Security-Policy') },
    { source: '/((?!api/files/).*)', headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(options) }] },
  ];
}

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    // Browsers ignore HSTS over plain http; it is sent only by a production server.
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ];
}
