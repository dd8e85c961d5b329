import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // forbidden() and forbidden.tsx: the back-office answers a too-low admin role with a real 403.
  experimental: { authInterrupts: true },
  // Lets the test and bench runners build into their own folder beside a running dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
