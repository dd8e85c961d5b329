// POST /api/admin/uploads?kind=hero-images|testimonials|site-images — multipart with one image ('file')
// → 201 { key, url }, admins and up. The type is decided from the bytes (PNG, JPEG, GIF,
// WebP; the file name and declared type are ignored), at most 2 MB; stored through the storage
// module (local folder or Supabase Storage), never as a data URL. Messages are the spec's (§5).
import { ADMIN } from '@/lib/admin/roles';
import { requireAdminApi } from '@/lib/admin/session';
import { jsonError, jsonOk, readBodyLimited, withJsonErrors } from '@/lib/http/json';
import { MAX_IMAGE_BYTES, storeImage } from '@/lib/storage';

export const runtime = 'nodejs';

const UPLOAD_SIZE_MESSAGE = 'Dosya boyutu 2MB\'dan küçük olmalıdır.';
const UPLOAD_TYPE_MESSAGE = 'Sadece resim dosyaları yüklenebilir.';
const UPLOAD_READ_MESSAGE = 'Dosya okunurken hata oluştu.';
const KINDS = ['hero-images', 'testimonials', 'site-images'] as const;
/** Room for the multipart envelope around a 2 MB file. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export const POST = withJsonErrors(async (request: Request) => {
  const auth = await requireAdminApi(ADMIN);
  if (!auth.ok) return auth.response;
  const kind = KINDS.find((k) => k === new URL(request.url).searchParams.get('kind'));
  if (!kind) return jsonError(400, 'Geçersiz yükleme türü');
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return jsonError(400, UPLOAD_READ_MESSAGE);
  const body = await readBodyLimited(request, MAX_BODY_BYTES);
  if (!body) return jsonError(400, UPLOAD_SIZE_MESSAGE);
  let file: FormDataEntryValue | null;
  try {
    const form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData();
    file = form.get('file');
  } catch {
    return jsonError(400, UPLOAD_READ_MESSAGE);
  }
  if (!(file instanceof Blob) || file.size === 0) return jsonError(400, UPLOAD_READ_MESSAGE);
  const stored = await storeImage({ kind, bytes: new Uint8Array(await file.arrayBuffer()) });
  if (!stored.ok) return jsonError(400, stored.reason === 'size' ? UPLOAD_SIZE_MESSAGE : stored.reason === 'type' ? UPLOAD_TYPE_MESSAGE : stored.message);
  return jsonOk({ key: stored.key, url: stored.url }, 201);
});
