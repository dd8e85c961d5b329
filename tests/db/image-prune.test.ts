// The back-office's uploads that no saved content uses are deleted after a day; used ones
// (hero content, a testimonial's photo, a salon's logo) and fresh ones stay.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loadImageUsage } from '@/platform/storage/image-references';
import { pruneUnusedAdminImages, readImage, storeImage, type StorageConfig } from '@/platform/storage';
import { PNG_1X1 } from '../support/images';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('unused admin images on %s', (kind) => {
  let test: TestDatabase;
  let dir: string;
  let config: StorageConfig;
  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    dir = await mkdtemp(path.join(tmpdir(), 'admin-images-'));
    config = { uploadDir: dir };
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(kind: 'hero-images' | 'testimonials' | 'site-images') {
    const stored = await storeImage({ kind, bytes: PNG_1X1 }, config);
    if (!stored.ok) throw new Error(stored.message);
    return stored;
  }

  it('deletes after a day only the uploads no saved content names', async () => {
    const hero = await upload('hero-images');
    const photo = await upload('testimonials');
    const abandoned = await upload('hero-images');
    const abandonedSite = await upload('site-images');
    await test.conn.query(`insert into site_content (key, value) values ('hero', $1::jsonb)`, [JSON.stringify({ title: 'Kapak', image: hero.url })]);
    await test.conn.query(`insert into testimonials (name, comment, image) values ('Ayşe', 'Harika bir uygulama', $1)`, [photo.url]);

    // A fresh upload is someone's form in progress: kept.
    expect(await pruneUnusedAdminImages(await loadImageUsage(), config, Date.now() + 60_000)).toBe(0);
    expect(await pruneUnusedAdminImages(await loadImageUsage(), config, Date.now() + DAY + 60_000)).toBe(2);
    expect(await readImage(hero.key, config)).not.toBeNull();
    expect(await readImage(photo.key, config)).not.toBeNull();
    expect(await readImage(abandoned.key, config)).toBeNull();
    expect(await readImage(abandonedSite.key, config)).toBeNull();
  });
});
