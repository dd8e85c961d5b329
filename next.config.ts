import type { NextConfig } from 'next';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHED_PAGE_PATHS, SALON_SEARCH_KEYS } from './lib/cache/cached-pages';

const distDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * `next build` adds `<distDir>/types/**` to the tsconfig it checks and rewrites the file when
 * that entry is missing: the test and bench runners' own build folders would dirty the
 * tracked tsconfig.json. For those folders Next checks a tsconfig of their own instead,
 * written here inside the (ignored) build folder and extending the real one.
 */
function tsconfigFor(dir: string): string | undefined {
  if (dir === '.next') return undefined;
  const folder = path.join(process.cwd(), dir);
  mkdirSync(folder, { recursive: true });
  const up = path.relative(folder, process.cwd()) || '.';
  writeFileSync(path.join(folder, 'tsconfig.json'), `${JSON.stringify({
    extends: `${up}/tsconfig.json`,
    include: [`${up}/next-env.d.ts`, `${up}/**/*.ts`, `${up}/**/*.tsx`, `${dir}/types/**/*.ts`, `${dir}/dev/types/**/*.ts`],
    exclude: [`${up}/node_modules`, `${up}/.data`, `${up}/.next`, `${up}/.next-*`],
  }, null, 2)}\n`);
  return path.join(dir, 'tsconfig.json');
}

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // Lets the test and bench runners build into their own folder beside a running dev server.
  distDir,
  typescript: { tsconfigPath: tsconfigFor(distDir) },
  async rewrites() {
    return {
      beforeFiles: [
        // Pages without a parameter of their own are served by a cached parameterised route
        // (app/(site)/sayfa/[key]/page.tsx says why). /salonlar only without a search.
        ...Object.entries(CACHED_PAGE_PATHS).map(([source, key]) => ({
          source,
          destination: `/sayfa/${key}`,
          ...(source === '/salonlar' ? { missing: SALON_SEARCH_KEYS.map((key) => ({ type: 'query' as const, key })) } : {}),
        })),
        // A further page of reviews gets a cached page of its own; /salon/{id} reads no query.
        {
          source: '/salon/:salonId',
          has: [{ type: 'query', key: 'yorumSayfa', value: '(?<reviewPage>\\d{1,5})' }],
          destination: '/salon/:salonId/yorumlar/:reviewPage',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
