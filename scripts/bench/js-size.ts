// Gzipped JavaScript each page makes the browser download on load: every <script src> in its
// HTML (chunks fetched later, e.g. a dialog's when it opens, are not counted), gzip level 9.
import { gzipSync } from 'node:zlib';
import type { Check } from './checks';

export interface JsSize {
  path: string;
  files: number;
  gzipKb: number;
  limitKb: number;
}

async function scriptsOf(baseUrl: string, path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  return [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]))];
}

export async function measureJs(baseUrl: string, pages: { path: string; limitKb: number }[]): Promise<JsSize[]> {
  const sizes = new Map<string, number>();
  const results: JsSize[] = [];
  for (const { path, limitKb } of pages) {
    const scripts = await scriptsOf(baseUrl, path);
    let total = 0;
    for (const src of scripts) {
      if (!sizes.has(src)) {
        const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
        sizes.set(src, gzipSync(body, { level: 9 }).length);
      }
      total += sizes.get(src)!;
    }
    results.push({ path, files: scripts.length, gzipKb: total / 1024, limitKb });
  }
  return results;
}

export function jsChecks(sizes: JsSize[]): Check[] {
  return sizes.map((s) => ({ name: `JS gzip KB ${s.path}`, value: s.gzipKb, target: `≤ ${s.limitKb}`, ok: s.gzipKb <= s.limitKb }));
}
