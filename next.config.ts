import type { NextConfig } from 'next';
import { securityHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // Lets the test and bench runners build into their own folder beside a running dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  experimental: {
    // Server action bodies are counted while they stream in (chunked ones too) and refused
    // past this size; our forms send well under 10 KB. (Next's default, stated on purpose.)
    serverActions: { bodySizeLimit: '1mb' },
  },
  async headers() {
    return [{
      source: '/:path*',
      headers: securityHeaders({
        paytrBase: process.env.PAYTR_API_BASE || 'https://www.paytr.com',
        production: process.env.NODE_ENV === 'production',
      }),
    }];
  },
};

export default nextConfig;
