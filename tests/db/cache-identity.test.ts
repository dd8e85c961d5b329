// Cached public data is keyed by the database's identity, so a fresh database (a new PGlite
// folder for an e2e run, a restored server) is never answered from another one's cache.
import { afterAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { databaseIdentity } from '@/platform/db/cached';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

describe.each(databaseKinds)('database identity on %s', (kind) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => { for (const db of opened) await db.dispose(); });

  it('is stable for one database and differs between two fresh ones', async () => {
    const first = await createMigratedDatabase(kind);
    const second = await createMigratedDatabase(kind);
    opened.push(first, second);

    useConnectionForTests(first.conn);
    const a = await databaseIdentity();
    expect(a).toMatch(/\S+:\S+/);
    expect(await databaseIdentity()).toBe(a);

    useConnectionForTests(second.conn);
    expect(await databaseIdentity()).not.toBe(a);
  });
});
