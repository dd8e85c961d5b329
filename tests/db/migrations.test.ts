// The migrations build the whole schema on an empty database, are safe to re-run, protect
// every table with RLS and keep the Drizzle mirror honest.
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '@/platform/db/migrate';
import * as schema from '@/platform/db/schema';
import { createEmptyDatabase, databaseKinds, type TestDatabase } from '../support/db';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createEmptyDatabase(kind); });
  afterAll(async () => { await test?.dispose(); });

  it('apply every file to an empty database, then nothing on a second run', async () => {
    expect(await migrate(test.conn)).toEqual(migrationFiles());
    const tablesBefore = await test.conn.query('select tablename from pg_tables where schemaname = $1 order by 1', ['public']);
    expect(await migrate(test.conn)).toEqual([]);
    const tablesAfter = await test.conn.query('select tablename from pg_tables where schemaname = $1 order by 1', ['public']);
    expect(tablesAfter).toEqual(tablesBefore);
  });

  it('enable row level security on every table', async () => {
    const rows = await test.conn.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`);
    expect(rows.length).toBeGreaterThan(25);
    expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
  });

  it('has every table and column the Drizzle schema names', async () => {
    const columns = await test.conn.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`);
    const present = new Set(columns.map((c) => `${c.table_name}.${c.column_name}`));
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
    expect(tables.length).toBeGreaterThan(25);
    const missing = tables.flatMap((table) =>
      Object.values(getTableColumns(table)).map((col) => `${getTableName(table)}.${col.name}`))
      .filter((name) => !present.has(name));
    expect(missing).toEqual([]);
  });

  it('provides hash_password() producing bcrypt cost 10', async () => {
    const [row] = await test.conn.query<{ h: string; ok: boolean }>(
      `select hash_password('gizli123') as h, crypt('gizli123', hash_password('gizli123')) like '$2%' as ok`);
    expect(row.h).toMatch(/^\$2[aby]\$10\$/);
    const [check] = await test.conn.query<{ same: boolean }>(`select crypt('gizli123', $1) = $1 as same`, [row.h]);
    expect(check.same).toBe(true);
  });
});
