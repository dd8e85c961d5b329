// The one reader of an image upload request (multipart/form-data with one image in 'file'),
// used by /api/uploads/logo (registration) and /api/admin/uploads. The body is bounded while it
// streams in, and the image's type is decided from its bytes (image-type.ts): the file name and
// the declared type are the client's word. Each route answers in its own words (messages).
import { jsonError, readBodyLimited } from '@/platform/http/json';
import { detectImageType, MAX_IMAGE_BYTES } from './image-type';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from './index';

export interface UploadMessages {
  /** Not multipart, unreadable, or no non-empty 'file'. */
  missing: string;
  size: string;
  type: string;
}

export const LOGO_UPLOAD_MESSAGES: UploadMessages = {
  missing: 'Lütfen bir görsel dosyası seçin', size: IMAGE_SIZE_MESSAGE, type: IMAGE_TYPE_MESSAGE,
};

/** The back-office's texts (spec 2 §5). */
export const ADMIN_UPLOAD_MESSAGES: UploadMessages = {
  missing: 'Dosya okunurken hata oluştu.', size: 'Dosya boyutu 2MB\'dan küçük olmalıdır.', type: 'Sadece resim dosyaları yüklenebilir.',
};

/** Room for the multipart envelope around a 2 MB file. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export type ImageUpload = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

/**
 * The uploaded image's bytes, or the 400 answer (in `messages`' words). `beforeRead` runs once
 * the request is known to be multipart and before its body is read (a rate limit): a Response
 * it returns is the answer.
 */
export async function readImageUpload(
  request: Request,
  messages: UploadMessages,
  beforeRead?: () => Promise<Response | null>,
): Promise<ImageUpload> {
  const refuse = (message: string): ImageUpload => ({ ok: false, response: jsonError(400, message) });
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return refuse(messages.missing);
  const refused = await beforeRead?.();
  if (refused) return { ok: false, response: refused };
  const body = await readBodyLimited(request, MAX_BODY_BYTES);
  if (!body) return refuse(messages.size);
  let file: FormDataEntryValue | null;
  try {
    const form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData();
    file = form.get('file');
  } catch {
    return refuse(messages.missing);
  }
  if (!(file instanceof Blob) || file.size === 0) return refuse(messages.missing);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) return refuse(messages.size);
  if (!detectImageType(bytes)) return refuse(messages.type);
  return { ok: true, bytes };
}
