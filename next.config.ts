import type { NextConfig } from 'next';
import { CACHED_PAGE_PATHS, REVIEW_PAGE_PARAM, SEARCH_PARAM_KEYS } from './server/cached-routes.mjs';
import { securityHeaderRules } from './platform/http/security-headers';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * `next build` adds `<distDir>/types/**` to the tsconfig it checks and rewrites the file when
 * that entry is missing: the test and bench runners' own build folders would dirty the
 * tracked tsconfig.json. For those folders Next reads a tsconfig of their own instead,
 * extending the real one, in the ignored folder .next-tsconfig (not in the build folder,
 * which the build empties first).
 */
function tsconfigFor(dir: string): string | undefined {
  if (dir === '.next') return undefined;
  const folder = path.join(process.cwd(), '.next-tsconfig');
  mkdirSync(folder, { recursive: true });
  const file = `${dir.replace(/[^\w.-]/g, '_')}.json`;
  const types = [`${dir}/types/**/*.ts`, `${dir}/dev/types/**/*.ts`];
  writeFileSync(path.join(folder, file), `${JSON.stringify({
    extends: '../tsconfig.json',
    // The first two as Next expects them written; the ../ forms are where the files are.
    include: [...types, '../next-env.d.ts', '../**/*.ts', '../**/*.tsx', ...types.map((t) => `../${t}`)],
    exclude: ['../node_modules', '../.data', '../.next', '../.next-*'],
  }, null, 2)}\n`);
  return `.next-tsconfig/${file}`;
}

/** NEXT_BUILD_ID as a build id (it names files and cache keys), or null for Next's random one. */
function buildIdFromEnv(value: string | undefined): string | null {
  const id = value?.trim();
  if (!id) return null;
  if (!/^[\w.-]{1,64}$/.test(id)) throw new Error(`NEXT_BUILD_ID must be 1-64 letters, digits, '.', '_' or '-' (got "${id}")`);
  return id;
}

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // An ETag is a hash of the whole body computed on every response (about 0.75 ms for a
  // 120 KB cached page, more than serving it): cached pages carry Cache-Control instead.
  generateEtags: false,
  // server/compress.mjs compresses instead, each cached page once: Next would gzip every
  // response anew. (Hosts that run the build without server/start.mjs, such as Vercel,
  // compress at their edge.)
  compress: false,
  // Lets the test and bench runners build into their own folder beside a running dev server.
  distDir,
  // Several app servers (README "Deploy"): servers built apart agree on the build id when the
  // build is given one (NEXT_BUILD_ID), else Next makes a random one per build.
  generateBuildId: async () => buildIdFromEnv(process.env.NEXT_BUILD_ID),
  // Version skew: the browser sends it with every navigation and action, and a page loaded from
  // another deployment makes the router reload the page instead of mixing versions. Next also
  // reads NEXT_DEPLOYMENT_ID itself; stated here so that the setting is found. Same value at
  // build and start.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // proxy.ts sees the request's URL as the server received it. Without this Next hands it a URL
  // on 'localhost' while comparing rewrites with its own host name (HOSTNAME): every proxy
  // rewrite then looked external and was forwarded over HTTP to localhost, a second request
  // (twice the cost of a cached search page, and a failure when the app does not listen on
  // localhost). The app has no Pages Router and no i18n, the only other things this changes.
  skipProxyUrlNormalize: true,
  experimental: {
    // forbidden() and forbidden.tsx: the back-office answers a too-low admin role with a real 403.
    authInterrupts: true,
    // Server action bodies are counted while they stream in (chunked ones too) and refused
    // past this size; our forms send well under 10 KB. (Next's default, stated on purpose.)
    serverActions: { bodySizeLimit: '1mb' },
    // Next 16.4 "prefetch inlining" needs hints measured by `next build`; our cached pages are
    // rendered at run time (so the build needs no database), and for those Next marks every
    // segment as not prefetchable, stores no per-segment data, yet its router asks for the
    // segments after a login or logout (a server action that sets a cookie refreshes the page):
    // five 404s each time (issue 24, item 20). Without inlining, each cached page carries its
    // per-segment prefetch data as before.
    prefetchInlining: false,
  },
  async headers() {
    return securityHeaderRules({
      paytrBase: process.env.PAYTR_API_BASE || 'https://www.paytr.com',
      production: process.env.NODE_ENV === 'production',
    });
  },
  typescript: { tsconfigPath: tsconfigFor(distDir) },
  // A cached page older than 30 s (`revalidate` of each public page) is served once more while
  // it is rendered again; one older than 60 s is rendered before answering. With REDIS_URL every
  // server hears of every tag revalidation at once (server/shared-cache.cjs); without it another
  // app server, which never hears of this server's, is at most 60 s behind.
  expireTime: 60,
  // Next's file-system cache minus 404 pages (see the file); with REDIS_URL set when the server
  // starts, one cache shared by every app server through Redis (server/shared-cache.cjs).
  cacheHandler: path.join(process.cwd(), 'server', 'incremental-cache.cjs'),
  // The public URLs of cached routes (server/cached-routes.mjs). server/start.mjs maps them
  // before Next routes a request, which is cheaper; these rewrites serve hosts that run the
  // build without it (serverless platforms) and never match behind it.
  async rewrites() {
    return {
      beforeFiles: [
        ...Object.entries(CACHED_PAGE_PATHS).map(([source, destination]) => ({
          source,
          destination,
          ...(source === '/salonlar' ? { missing: SEARCH_PARAM_KEYS.map((key) => ({ type: 'query' as const, key })) } : {}),
        })),
        {
          source: '/salon/:salonId',
          has: [{ type: 'query' as const, key: REVIEW_PAGE_PARAM, value: '(?<reviewPage>\\d{1,5})' }],
          destination: '/salon/:salonId/yorumlar/:reviewPage',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
