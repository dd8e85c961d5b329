// The bench's load generator: wrk (Debian's `wrk` package), `connections` keep-alive
// connections on one thread, each sending its next GET as soon as the previous response ended,
// for `durationSeconds` (whole seconds: wrk takes no fractions).
//
// Why wrk and not a load generator in Node: on this 2-core machine the client shares the cores
// with the app, and a client's cost per byte lands in the ratio of a large page to a small one.
// autocannon decoded every body into a string (a Turkish 130 KB page measured 3.5× fewer
// requests per second than 130 KB of ASCII); a node:http client that dropped bodies as bytes
// still measured the landing page at 0.75× /gizlilik where wrk measured 0.85× on the same build
// (issue 28, item 18). wrk is C and copies bytes; it is also what the issues' measurements used.
// Profiled, a cached salon page cost about 80 µs a request more than /gizlilik, most of it Next
// matching a dynamic route, which the prerendered /gizlilik skips: server/recent-pages.mjs now
// answers both without Next for a second at a time, at about 30 µs a request, and from then on
// a page's bytes show in its figure unless the request asks for compression, as browsers do.
import { spawn } from 'node:child_process';

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

const WRK = process.env.WRK_PATH ?? 'wrk';

export async function loadTest(url: string | URL, { connections, durationSeconds, headers = {} }: LoadOptions): Promise<LoadResult> {
  const seconds = Math.max(1, Math.round(durationSeconds));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), String(url)];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => { out += String(chunk); });
    child.stderr.on('data', (chunk) => { out += String(chunk); });
    child.on('error', (error) => reject(new Error(`wrk could not be started (${error.message}): apt-get install wrk`)));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}:\n${out}`))));
  });
  return parseWrk(output);
}

/** wrk's report (with --latency) as a LoadResult. */
export function parseWrk(output: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const ms = (percent: string) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
    if (!match) return 0;
    const value = Number(match[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[match[2] as 'us' | 'ms' | 's'];
    return Math.round(value * 10) / 10;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  if (!/Requests\/sec:/.test(output)) throw new Error(`wrk gave no result:\n${output}`);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: ms('50'),
    p99Ms: ms('99'),
    requests: number(/(\d+) requests in/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
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
