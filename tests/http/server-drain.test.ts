// A rolling deploy stops each app server with SIGTERM (server/drain.mjs). A visitor whose
// request is under way then must still get the answer, while new connections go elsewhere
// (refused here, so a load balancer or nginx moves on), and the server must exit once it has
// answered, not at its deadline. The request is held open by its own body: the server has it,
// the rest arrives only after the signal, so nothing depends on timing.
// PostgreSQL only: with the embedded database the one server closes PGlite and exits at once
// (platform/db/index.ts), and a single server takes no part in a rolling deploy.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { copyBuild, ensureBuild, root, startAppServer, type AppServer } from '../support/app-server';
import { createMigratedDatabase, type TestDatabase } from '../support/db';

const SOURCE_DIST_DIR = process.env.NGINX_TEST_DIST_DIR ?? '.next-test';
/** A copy of its own: starting a server empties its build folder's caches, which must not touch
 * another test file's server on the suite's build. */
const DIST_DIR = '.next-test-drain';
const skipReason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set (no PostgreSQL here)';
if (skipReason) console.warn(`[server-drain] skipped: ${skipReason}`);

describe.skipIf(skipReason)('app server stopped by a rolling deploy', () => {
  let db: TestDatabase;
  let app: AppServer;

  beforeAll(async () => {
    if (!process.env.NGINX_TEST_DIST_DIR) ensureBuild(SOURCE_DIST_DIR);
    copyBuild(SOURCE_DIST_DIR, DIST_DIR);
    db = await createMigratedDatabase('postgres');
    const [{ name }] = await db.conn.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    execFileSync('npx', ['tsx', 'scripts/db-seed.ts'], { cwd: root, stdio: 'ignore', env: { ...process.env, DATABASE_URL: url.toString() } });
    app = await startAppServer(DIST_DIR, { DATABASE_URL: url.toString() });
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
    await db?.dispose();
  });

  it('answers the request under way on SIGTERM, refuses new connections, then exits', async () => {
    onTestFailed(() => console.error(`app server output:\n${app.output()}`));
    const body = JSON.stringify({ salonCode: 'DEMO01', username: 'sahip_demo01', password: 'demo1234' });
    let received = false;
    let signal!: () => void;
    const signalled = new Promise<void>((resolve) => { signal = resolve; });
    const answer = new Promise<{ status: number; connection: string; text: string }>((resolve, reject) => {
      const req = request(`${app.url}/api/panel/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => { text += chunk; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection), text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10), () => { received = true; });
      signalled.then(() => req.end(body.slice(10)));
    });
    while (!received) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100)); // the headers and first bytes are at the server

    const exited = new Promise<number | null>((resolve) => app.process.once('exit', (code) => resolve(code)));
    app.process.kill('SIGTERM');
    // New connections are refused from now on (a load balancer's next check fails).
    const deadline = Date.now() + 5000;
    let refused = false;
    while (!refused && Date.now() < deadline) {
      refused = await fetch(`${app.url}/api/health`).then(() => false, () => true);
      if (!refused) await new Promise((r) => setTimeout(r, 20));
    }
    expect(refused).toBe(true);
    expect(app.process.exitCode).toBeNull(); // still finishing the request under way
    signal();
    const signedIn = await answer;
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.text).toBe('{"ok":true}');
    expect(signedIn.connection).toBe('close');
    const stoppedAt = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000); // once answered, not at the 20 s deadline
  });
});
