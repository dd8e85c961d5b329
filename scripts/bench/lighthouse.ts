// Lighthouse (the npm package, default mobile settings) on Debian's Chromium: performance,
// accessibility, best practices and SEO of the main public pages.
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
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      console.log(`  lighthouse ${path} ...`);
      await fetch(new URL(path, baseUrl)); // in the cache before it is measured
      const run = await lighthouse(new URL(path, baseUrl).toString(), { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
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
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function lighthouseChecks(scores: LighthouseScores[]): Check[] {
  return scores.flatMap((s) => [
    { name: `Lighthouse performance ${s.path}`, value: s.performance, target: '≥ 95', ok: s.performance >= 95 },
    { name: `Lighthouse accessibility ${s.path}`, value: s.accessibility, target: '100', ok: s.accessibility === 100 },
    { name: `Lighthouse best practices ${s.path}`, value: s.bestPractices, target: '100', ok: s.bestPractices === 100 },
    { name: `Lighthouse SEO ${s.path}`, value: s.seo, target: '100', ok: s.seo === 100 },
  ]);
}
