// GET /api/files/{kind}/{name}: serves images the storage module keeps in the local folder
// (logos, hero images), cached by browsers for an hour. Supabase-hosted files never come here.
import { FILE_CACHE_SECONDS, isStorageKey, readImage, storageConfigFromEnv } from '@/platform/storage';

export const runtime = 'nodejs';

export async function GET(_request: Request, ctx: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const key = (await ctx.params).key.join('/');
  const config = storageConfigFromEnv();
  const image = !config.supabase && isStorageKey(key) ? await readImage(key, config) : null;
  if (!image) return new Response('Dosya bulunamadı', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(Buffer.from(image.bytes), {
    headers: {
      'content-type': image.mime,
      'cache-control': `public, max-age=${FILE_CACHE_SECONDS}`,
      'x-content-type-options': 'nosniff',
      // An image is never a document: even opened directly it can run nothing.
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
