// POST /api/admin/uploads?kind=hero-images|testimonials|site-images — multipart with one image ('file')
// → 201 { key, url }, admins and up. The type is decided from the bytes (PNG, JPEG, GIF,
// WebP; the file name and declared type are ignored), at most 2 MB; stored through the storage
// module (local folder or Supabase Storage), never as a data URL. Messages are the spec's (§5).
import { ADMIN } from '@/platform/access/admin-roles';
import { requireAdminApi } from '@/platform/access/admin-session';
import { jsonError, jsonOk, withJsonErrors } from '@/platform/http/json';
import { loadImageUsage } from '@/platform/storage/image-references';
import { pruneUnusedAdminImages, storeImage } from '@/platform/storage';
import { ADMIN_UPLOAD_MESSAGES, readImageUpload } from '@/platform/storage/upload-request';

export const runtime = 'nodejs';

const KINDS = ['hero-images', 'testimonials', 'site-images'] as const;

export const POST = withJsonErrors(async (request: Request) => {
  const auth = await requireAdminApi(ADMIN);
  if (!auth.ok) return auth.response;
  const kind = KINDS.find((k) => k === new URL(request.url).searchParams.get('kind'));
  if (!kind) return jsonError(400, 'Geçersiz yükleme türü');
  const upload = await readImageUpload(request, ADMIN_UPLOAD_MESSAGES);
  if (!upload.ok) return upload.response;
  // Type and size are checked already: what is left is a missing Supabase bucket.
  const stored = await storeImage({ kind, bytes: upload.bytes });
  if (!stored.ok) return jsonError(400, stored.message);
  // Now and then delete uploads of a day ago that no saved content uses (not awaited).
  if (Math.random() < 0.1) void loadImageUsage().then((isUsed) => pruneUnusedAdminImages(isUsed)).catch((error) => console.error('[uploads] prune', error));
  return jsonOk({ key: stored.key, url: stored.url }, 201);
});
