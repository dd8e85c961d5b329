// What a browser's request costs beside the bench's: browsers send Accept-Encoding, the page
// targets of issue 12 are measured without it. Reported without a target: requests per second
// with a browser's Accept-Encoding against the same page without, for the static page and a
// cached page. Next compressed every response anew (0.74× and 0.54×); server/compress.mjs
// compresses each cached page once.
import { request } from 'node:http';
import { compareWithBaseline } from './load';

/** What Chromium sends. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
const PLAIN = { accept: 'text/html' };

export interface CompressionResult {
  path: string;
  /** Content-Encoding of the browser's response. */
  encoding: string;
  plainKb: number;
  compressedKb: number;
  /** Requests per second with the browser's headers ÷ without. */
  ratio: number;
  sliceRatios: number[];
}

export async function runCompressionBench({ baseUrl, paths, durationSeconds, connections, rounds }: {
  baseUrl: string; paths: string[]; durationSeconds: number; connections: number; rounds: number;
}): Promise<CompressionResult[]> {
  const results: CompressionResult[] = [];
  for (const path of paths) {
    const url = new URL(path, baseUrl);
    // fetch() would decode the body: node:http's length of the raw bytes is what travels.
    const compressed = await rawSize(url, BROWSER);
    const plain = await rawSize(url, PLAIN);
    console.log(`  ${path}: ${durationSeconds} s in ${rounds} slices, with a browser's Accept-Encoding beside without...`);
    const c = await compareWithBaseline(url, url, { rounds, durationSeconds, connections, headers: BROWSER, baselineHeaders: PLAIN });
    results.push({ path, encoding: compressed.encoding, plainKb: plain.bytes / 1024, compressedKb: compressed.bytes / 1024, ratio: c.ratio, sliceRatios: c.sliceRatios });
  }
  console.table(results.map((r) => ({
    page: r.path,
    encoding: r.encoding,
    'KB plain': r.plainKb.toFixed(1),
    'KB sent': r.compressedKb.toFixed(1),
    'req/s compressed vs plain': `${r.ratio.toFixed(2)}×`,
    'each slice': r.sliceRatios.map((x) => x.toFixed(2)).join(' '),
  })));
  return results;
}

async function rawSize(url: URL, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
      res.on('error', reject);
    }).on('error', reject).end();
  });
}
