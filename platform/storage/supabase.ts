// Supabase Storage over its REST API (what @supabase/storage-js sends), so no SDK is needed:
//   POST {url}/storage/v1/object/{bucket}/{path}   body = bytes, x-upsert, cache-control
//   GET  {url}/storage/v1/object/{bucket}/{path}   authenticated download
//   public URL {url}/storage/v1/object/public/{bucket}/{path}
export interface SupabaseStorageConfig {
  url: string;
  serviceRoleKey: string;
  bucket: string;
}

export const CACHE_SECONDS = 3600;

const encodePath = (objectPath: string) => objectPath.split('/').map(encodeURIComponent).join('/');

function headers(config: SupabaseStorageConfig): Record<string, string> {
  return { authorization: `Bearer ${config.serviceRoleKey}`, apikey: config.serviceRoleKey };
}

export function supabasePublicUrl(config: SupabaseStorageConfig, objectPath: string): string {
  return `${config.url.replace(/\/$/, '')}/storage/v1/object/public/${config.bucket}/${encodePath(objectPath)}`;
}

export type SupabaseUploadResult = 'stored' | 'bucket-missing';

/** Upload with upsert; a missing bucket is reported (the caller skips the upload), anything else throws. */
export async function uploadToSupabase(
  config: SupabaseStorageConfig, objectPath: string, bytes: Uint8Array, contentType: string,
): Promise<SupabaseUploadResult> {
  const res = await fetch(`${config.url.replace(/\/$/, '')}/storage/v1/object/${config.bucket}/${encodePath(objectPath)}`, {
    method: 'POST',
    headers: { ...headers(config), 'content-type': contentType, 'x-upsert': 'true', 'cache-control': `max-age=${CACHE_SECONDS}` },
    body: Buffer.from(bytes),
    signal: AbortSignal.timeout(15_000),
  });
  if (res.ok) return 'stored';
  const body = await res.text();
  // Storage answers 404, or 400 with {"statusCode":"404","error":"Bucket not found"} (older versions).
  if (/bucket not found/i.test(body)) return 'bucket-missing';
  throw new Error(`Supabase Storage upload failed: HTTP ${res.status} ${body.slice(0, 200)}`);
}

export async function downloadFromSupabase(config: SupabaseStorageConfig, objectPath: string): Promise<Uint8Array | null> {
  const res = await fetch(`${config.url.replace(/\/$/, '')}/storage/v1/object/${config.bucket}/${encodePath(objectPath)}`, {
    headers: headers(config), signal: AbortSignal.timeout(15_000),
  });
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw new Error(`Supabase Storage download failed: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
