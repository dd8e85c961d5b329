// Opens the one database the app uses: a postgres.js pool when a URL is given, otherwise
// embedded PGlite (real PostgreSQL in WebAssembly). Both come back behind the same Drizzle
// type, so no query is written twice. No 'server-only' here: the CLI scripts use it too.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { mkdirSync } from 'node:fs';
import postgres from 'postgres';
import { createDataDirFromTemplate } from './pglite-template';
import * as schema from './schema';
import { DatabaseUnavailableError, isConnectionFailure, isDatabaseMarkedDown, markDatabaseDown, markDatabaseUp } from './unavailable';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations) inside one transaction. */
  execScript(sqlText: string): Promise<void>;
  /** Runs one query with $1.. parameters and returns its rows. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs one statement without parameters through the simple query protocol: on PGlite one
   * message instead of the five of a parameterised query, a third less time for a small query.
   * Only for text that contains no outside input (see bookedSpansNow for the one user).
   */
  queryText<T = Record<string, unknown>>(sqlText: string): Promise<T[]>;
  close(): Promise<void>;
}

/** `url` set: PostgreSQL server. Else PGlite in `dataDir`, or in memory when that is undefined. */
export async function openConnection(opts: { url?: string; dataDir?: string }): Promise<Connection> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir?: string): Promise<Connection> {
  if (dataDir) {
    await createDataDirFromTemplate(dataDir); // a new database: a copy instead of initdb
    mkdirSync(dataDir, { recursive: true }); // (when the copy failed, PGlite.create makes it)
  }
  const client = await PGlite.create(dataDir, { extensions: { pgcrypto, btree_gist, pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async execScript(sqlText) {
      await client.transaction(async (tx) => { await tx.exec(sqlText); });
    },
    async query<T>(sqlText: string, params: unknown[] = []) {
      return (await client.query<T>(sqlText, params)).rows;
    },
    async queryText<T>(sqlText: string) {
      return ((await client.exec(sqlText)).at(-1)?.rows ?? []) as T[];
    },
    close: () => client.close(),
  };
}

/**
 * Bounds of the app's PostgreSQL pool, so that an unreachable database costs a request about
 * two seconds and never runs its work later (README "When the database is down"):
 * - a connection attempt gives up after `connectTimeoutSeconds` (postgres.js waits 30 s), and a
 *   failed one is not retried on a timer (no backoff): the next query tries again itself.
 *   postgres.js would otherwise keep a query waiting for a connection and send it once the
 *   server is back, after its request had been answered: a booking nobody was told about.
 * - at most `max` queries or transactions are handed to postgres.js at once; any other waits for
 *   its turn, at most `acquireTimeoutMs` (a database too busy), and not at all once a connection
 *   failed (see Gate), then fails without ever being sent.
 * - the server ends any statement after `statementTimeoutMs` and any transaction left idle after
 *   `idleInTransactionTimeoutMs`, so nothing held open by a lost client commits later.
 */
export const POSTGRES_BOUNDS = {
  max: 10,
  connectTimeoutSeconds: 1.5,
  acquireTimeoutMs: 5000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
} as const;

const TRANSACTION_POOLER_PORT = '6543';

function openPostgres(url: string): Connection {
  const raw = postgres(url, {
    max: POSTGRES_BOUNDS.max,
    prepare: false, // keeps Supabase's transaction pooler (port 6543) working
    onnotice: () => {},
    connect_timeout: POSTGRES_BOUNDS.connectTimeoutSeconds,
    backoff: () => 0,
    // A transaction pooler (Supabase's on port 6543) cannot keep session settings per client, and
    // PgBouncer refuses them at startup: there the database role carries them (README).
    connection: new URL(url).port === TRANSACTION_POOLER_PORT ? {} : {
      statement_timeout: POSTGRES_BOUNDS.statementTimeoutMs,
      idle_in_transaction_session_timeout: POSTGRES_BOUNDS.idleInTransactionTimeoutMs,
    },
  });
  const client = gated(raw, new Gate(POSTGRES_BOUNDS.max, POSTGRES_BOUNDS.acquireTimeoutMs));
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async execScript(sqlText) {
      await client.begin(async (tx) => {
        // Migrations may take longer than any request's statement.
        await tx.unsafe('set local statement_timeout = 0');
        await tx.unsafe(sqlText);
      });
    },
    async query<T>(sqlText: string, params: unknown[] = []) {
      return (await client.unsafe(sqlText, params as postgres.ParameterOrJSON<never>[])) as unknown as T[];
    },
    async queryText<T>(sqlText: string) {
      return (await client.unsafe(sqlText)) as unknown as T[];
    },
    close: () => raw.end({ timeout: 5 }),
  };
}

/**
 * A counting semaphore in front of the pool. A waiter gives up after `timeoutMs` (a database
 * too busy to serve us). While the connection to the database is failing, waiting is pointless:
 * the first failure sends every waiter away at once, and while the database is marked down a
 * query that finds no free slot fails at once; one that finds a slot tries, so the first
 * answer after an outage clears the mark.
 */
class Gate {
  private active = 0;
  private readonly waiting: { grant: () => void; fail: (error: Error) => void }[] = [];

  constructor(private readonly size: number, private readonly timeoutMs: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      const result = await work();
      markDatabaseUp();
      return result;
    } catch (error) {
      if (isConnectionFailure(error)) {
        markDatabaseDown();
        this.sendWaitersAway();
      }
      throw error;
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.size) {
      this.active++;
      return Promise.resolve();
    }
    if (isDatabaseMarkedDown()) return Promise.reject(new DatabaseUnavailableError('the database is not answering'));
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => { clearTimeout(timer); resolve(); },
        fail: (error: Error) => { clearTimeout(timer); reject(error); },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new DatabaseUnavailableError(`no database connection came free within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting.push(waiter);
    });
  }

  private sendWaitersAway(): void {
    for (const waiter of this.waiting.splice(0)) waiter.fail(new DatabaseUnavailableError('the database is not answering'));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.grant(); // the slot passes straight to the next waiter
    else this.active--;
  }
}

/**
 * `client` with every query and transaction passed through `gate`. Drizzle and this module use
 * only `unsafe` (awaited, or its `.values()`) and `begin`; postgres.js sends a query only when it
 * is awaited, so one that times out waiting at the gate is never created at all.
 */
function gated(client: postgres.Sql, gate: Gate): postgres.Sql {
  const unsafe = (...args: Parameters<postgres.Sql['unsafe']>) => {
    const run = (values: boolean) => gate.run(async () => {
      const query = client.unsafe(...args);
      return values ? await query.values() : await query;
    });
    return {
      then: (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) => run(false).then(resolve, reject),
      values: () => run(true),
    };
  };
  const begin = (...args: unknown[]) => gate.run(() => (client.begin as (...a: unknown[]) => Promise<unknown>)(...args));
  return new Proxy(client, {
    get: (target, key, receiver) => (key === 'unsafe' ? unsafe : key === 'begin' ? begin : Reflect.get(target, key, receiver)),
  });
}
