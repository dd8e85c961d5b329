// The one storage module for uploaded images (DESIGN.md, "Files"): salon logos now, the admin's
// hero images and testimonial photos later. The type comes from the bytes, the size is bounded.
// Backend: a local folder (UPLOAD_DIR, served by /api/files/...) by default; Supabase Storage
// (bucket 'salon-logos') when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
import { randomBytes } from 'node:crypto';
import { env } from '@/platform/env';
import { detectImageType, MAX_IMAGE_BYTES, mimeForExtension, type ImageType } from './image-type';
import { isStorageKey, pruneLocalFolder, readLocal, writeLocal } from './local';
import { downloadFromSupabase, supabasePublicUrl, uploadToSupabase, type SupabaseStorageConfig } from './supabase';

export { detectImageType, MAX_IMAGE_BYTES, mimeForExtension, isStorageKey };
export type { ImageType };

export const IMAGE_TYPE_MESSAGE = 'Yalnızca JPEG, PNG, WebP veya GIF görseller yüklenebilir';
export const IMAGE_SIZE_MESSAGE = 'Görsel en fazla 2 MB olabilir';
export const SUPABASE_BUCKET = 'salon-logos';
/** Browsers and CDNs may keep a stored image this long (spec 1 §9: logo cache 3600 s). */
export const FILE_CACHE_SECONDS = 3600;
/** The route that serves the local folder. */
export const LOCAL_FILES_ROUTE = '/api/files';

/** What an image is for; the folder (local) or path prefix (Supabase) of its key. */
export type StorageKind = 'salon-logos' | 'hero-images' | 'testimonials' | 'site-images' | 'staged';

export interface StorageConfig {
  uploadDir: string;
  supabase?: SupabaseStorageConfig;
}

export function storageConfigFromEnv(): StorageConfig {
  const supabase = env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
    ? { url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY, bucket: SUPABASE_BUCKET }
    : undefined;
  return { uploadDir: env.UPLOAD_DIR, supabase };
}

export type StoreImageResult =
  | { ok: true; key: string; url: string; type: ImageType }
  | { ok: false; reason: 'type' | 'size' | 'bucket-missing'; message: string };

/** Logos sit at the bucket's root as the spec names them; other kinds in a folder. */
function objectPathFor(key: string): string {
  return key.startsWith('salon-logos/') ? key.slice('salon-logos/'.length) : key;
}

export function publicUrlFor(key: string, config: StorageConfig = storageConfigFromEnv()): string {
  return config.supabase ? supabasePublicUrl(config.supabase, objectPathFor(key)) : `${LOCAL_FILES_ROUTE}/${key}`;
}

/** A fresh unguessable base name (uploads not yet tied to a salon). */
export function randomImageName(): string {
  return `${Date.now()}-${randomBytes(12).toString('hex')}`;
}

/**
 * Stores `bytes` as `{kind}/{name}.{ext}` (ext from the bytes), replacing an existing file of
 * that name. Wrong type or size → not stored. A missing Supabase bucket → not stored.
 */
export async function storeImage(
  input: { kind: StorageKind; name?: string; bytes: Uint8Array },
  config: StorageConfig = storageConfigFromEnv(),
): Promise<StoreImageResult> {
  if (input.bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: 'size', message: IMAGE_SIZE_MESSAGE };
  const type = detectImageType(input.bytes);
  if (!type) return { ok: false, reason: 'type', message: IMAGE_TYPE_MESSAGE };
  const key = `${input.kind}/${input.name ?? randomImageName()}.${type.ext}`;
  if (!isStorageKey(key)) throw new Error(`Invalid image name: ${input.name}`);
  if (config.supabase) {
    const result = await uploadToSupabase(config.supabase, objectPathFor(key), input.bytes, type.mime);
    if (result === 'bucket-missing') {
      console.warn(`[storage] bucket '${config.supabase.bucket}' not found; upload skipped`);
      return { ok: false, reason: 'bucket-missing', message: 'Depolama alanı bulunamadı' };
    }
  } else {
    await writeLocal(config.uploadDir, key, input.bytes);
  }
  return { ok: true, key, url: publicUrlFor(key, config), type };
}

/** A stored image's bytes and type, or null when there is none under that key. */
export async function readImage(
  key: string, config: StorageConfig = storageConfigFromEnv(),
): Promise<{ bytes: Uint8Array; mime: ImageType['mime'] } | null> {
  if (!isStorageKey(key)) return null;
  const mime = mimeForExtension(key.split('.').pop() ?? '');
  if (!mime) return null;
  const bytes = config.supabase ? await downloadFromSupabase(config.supabase, objectPathFor(key)) : await readLocal(config.uploadDir, key);
  return bytes ? { bytes, mime } : null;
}

/**
 * Copies an image uploaded before its owner existed ('staged/…', e.g. the wizard's logo) to its
 * final name, e.g. ('salon-logos', '{salonCode}-{timestamp}'). Null when the staged file is gone.
 */
export async function promoteStagedImage(
  stagedKey: string, kind: Exclude<StorageKind, 'staged'>, name: string, config: StorageConfig = storageConfigFromEnv(),
): Promise<{ key: string; url: string } | null> {
  if (!stagedKey.startsWith('staged/')) return null;
  const staged = await readImage(stagedKey, config);
  if (!staged) return null;
  const stored = await storeImage({ kind, name, bytes: staged.bytes }, config);
  return stored.ok ? { key: stored.key, url: stored.url } : null;
}

/** Staged uploads not used by a registration within a day are deleted (local folder only). */
export const STAGED_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export async function pruneStagedImages(config: StorageConfig = storageConfigFromEnv(), now = Date.now()): Promise<number> {
  if (config.supabase) return 0; // the bucket's own lifecycle rules handle it there
  return pruneLocalFolder(config.uploadDir, 'staged', STAGED_MAX_AGE_MS, now);
}

/** The folders of the back-office's uploads (hero, testimonial and site images). */
export const ADMIN_IMAGE_KINDS = ['hero-images', 'testimonials', 'site-images'] as const;

/**
 * An admin's upload is stored before the form that uses it is saved; one never saved (the dialog
 * was closed, the image replaced) is deleted after a day. `isUsed` says whether saved content
 * names a key (local folder only; on Supabase a bucket lifecycle rule cannot tell used from not).
 */
export async function pruneUnusedAdminImages(
  isUsed: (key: string) => boolean, config: StorageConfig = storageConfigFromEnv(), now = Date.now(),
): Promise<number> {
  if (config.supabase) return 0;
  let removed = 0;
  for (const kind of ADMIN_IMAGE_KINDS) removed += await pruneLocalFolder(config.uploadDir, kind, STAGED_MAX_AGE_MS, now, isUsed);
  return removed;
}
