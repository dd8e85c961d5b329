// The back-office's one image upload from the browser (logo, hero images, testimonial photos):
// POST /api/admin/uploads, where the bytes decide the type and the size is checked again. The
// size check here only spares a doomed upload; the messages are the spec's (spec 2 §5).
import { MAX_IMAGE_BYTES } from '@/platform/storage/image-type';

export const UPLOAD_SIZE_MESSAGE = 'Dosya boyutu 2MB\'dan küçük olmalıdır.';
export const UPLOAD_READ_MESSAGE = 'Dosya okunurken hata oluştu.';

export type UploadKind = 'site-images' | 'hero-images' | 'testimonials';

export async function uploadImage(file: File, kind: UploadKind): Promise<{ url: string } | { error: string }> {
  if (file.size > MAX_IMAGE_BYTES) return { error: UPLOAD_SIZE_MESSAGE };
  try {
    const body = new FormData();
    body.append('file', file);
    const response = await fetch(`/api/admin/uploads?kind=${kind}`, { method: 'POST', body });
    const json = (await response.json()) as { url?: string; error?: string };
    return response.ok && json.url ? { url: json.url } : { error: json.error ?? UPLOAD_READ_MESSAGE };
  } catch {
    return { error: UPLOAD_READ_MESSAGE };
  }
}
