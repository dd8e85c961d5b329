// Loads the public pages of a running production server with autocannon and compares each
// with a static page of the same app: requests per second, p50 and p99 latency, ratio.
import autocannon from 'autocannon';

export interface PageTarget {
  name: string;
  path: string;
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
}

export interface PagesBenchOptions {
  baseUrl: string;
  salonId: string;
  durationSeconds?: number;
  connections?: number;
}

export const STATIC_PAGE: PageTarget = { name: 'static /gizlilik', path: '/gizlilik' };

export function pageTargets(salonId: string): PageTarget[] {
  return [
    STATIC_PAGE,
    { name: 'landing /', path: '/' },
    { name: 'search /salonlar?cityId=34', path: '/salonlar?cityId=34' },
    { name: 'salon /salon/{id}', path: `/salon/${salonId}` },
  ];
}

async function load(baseUrl: string, target: PageTarget, durationSeconds: number, connections: number) {
  const result = await autocannon({
    url: new URL(target.path, baseUrl).toString(),
    connections,
    duration: durationSeconds,
    headers: { accept: 'text/html' },
  });
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
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
  const staticRate = measured[0].requestsPerSecond || 1;
  return measured.map((m) => ({ ...m, ratioToStatic: m.requestsPerSecond / staticRate }));
}

export function printPagesTable(results: PageResult[]): void {
  const rows = results.map((r) => ({
    page: r.name,
    'req/s': r.requestsPerSecond.toFixed(1),
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'vs static': `${(r.ratioToStatic * 100).toFixed(1)} %`,
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.table(rows);
}
