// POST /api/uploads/logo — multipart with one image ('file') → 201 { logoKey, url }, or 400
// with the reason. The type is read from the bytes (PNG, JPEG, GIF, WebP), at most 2 MB. The
// file is staged; registration copies it to '{salonCode}-{timestamp}.{ext}'.
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@/lib/auth/rate-limit';
import { registrationCheckBlocked } from '@/lib/db/registrations';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonOk, readBodyLimited, withJsonErrors } from '@/lib/http/json';
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES, storeImage } from '@/lib/storage';

export const runtime = 'nodejs';

const FILE_REQUIRED_MESSAGE = 'Lütfen bir görsel dosyası seçin';
/** Room for the multipart envelope around a 2 MB file. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export const POST = withJsonErrors(async (request: Request) => {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return jsonError(400, FILE_REQUIRED_MESSAGE);
  // Uploads count against the same per-address limit as the live checks: disk is not free.
  if (await registrationCheckBlocked(clientAddressFrom(request.headers))) return jsonError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  const body = await readBodyLimited(request, MAX_BODY_BYTES);
  if (!body) return jsonError(400, IMAGE_SIZE_MESSAGE);
  let file: FormDataEntryValue | null;
  try {
    const form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData();
    file = form.get('file');
  } catch {
    return jsonError(400, FILE_REQUIRED_MESSAGE);
  }
  if (!(file instanceof Blob) || file.size === 0) return jsonError(400, FILE_REQUIRED_MESSAGE);
  const stored = await storeImage({ kind: 'staged', bytes: new Uint8Array(await file.arrayBuffer()) });
  if (!stored.ok) return jsonError(400, stored.message);
  return jsonOk({ logoKey: stored.key, url: stored.url }, 201);
});
