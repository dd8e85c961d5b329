// POST /api/uploads/logo — multipart with one image ('file') → 201 { logoKey, url }, or 400
// with the reason. The type is read from the bytes (PNG, JPEG, GIF, WebP), at most 2 MB. The
// file is staged; registration copies it to '{salonCode}-{timestamp}.{ext}'.
import { clientAddressFrom } from '@/platform/http/client-address';
import { jsonError, jsonOk, withJsonErrors } from '@/platform/http/json';
import { charges, spendBudgets, tooManyRequests } from '@/platform/limits/budgets';
import { pruneStagedImages, storeImage } from '@/platform/storage';
import { LOGO_UPLOAD_MESSAGES, readImageUpload } from '@/platform/storage/upload-request';

export const runtime = 'nodejs';

export const POST = withJsonErrors(async (request: Request) => {
  // Uploads have a budget of their own (disk is not free); typing in the wizard's live checks
  // does not use it up.
  const upload = await readImageUpload(request, LOGO_UPLOAD_MESSAGES, async () => {
    const budget = await spendBudgets(charges.logoUpload(clientAddressFrom(request.headers)));
    return budget.ok ? null : tooManyRequests(budget);
  });
  if (!upload.ok) return upload.response;
  const stored = await storeImage({ kind: 'staged', bytes: upload.bytes });
  if (!stored.ok) return jsonError(400, stored.message);
  // Now and then tidy staged files nobody registered with (not awaited: the answer need not wait).
  if (Math.random() < 0.05) void pruneStagedImages().catch((error) => console.error('[uploads] prune', error));
  return jsonOk({ logoKey: stored.key, url: stored.url }, 201);
});
