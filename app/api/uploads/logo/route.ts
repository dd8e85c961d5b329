// POST /api/uploads/logo — multipart with one image ('file') → 201 { logoKey, url }, or 400
// with the reason. The type is read from the bytes (PNG, JPEG, GIF, WebP), at most 2 MB. The
// file is staged; registration copies it to '{salonCode}-{timestamp}.{ext}'.
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@/lib/auth/rate-limit';
import { registrationCheckBlocked } from '@/lib/db/registrations';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonOk, withJsonErrors } from '@/lib/http/json';
import { pruneStagedImages, storeImage } from '@/lib/storage';
import { LOGO_UPLOAD_MESSAGES, readImageUpload } from '@/lib/storage/upload-request';

export const runtime = 'nodejs';

export const POST = withJsonErrors(async (request: Request) => {
  // Uploads count against the same per-address limit as the live checks: disk is not free.
  const upload = await readImageUpload(request, LOGO_UPLOAD_MESSAGES, async () =>
    (await registrationCheckBlocked(clientAddressFrom(request.headers))) ? jsonError(429, TOO_MANY_ATTEMPTS_MESSAGE) : null);
  if (!upload.ok) return upload.response;
  const stored = await storeImage({ kind: 'staged', bytes: upload.bytes });
  if (!stored.ok) return jsonError(400, stored.message);
  // Now and then tidy staged files nobody registered with (not awaited: the answer need not wait).
  if (Math.random() < 0.05) void pruneStagedImages().catch((error) => console.error('[uploads] prune', error));
  return jsonOk({ logoKey: stored.key, url: stored.url }, 201);
});
