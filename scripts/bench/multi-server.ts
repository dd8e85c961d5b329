// Two app servers on one PostgreSQL database, each with its own build folder copy and so its
// own page cache (as on two machines): a change written to the database while the second
// server holds the salon page in its cache must show there within 60 s. The second server
// never hears of the first one's tag revalidations; only the time bound brings the change.
import type { ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { Check } from './checks';

export interface MultiServerOptions {
  root: string;
  distDir: string;
  databaseUrl: string;
  salonId: string;
  /** Starts the app with another build folder; resolves with its base URL and process. */
  start: (distDir: string) => Promise<{ baseUrl: string; server: ChildProcess; stop: () => Promise<void> }>;
}

export async function runMultiServerCheck({ root, distDir, databaseUrl, salonId, start }: MultiServerOptions): Promise<{ seconds: number | null; checks: Check[] }> {
  const secondDir = `${distDir}-second`;
  rmSync(path.join(root, secondDir), { recursive: true, force: true });
  cpSync(path.join(root, distDir), path.join(root, secondDir), {
    recursive: true,
    filter: (source) => !/[\\/](route-cache|fetch-cache)([\\/]|$)/.test(source),
  });
  const second = await start(secondDir);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const url = new URL(`/salon/${salonId}`, second.baseUrl);
    await (await fetch(url)).text();
    const cached = await fetch(url);
    await cached.text();
    console.log(`  second server: /salon/{id} ${cached.headers.get('x-nextjs-cache') ?? '?'} before the change`);
    const marker = `Değişti ${Date.now() % 100_000}`;
    await sql`update salons set name = name || ${` (${marker})`}, updated_at = now() where id = ${salonId}`;
    const started = Date.now();
    let seconds: number | null = null;
    while (Date.now() - started < 90_000) {
      if ((await (await fetch(url)).text()).includes(marker)) { seconds = (Date.now() - started) / 1000; break; }
      await new Promise((r) => setTimeout(r, 1000));
    }
    await sql`update salons set name = replace(name, ${` (${marker})`}, '') where id = ${salonId}`;
    console.log(seconds === null ? '  the change did not show within 90 s' : `  the change showed on the second server after ${seconds.toFixed(1)} s`);
    return {
      seconds,
      checks: [{ name: 'postgresql change visible on a second server (s)', value: seconds ?? 999, target: '≤ 60', ok: seconds !== null && seconds <= 60 }],
    };
  } finally {
    await sql.end();
    await second.stop();
    rmSync(path.join(root, secondDir), { recursive: true, force: true });
  }
}
