// Stops a server the bench started detached (in its own process group): SIGTERM to the group,
// SIGKILL after 10 s if it is still there.
import type { ChildProcess } from 'node:child_process';

export function stopProcessGroup(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || !server.pid) return resolve();
    server.once('exit', () => resolve());
    try { process.kill(-server.pid, 'SIGTERM'); } catch { resolve(); }
    setTimeout(() => { try { process.kill(-server.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000).unref();
  });
}
