// Lighthouse (the npm package, default mobile settings) on Debian's Chromium: performance,
// accessibility, best practices and SEO of the main public pages. Each page is measured
// BENCH_LIGHTHOUSE_RUNS times (default 3) and the median run reported, as Lighthouse's own
// documentation advises: on unchanged code one run's simulated LCP varies by about ±0.5 s here.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Check } from './checks';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits that cost points outside performance (what to fix). */
  failedAudits: string[];
  /** Every run's performance score, lowest first (the reported run is the median). */
  performanceRuns: number[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

type Run = Omit<LighthouseScores, 'performanceRuns'>;

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      console.log(`  lighthouse ${path} (${RUNS} runs) ...`);
      await fetch(new URL(path, baseUrl)); // in the cache before it is measured
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port, new URL(path, baseUrl), path));
      runs.sort((a, b) => a.performance - b.performance);
      results.push({ ...runs[Math.floor(runs.length / 2)], performanceRuns: runs.map((r) => r.performance) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function measure(port: number, url: URL, path: string): Promise<Run> {
  const run = await lighthouse(url.toString(), { port, output: 'json', logLevel: 'error' });
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}:${ref.id}`)),
  };
}

/** The page every other is compared with in the same run (issue 28, item 17): static, no data, little JavaScript. */
export const LIGHTHOUSE_BASELINE = '/gizlilik';
/** Most points a public page may score below the baseline in the same run. */
const MAX_POINTS_BELOW_BASELINE = 5;
const MAX_TBT_MS = 200;

export function lighthouseChecks(scores: LighthouseScores[]): Check[] {
  const baseline = scores.find((s) => s.path === LIGHTHOUSE_BASELINE);
  return scores.flatMap((s) => [
    { name: `Lighthouse performance ${s.path}`, value: s.performance, target: '≥ 95', ok: s.performance >= 95 },
    ...(baseline && s !== baseline
      ? [{
        name: `Lighthouse performance ${s.path} vs ${LIGHTHOUSE_BASELINE} (${baseline.performance})`,
        value: s.performance - baseline.performance,
        target: `≥ -${MAX_POINTS_BELOW_BASELINE}`,
        ok: s.performance >= baseline.performance - MAX_POINTS_BELOW_BASELINE,
      }]
      : []),
    { name: `Lighthouse total blocking time ${s.path} (ms)`, value: s.tbtMs, target: `≤ ${MAX_TBT_MS}`, ok: s.tbtMs <= MAX_TBT_MS },
    { name: `Lighthouse accessibility ${s.path}`, value: s.accessibility, target: '100', ok: s.accessibility === 100 },
    { name: `Lighthouse best practices ${s.path}`, value: s.bestPractices, target: '100', ok: s.bestPractices === 100 },
    { name: `Lighthouse SEO ${s.path}`, value: s.seo, target: '100', ok: s.seo === 100 },
  ]);
}
