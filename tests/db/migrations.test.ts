// The migrations build the whole schema on an empty database, are safe to re-run, protect
// every table with RLS and keep the Drizzle mirror honest.
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

// migrate() applies all pending files in one transaction and falls back to one transaction per
// file when that fails (platform/db/migrate.ts): the outcome must be the same as one by one.
describe.each(databaseKinds)('pending migrations together on %s', (kind) => {
  let test: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    test = await createEmptyDatabase(kind);
    dir = mkdtempSync(path.join(tmpdir(), 'salon-migrations-'));
  });
  afterEach(async () => {
    await test?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });
  const write = (files: Record<string, string>) => { for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body); };
  const applied = async () => (await test.conn.query<{ name: string }>('select name from app_migrations order by name')).map((r) => r.name);

  it('keeps the files before a failing one applied, and applies none after it', async () => {
    write({
      '20990101000001_first.sql': 'create table first_one (id int);',
      '20990101000002_broken.sql': 'create table broken (id int); select no_such_column from first_one;',
      '20990101000003_third.sql': 'create table third_one (id int);',
    });
    await expect(migrate(test.conn, dir)).rejects.toThrow(/no_such_column/);
    expect(await applied()).toEqual(['20990101000001_first.sql']);
    expect(await test.conn.query("select tablename from pg_tables where tablename in ('first_one', 'broken', 'third_one')")).toEqual([{ tablename: 'first_one' }]);
  });

  it('applies a file that uses an enum value an earlier pending file added', async () => {
    // A value added to an existing enum is usable only after its transaction commits.
    write({ '20990101000001_mood.sql': "create type mood as enum ('calm');" });
    await migrate(test.conn, dir);
    write({
      '20990101000002_mood_value.sql': "alter type mood add value 'busy';",
      '20990101000003_mood_use.sql': "create table moods (m mood); insert into moods values ('busy');",
    });
    expect(await migrate(test.conn, dir)).toEqual(['20990101000002_mood_value.sql', '20990101000003_mood_use.sql']);
    expect(await applied()).toHaveLength(3);
  });
});

