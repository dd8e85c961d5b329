// Loads the public pages of a running production server (load.ts) and compares each
// with a static page of the same app in the same run: requests per second and p99 latency as
// ratios to the static page's, each page measured in slices alternating with the static page
// (compareWithBaseline), checked against the targets of issue 12.
import type { Check } from './checks';
import { combine, compareWithBaseline, loadTest, type LoadResult } from './load';

export interface PageTarget {
  name: string;
  path: string;
  /** Minimum requests per second as a share of the static page's. */
  minRatio?: number;
  /** Maximum p99 latency as a multiple of the static page's p99. */
  maxP99Ratio?: number;
}

export interface PageResult extends LoadResult {
  name: string;
  path: string;
  /** requests per second relative to the static page (1 = as fast as static). */
  ratioToStatic: number;
  /** p99 latency relative to the static page's p99 (1 = as fast as static). */
  p99RatioToStatic: number;
  /** ratioToStatic of each slice beside its static slice (empty for the static page). */
  sliceRatios: number[];
}

export interface PagesBenchOptions {
  baseUrl: string;
  salonId: string;
  durationSeconds?: number;
  connections?: number;
  /** Alternating slices per page (compareWithBaseline). */
  rounds?: number;
}

export const STATIC_PAGE: PageTarget = { name: 'static /gizlilik', path: '/gizlilik' };

/** A search the page cache cannot answer: a service name and a city (from the demo data). */
export const SEARCH_PATH = `/salonlar?service=${encodeURIComponent('Saç Kesimi')}&cityId=34`;

export function pageTargets(salonId: string): PageTarget[] {
  const cached = { minRatio: 0.9, maxP99Ratio: 2 };
  return [
    STATIC_PAGE,
    { name: 'landing /', path: '/', ...cached },
    { name: 'all salons /salonlar', path: '/salonlar', ...cached },
    { name: 'city /salonlar/istanbul', path: '/salonlar/istanbul', ...cached },
    { name: 'district /salonlar/istanbul/kadikoy', path: '/salonlar/istanbul/kadikoy', ...cached },
    { name: 'salon /salon/{id}', path: `/salon/${salonId}`, ...cached },
    { name: 'search /salonlar?service=…&cityId=34', path: SEARCH_PATH, minRatio: 0.3 },
  ];
}

// What a browser sends. Since server/recent-pages.mjs answers a cached page without Next, a
// page costs so little (about 30 µs) that sending it uncompressed made its size the measure: wrk
// read the 130 KB landing page at 0.7× the 24 KB /gizlilik, and at 1.0× compressed, as browsers
// get both (17 and 5 KB).
const HTML = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
const WARM_UP_SECONDS = 5;

/**
 * Warms every page (caches, compiled code, WARM_UP_SECONDS of load each), then loads each page for `durationSeconds` in
 * `rounds` slices alternating with the static page, which gets as much time again beside it.
 */
export async function runPagesBench({ baseUrl, salonId, durationSeconds = 10, connections = 10, rounds = 4 }: PagesBenchOptions): Promise<PageResult[]> {
  const targets = pageTargets(salonId);
  for (const target of targets) {
    const response = await fetch(new URL(target.path, baseUrl));
    if (!response.ok) throw new Error(`${target.path} answered ${response.status} while warming up`);
    await response.arrayBuffer();
  }
  // Under load for a while before any slice counts: a server just started optimises its code
  // and runs its start-up work (the first pass of scheduled work over the seed, on the embedded
  // database in this very process). Measured at once, the first pages' slices ran 20–25 % below
  // the same pages a minute later, while /gizlilik did not: the order of the pages decided their ratios.
  for (const target of targets) await loadTest(new URL(target.path, baseUrl), { connections, durationSeconds: WARM_UP_SECONDS, headers: HTML });

  const staticUrl = new URL(STATIC_PAGE.path, baseUrl);
  const staticSlices: LoadResult[] = [];
  const pages: PageResult[] = [];
  for (const target of targets.filter((t) => t !== STATIC_PAGE)) {
    console.log(`  ${target.name}: ${durationSeconds} s in ${rounds} slices beside ${STATIC_PAGE.name}, ${connections} connections...`);
    const c = await compareWithBaseline(new URL(target.path, baseUrl), staticUrl, { rounds, durationSeconds, connections, headers: HTML });
    staticSlices.push(c.baseline);
    pages.push({ name: target.name, path: target.path, ...c.measured, ratioToStatic: c.ratio, p99RatioToStatic: c.p99Ratio, sliceRatios: c.sliceRatios });
  }
  const staticPage = { name: STATIC_PAGE.name, path: STATIC_PAGE.path, ...combine(staticSlices), ratioToStatic: 1, p99RatioToStatic: 1, sliceRatios: [] };
  return [staticPage, ...pages];
}

export function pageChecks(results: PageResult[], salonId: string, label: string): Check[] {
  const targets = new Map(pageTargets(salonId).map((t) => [t.path, t]));
  return results.flatMap((r) => {
    const t = targets.get(r.path);
    const checks: Check[] = [];
    if (t?.minRatio !== undefined) {
      checks.push({ name: `${label} ${r.name} req/s vs static`, value: r.ratioToStatic, target: `≥ ${t.minRatio}`, ok: r.ratioToStatic >= t.minRatio });
    }
    if (t?.maxP99Ratio !== undefined) {
      checks.push({ name: `${label} ${r.name} p99 vs static`, value: r.p99RatioToStatic, target: `≤ ${t.maxP99Ratio}`, ok: r.p99RatioToStatic <= t.maxP99Ratio });
    }
    if (r.non2xx > 0 || r.errors > 0) checks.push({ name: `${label} ${r.name} errors`, value: r.non2xx + r.errors, target: '0', ok: false });
    return checks;
  });
}

export function printPagesTable(results: PageResult[]): void {
  const rows = results.map((r) => ({
    page: r.name,
    'req/s': r.requestsPerSecond.toFixed(1),
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'req/s vs static': `${r.ratioToStatic.toFixed(2)}×`,
    'p99 vs static': `${r.p99RatioToStatic.toFixed(2)}×`,
    'each slice': r.sliceRatios.map((x) => x.toFixed(2)).join(' '),
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.table(rows);
}
