// Loads the public pages of a running production server (load.ts) and compares each
// with a static page of the same app in the same run: requests per second and p99 latency as
// ratios to the static page's (measured first and last, the mean is the baseline), checked
// against the targets of issue 12.
import type { Check } from './checks';
import { loadTest } from './load';

export interface PageTarget {
  name: string;
  path: string;
  /** Minimum requests per second as a share of the static page's. */
  minRatio?: number;
  /** Maximum p99 latency as a multiple of the static page's p99. */
  maxP99Ratio?: number;
}

export interface PageResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** requests per second relative to the static page (1 = as fast as static). */
  ratioToStatic: number;
  /** p99 latency relative to the static page's p99 (1 = as fast as static). */
  p99RatioToStatic: number;
}

export interface PagesBenchOptions {
  baseUrl: string;
  salonId: string;
  durationSeconds?: number;
  connections?: number;
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

async function load(baseUrl: string, target: PageTarget, durationSeconds: number, connections: number) {
  const result = await loadTest(new URL(target.path, baseUrl), { connections, durationSeconds, headers: { accept: 'text/html' } });
  return { name: target.name, path: target.path, ...result };
}

/** Warms every page (caches, compiled code) and then loads each for `durationSeconds`. */
export async function runPagesBench({ baseUrl, salonId, durationSeconds = 10, connections = 10 }: PagesBenchOptions): Promise<PageResult[]> {
  const targets = pageTargets(salonId);
  for (const target of targets) {
    for (let i = 0; i < 5; i++) {
      const response = await fetch(new URL(target.path, baseUrl));
      if (!response.ok) throw new Error(`${target.path} answered ${response.status} while warming up`);
      await response.arrayBuffer();
    }
  }

  const measured = [];
  for (const target of targets) {
    console.log(`  ${target.name}: ${durationSeconds} s with ${connections} connections...`);
    measured.push(await load(baseUrl, target, durationSeconds, connections));
  }
  // The static page again at the end: the baseline is the mean of both, so a machine that gets
  // busier or quieter during the run does not land its drift on the pages measured last.
  console.log(`  ${STATIC_PAGE.name} again: ${durationSeconds} s with ${connections} connections...`);
  const staticEnd = { ...(await load(baseUrl, STATIC_PAGE, durationSeconds, connections)), name: `${STATIC_PAGE.name} (end)` };
  const staticRate = (measured[0].requestsPerSecond + staticEnd.requestsPerSecond) / 2 || 1;
  const staticP99 = (measured[0].p99Ms + staticEnd.p99Ms) / 2 || 1;
  return [...measured, staticEnd].map((m) => ({ ...m, ratioToStatic: m.requestsPerSecond / staticRate, p99RatioToStatic: m.p99Ms / staticP99 }));
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
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.table(rows);
}
