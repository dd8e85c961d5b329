// The bench's load generator: `connections` keep-alive connections, each sending its next GET
// as soon as the previous response has ended, for `durationSeconds`.
//
// Why not autocannon: it appends every response body to a JS string (`req.body += data`), so
// the load generator itself decodes each body as UTF-8. Our pages are Turkish text, and on this
// 2-core machine a plain Node server sending the real 130 KB landing page measured 3.5× fewer
// requests per second under autocannon than the same server sending 130 KB of ASCII — the
// figure measured the client, not the app. Here bodies are counted and dropped as bytes
// (node:http's parser is native), so a page's figure no longer depends on its alphabet.
import http from 'node:http';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export async function loadTest(url: string | URL, { connections, durationSeconds, headers = {} }: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;

  const request = () => new Promise<void>((resolve) => {
    const started = performance.now();
    const req = http.get(target, { agent, headers }, (res) => {
      res.on('data', () => {}); // read and drop
      res.on('end', () => {
        latencies.push(performance.now() - started);
        if (!res.statusCode || res.statusCode < 200 || res.statusCode > 299) non2xx++;
        resolve();
      });
      res.on('error', () => { errors++; resolve(); });
    });
    req.on('error', () => { errors++; resolve(); });
  });

  const startedAt = performance.now();
  const endAt = startedAt + durationSeconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < endAt) await request();
  }));
  const seconds = (performance.now() - startedAt) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] : 0);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: round(percentile(0.5)),
    p99Ms: round(percentile(0.99)),
    requests: latencies.length,
    non2xx,
    errors,
  };
}

export interface ComparisonOptions extends LoadOptions {
  /** How many times each side is loaded, alternating; `durationSeconds` is split among them. */
  rounds: number;
  /** Request headers of the baseline's requests, when they differ from `headers`. */
  baselineHeaders?: Record<string, string>;
}

export interface Comparison {
  baseline: LoadResult;
  measured: LoadResult;
  /** measured req/s ÷ baseline req/s */
  ratio: number;
  /** measured p99 ÷ baseline p99 */
  p99Ratio: number;
  /** measured req/s ÷ baseline req/s of each slice and the baseline slice beside it: their
   * spread shows how much the machine drifted during the comparison. */
  sliceRatios: number[];
}

/**
 * Loads `url` and its `baseline` in alternating slices (baseline, page, page, baseline, …) and
 * compares the totals. On a shared 2-core machine throughput drifts by ±15 % within a minute;
 * measured side by side in short slices, both sides see the same drift and it cancels out of
 * the ratio, where measuring each once, minutes apart, put it straight into the figure.
 */
export async function compareWithBaseline(url: URL, baseline: URL, { rounds, durationSeconds, baselineHeaders, ...options }: ComparisonOptions): Promise<Comparison> {
  const slice = { ...options, durationSeconds: durationSeconds / rounds };
  const baselineSlice = { ...slice, headers: baselineHeaders ?? slice.headers };
  const own: LoadResult[] = [];
  const base: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which side goes first, so a steady trend falls on both alike.
    if (i % 2 === 0) base.push(await loadTest(baseline, baselineSlice));
    own.push(await loadTest(url, slice));
    if (i % 2 === 1) base.push(await loadTest(baseline, baselineSlice));
  }
  const measured = combine(own);
  const reference = combine(base);
  return {
    baseline: reference,
    measured,
    ratio: measured.requestsPerSecond / (reference.requestsPerSecond || 1),
    p99Ratio: measured.p99Ms / (reference.p99Ms || 1),
    sliceRatios: own.map((r, i) => r.requestsPerSecond / (base[i].requestsPerSecond || 1)),
  };
}

/** Slices of equal length as one result: mean rates and percentiles, summed counts. */
export function combine(results: LoadResult[]): LoadResult {
  const mean = (pick: (r: LoadResult) => number) => results.reduce((sum, r) => sum + pick(r), 0) / (results.length || 1);
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    p50Ms: Math.round(mean((r) => r.p50Ms) * 10) / 10,
    p99Ms: Math.round(mean((r) => r.p99Ms) * 10) / 10,
    requests: sum((r) => r.requests),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}
