// The storage module on both backends: the local folder (served by /api/files/...) and
// Supabase Storage, against a double that speaks Storage's object API.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as filesRoute } from '@/app/api/files/[...key]/route';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, promoteStagedImage, pruneStagedImages, readImage, storeImage, type StorageConfig } from '@/platform/storage';
import { GIF_1X1, PNG_1X1 } from '../support/images';
import { startStorageDouble, type StorageDouble } from '../support/supabase-storage-double';

describe('storage: local folder', () => {
  let dir: string;
  let config: StorageConfig;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    config = { uploadDir: dir };
  });
  afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

  it('stores an image under its kind with the extension of its real type', async () => {
    const stored = await storeImage({ kind: 'hero-images', name: 'kapak', bytes: GIF_1X1 }, config);
    expect(stored).toMatchObject({ ok: true, key: 'hero-images/kapak.gif', url: '/api/files/hero-images/kapak.gif' });
    expect(Buffer.from((await readImage('hero-images/kapak.gif', config))!.bytes)).toEqual(GIF_1X1);
  });

  it('refuses a non-image and an image over 2 MB', async () => {
    expect(await storeImage({ kind: 'staged', bytes: Buffer.from('<svg/>') }, config)).toMatchObject({ ok: false, message: IMAGE_TYPE_MESSAGE });
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await storeImage({ kind: 'staged', bytes: big }, config)).toMatchObject({ ok: false, message: IMAGE_SIZE_MESSAGE });
  });

  it('promotes a staged upload to the salon code name', async () => {
    const staged = await storeImage({ kind: 'staged', bytes: PNG_1X1 }, config);
    if (!staged.ok) throw new Error('stored');
    const final = await promoteStagedImage(staged.key, 'salon-logos', 'ABC123-1700000000000', config);
    expect(final).toEqual({ key: 'salon-logos/ABC123-1700000000000.png', url: '/api/files/salon-logos/ABC123-1700000000000.png' });
    expect(await promoteStagedImage('salon-logos/ABC123-1700000000000.png', 'salon-logos', 'X', config)).toBeNull();
  });

  it('deletes staged uploads after a day, not final images', async () => {
    const staged = await storeImage({ kind: 'staged', bytes: PNG_1X1 }, config);
    const logo = await storeImage({ kind: 'salon-logos', name: 'KEEP01-1', bytes: PNG_1X1 }, config);
    if (!staged.ok || !logo.ok) throw new Error('stored');
    expect(await pruneStagedImages(config, Date.now() + 60_000)).toBe(0);
    expect(await pruneStagedImages(config, Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(1);
    expect(await readImage(staged.key, config)).toBeNull();
    expect(await readImage(logo.key, config)).not.toBeNull();
  });

  it('serves stored files for an hour with their type, and 404 for anything else', async () => {
    // The route reads the app's configuration; point it at this test's folder.
    const { env } = await import('@/platform/env');
    (env as { UPLOAD_DIR: string }).UPLOAD_DIR = dir;
    await storeImage({ kind: 'salon-logos', name: 'SRV001-1', bytes: PNG_1X1 }, config);
    const get = (key: string[]) => filesRoute(new NextRequest(`http://localhost/api/files/${key.join('/')}`), { params: Promise.resolve({ key }) });
    const ok = await get(['salon-logos', 'SRV001-1.png']);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(PNG_1X1);
    expect((await get(['salon-logos', 'missing.png'])).status).toBe(404);
    expect((await get(['..', '..', 'etc', 'passwd'])).status).toBe(404);
    expect((await get(['salon-logos', 'SRV001-1.svg'])).status).toBe(404);
  });
});

describe('storage: Supabase bucket salon-logos', () => {
  let double: StorageDouble;
  let config: StorageConfig;
  beforeAll(async () => {
    double = await startStorageDouble({ serviceRoleKey: 'service-role-secret', buckets: ['salon-logos'] });
    config = { uploadDir: '/nonexistent', supabase: { url: double.url, serviceRoleKey: 'service-role-secret', bucket: 'salon-logos' } };
  });
  afterAll(async () => { await double.close(); });

  it('uploads a logo as {salonCode}-{timestamp}.{ext} with upsert and a one-hour cache', async () => {
    const stored = await storeImage({ kind: 'salon-logos', name: 'ABC123-1700000000000', bytes: PNG_1X1 }, config);
    expect(stored).toMatchObject({ ok: true, url: `${double.url}/storage/v1/object/public/salon-logos/ABC123-1700000000000.png` });
    const object = double.objects.get('salon-logos/ABC123-1700000000000.png')!;
    expect(object).toMatchObject({ contentType: 'image/png', cacheControl: 'max-age=3600' });
    expect(double.requests.at(-1)).toMatchObject({ method: 'POST', upsert: 'true', authorized: true });
    // Upsert: the same name again replaces the file instead of failing.
    expect((await storeImage({ kind: 'salon-logos', name: 'ABC123-1700000000000', bytes: PNG_1X1 }, config)).ok).toBe(true);
    const publicRes = await fetch((stored as { url: string }).url);
    expect(Buffer.from(await publicRes.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('puts other kinds in a folder and promotes staged uploads through a download', async () => {
    const staged = await storeImage({ kind: 'staged', bytes: GIF_1X1 }, config);
    if (!staged.ok) throw new Error('stored');
    expect([...double.objects.keys()].some((k) => k.startsWith('salon-logos/staged/'))).toBe(true);
    const final = await promoteStagedImage(staged.key, 'salon-logos', 'XYZ789-1', config);
    expect(final?.url).toBe(`${double.url}/storage/v1/object/public/salon-logos/XYZ789-1.gif`);
  });

  it('skips the upload when the bucket is missing', async () => {
    const missing = { ...config, supabase: { ...config.supabase!, bucket: 'no-such-bucket' } };
    expect(await storeImage({ kind: 'salon-logos', name: 'ABC123-1', bytes: PNG_1X1 }, missing)).toMatchObject({ ok: false, reason: 'bucket-missing' });
  });
});
