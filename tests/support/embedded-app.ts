// An app server (tests/support/app-server.ts) on an embedded database of its own, in a
// temporary folder: tests that need several servers, or one they stop, without PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from './app-server';

export interface EmbeddedApp extends AppServer {
  /** host:port, as a proxy's upstream names it. */
  hostPort: string;
}

/** Starts the server and resolves once /api/ready says its database is created and seeded. */
export async function startEmbeddedApp(distDir: string, env: Record<string, string> = {}): Promise<EmbeddedApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-app-pglite-'));
  const app = await startAppServer(distDir, { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, ...env });
  const stop = async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while ((await fetch(`${app.url}/api/ready`).then((r) => r.status, () => 0)) !== 200) {
    if (Date.now() > deadline || app.process.exitCode !== null) {
      await stop();
      throw new Error(`the app's embedded database was not ready within 180 s:\n${app.output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { ...app, hostPort: new URL(app.url).host, stop };
}
