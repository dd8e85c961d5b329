// A new embedded database is a copy of a template data directory made once per machine and
// PGlite version (platform/db/pglite-template.ts, issue 28 item 19), not a fresh initdb: each
// copy is a working database of its own, and a directory that already holds files is left alone.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '@/platform/db/connection';
import { createDataDirFromTemplate } from '@/platform/db/pglite-template';

describe('embedded database template', () => {
  let root: string;
  let cacheBefore: string | undefined;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'salon-template-'));
    cacheBefore = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = path.join(root, 'cache'); // a cache of this test's own
  });
  afterAll(() => {
    if (cacheBefore === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = cacheBefore;
    rmSync(root, { recursive: true, force: true });
  });

  it('makes the template once, and each new data directory is a working database of its own', async () => {
    const first = await openConnection({ dataDir: path.join(root, 'data', 'first') });
    await first.queryText('create table only_in_first (id int); insert into only_in_first values (1)');
    await first.close();
    const templates = readdirSync(path.join(root, 'cache', 'salon-randevu'));
    expect(templates).toEqual([expect.stringMatching(/^pglite-\d+\.\d+\.\d+.*-datadir$/)]);

    const second = await openConnection({ dataDir: path.join(root, 'data', 'second') });
    const [row] = await second.query<{ tables: string }>("select count(*)::text as tables from pg_tables where tablename = 'only_in_first'");
    expect(row.tables).toBe('0');
    await second.close();
    const reopened = await openConnection({ dataDir: path.join(root, 'data', 'first') });
    expect(await reopened.query('select id from only_in_first')).toEqual([{ id: 1 }]);
    await reopened.close();
    expect(readdirSync(path.join(root, 'data')).sort()).toEqual(['first', 'second']); // no copy left behind
  }, 120_000);

  it('leaves a directory that holds files alone', async () => {
    const dir = path.join(root, 'not-empty');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    expect(await createDataDirFromTemplate(dir)).toBe(false);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    expect(readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
  });
});
