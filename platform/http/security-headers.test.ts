import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaderRules, securityHeaders } from './security-headers';

const header = (name: string, production: boolean, paytrBase = 'https://www.paytr.com') =>
  securityHeaders({ paytrBase, production }).find((h) => h.key === name)?.value;

describe('security headers', () => {
  it('allow PayTR (frame and iframeResizer script) from PAYTR_API_BASE and the Google Maps frame', () => {
    const csp = contentSecurityPolicy({ paytrBase: 'http://127.0.0.1:4010/odeme', production: true });
    expect(csp).toContain("script-src 'self' 'unsafe-inline' http://127.0.0.1:4010;");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4010 https://www.google.com https://maps.google.com;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("use 'unsafe-eval' only in development and HSTS only in production", () => {
    expect(header('Content-Security-Policy', true)).not.toContain('unsafe-eval');
    expect(header('Content-Security-Policy', false)).toContain("'unsafe-eval'");
    expect(header('Strict-Transport-Security', true)).toBe('max-age=31536000; includeSubDomains');
    expect(header('Strict-Transport-Security', false)).toBeUndefined();
    expect(header('X-Content-Type-Options', true)).toBe('nosniff');
    expect(header('X-Frame-Options', false)).toBe('SAMEORIGIN');
    expect(header('Referrer-Policy', true)).toBe('strict-origin-when-cross-origin');
  });

  it("give /api/files no site-wide policy, so its own \"default-src 'none'; sandbox\" stands", () => {
    const rules = securityHeaderRules({ paytrBase: 'https://www.paytr.com', production: true });
    const withPolicy = rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
    const matches = (source: string, pathname: string) => new RegExp(`^${source}$`).test(pathname);
    expect(withPolicy.some((r) => matches(r.source, '/api/files/logos/a.png'))).toBe(false);
    expect(withPolicy.some((r) => matches(r.source, '/salonlar'))).toBe(true);
    expect(withPolicy.some((r) => matches(r.source, '/api/filesystem'))).toBe(true);
    // The other headers still go everywhere.
    expect(rules.some((r) => matches(r.source, '/api/files/logos/a.png') && r.headers.some((h) => h.key === 'X-Content-Type-Options'))).toBe(true);
  });
});
