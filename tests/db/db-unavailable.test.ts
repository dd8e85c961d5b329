// What the app does when its database cannot answer, on a real database: readiness, the
// Turkish 503 of route handlers, and (PostgreSQL) the pool's bounds, which drop work that
// waited too long for a connection instead of sending it later. tests/http/outage.test.ts
// stops a real PostgreSQL under the whole app server.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { NextRequest } from 'next/server';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as readyRoute } from '@/app/api/ready/route';
import { GET as slotsRoute } from '@/app/api/salons/[salonId]/slots/route';
import { isDatabaseReady, useConnectionForTests } from '@/platform/db';
import { POSTGRES_BOUNDS } from '@/platform/db/connection';
import {
  DatabaseUnavailableError, isConnectionFailure, isDatabaseMarkedDown, isDatabaseUnavailable, unavailableReason,
} from '@/platform/db/unavailable';
import { customers } from '@/platform/db/schema';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@/platform/http/json';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

/** A salon id never asked before: the slots route keeps what it read in memory. */
const slots = (salon = randomUUID()) => slotsRoute(
  new NextRequest(`http://localhost/api/salons/${salon}/slots?staffId=${salon}&date=2030-01-02`),
  { params: Promise.resolve({ salonId: salon }) },
);

let open: TestDatabase | undefined;
afterEach(async () => {
  await open?.dispose().catch(() => {});
  open = undefined;
});

describe.each(databaseKinds)('database unavailable (%s)', (kind) => {
  it('is ready while the database answers, and answers a Turkish 503 with Retry-After once it cannot', async () => {
    open = await createMigratedDatabase(kind);
    useConnectionForTests(open.conn);
    expect(await isDatabaseReady()).toBe(true);
    expect((await readyRoute()).status).toBe(200);
    expect((await slots()).status).toBe(404); // a real answer from the database: no such salon

    await open.conn.close(); // the engine is gone: shut down (PGlite) or the pool ended (PostgreSQL)
    expect(await isDatabaseReady()).toBe(false);
    for (const res of [await readyRoute(), await slots()]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE });
    }
  });

  it('names why in the log without the query\'s parameters (a customer\'s phone and name)', async () => {
    open = await createMigratedDatabase(kind);
    await open.conn.close();
    const failed = await open.conn.db.insert(customers)
      .values({ phone: '05321112233', firstName: 'Ayşe', lastName: 'Yılmaz', passwordHash: 'x' })
      .then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(String((failed as Error).message)).toContain('05321112233'); // what the old log line printed
    const reason = unavailableReason(failed);
    expect(reason).not.toMatch(/05321112233|Yılmaz|Failed query|params/);
    expect(reason.length).toBeGreaterThan(3);
  });
});

describe.skipIf(!databaseKinds.includes('postgres'))('PostgreSQL pool bounds', () => {
  it('sets the statement and idle-in-transaction timeouts on every connection', async () => {
    open = await createMigratedDatabase('postgres');
    const [row] = await open.conn.query<{ statement_timeout: string; idle: string }>(
      `select current_setting('statement_timeout') as statement_timeout, current_setting('idle_in_transaction_session_timeout') as idle`);
    expect(row).toEqual({ statement_timeout: '10s', idle: '10s' });
  });

  it('drops a query that waited too long for a connection: it fails at once and is never run later', async () => {
    open = await createMigratedDatabase('postgres');
    const conn = open.conn;
    await conn.query('create table held (n int)');
    // Another session holds the table, so every connection of the pool waits on it.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const [{ db }] = await conn.query<{ db: string }>('select current_database() as db');
    url.pathname = `/${db}`;
    const other = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const holder = await other.reserve();
    try {
      await holder`begin`;
      await holder`lock table held in exclusive mode`;
      const waiting = Array.from({ length: POSTGRES_BOUNDS.max }, (_, i) => conn.query('insert into held values ($1)', [i]));
      const late = await conn.query('insert into held values (999)').then(() => null, (error: unknown) => error);

      expect(late).toBeInstanceOf(DatabaseUnavailableError);
      expect(isDatabaseUnavailable(late)).toBe(true); // a 503 for its request
      expect(isDatabaseMarkedDown()).toBe(false); // busy is not down

      await holder`commit`;
      await Promise.all(waiting);
      const rows = await conn.query<{ n: number }>('select n from held order by n');
      expect(rows.map((r) => r.n)).toEqual(Array.from({ length: POSTGRES_BOUNDS.max }, (_, i) => i));
    } finally {
      holder.release();
      await other.end();
    }
  });

  it('survives a connection the server closes: the next queries fail with CONNECTION_CLOSED, no uncaughtException (issue 28)', async () => {
    // porsager/postgres#1154/#1208: unpatched, a query on a connection the server has closed
    // writes to a null socket from a timer and the process dies (Vitest reports an unhandled
    // error). patches/postgres+3.4.9.patch. A TCP relay of our own closes the connection cleanly
    // (FIN), as a pooler or a restarting server does; pg_terminate_backend arrives as an RST on
    // Linux, which takes another path.
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const links: { client: net.Socket; server: net.Socket }[] = [];
    const relay = net.createServer((client) => {
      const server = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(server);
      server.pipe(client);
      client.on('error', () => {});
      server.on('error', () => {});
      links.push({ client, server });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const url = new URL(target);
    url.port = String((relay.address() as net.AddressInfo).port);
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const reserved = await sql.reserve();
      await reserved`select 1`;
      for (const { client, server } of links) { server.unpipe(client); client.end(); server.destroy(); }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const first = await reserved`select 1`.then(() => null, (error: unknown) => error);
      const second = await reserved`select 1`.then(() => null, (error: unknown) => error);
      expect(first).toMatchObject({ code: 'CONNECTION_CLOSED' });
      expect(second).toMatchObject({ code: 'CONNECTION_CLOSED' });
      expect(isConnectionFailure(second)).toBe(true); // a 503 for its request, the database marked down
      reserved.release();
    } finally {
      await sql.end({ timeout: 1 });
      relay.close();
    }
  });
});
