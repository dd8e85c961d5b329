// A PostgreSQL cluster of a test's own, which it may stop and start again (an outage) without
// touching the server other tests use. Made by .ci/start-postgres.sh, so, as in CI, it needs
// root (the cluster belongs to the postgres user) and PostgreSQL's binaries.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './app-server';

const PG_LIB = '/usr/lib/postgresql';

/** Why a cluster cannot be made here, or null when it can. */
export function clusterUnavailableReason(): string | null {
  if (process.getuid?.() !== 0) return 'needs root (the cluster runs as the postgres user)';
  if (!existsSync(PG_LIB) || readdirSync(PG_LIB).length === 0) return `no PostgreSQL binaries under ${PG_LIB}`;
  return null;
}

export interface Cluster {
  url: string;
  /** Stops the server at once, as a crash or an operator's immediate shutdown would. */
  stop(): void;
  start(): void;
  destroy(): void;
}

export function startCluster(dir: string, port: number): Cluster {
  const out = execFileSync('bash', [path.join(root, '.ci/start-postgres.sh'), dir, String(port)], { encoding: 'utf8' });
  const bin = /PG_CI_BIN=(\S+)/.exec(out)?.[1];
  if (!bin) throw new Error(`start-postgres.sh said: ${out}`);
  const pgCtl = (...args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/pg_ctl`, '-D', `${dir}/data`, ...args], { stdio: 'ignore' });
  const start = () => pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', `${dir}/log`, '-w', 'start');
  const stop = () => pgCtl('-m', 'immediate', 'stop');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy() {
      try { stop(); } catch { /* already stopped */ }
      execFileSync('rm', ['-rf', dir]);
    },
  };
}
