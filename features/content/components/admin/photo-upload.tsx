'use client';
// A testimonial's photo inside the modal form: uploads through /api/admin/uploads (bytes decide
// the type, ≤ 2 MB) and puts the stored file's URL into the form's 'image' field.
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { uploadImage } from '@/components/kit/upload-image';

export function PhotoUpload({ value, onChange }: { value: string | null | undefined; onChange: (url: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File) {
    setError(null);
    setBusy(true);
    const result = await uploadImage(file, 'testimonials');
    setBusy(false);
    if ('url' in result) onChange(result.url); else setError(result.error);
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="testimonial-photo">Fotoğraf (isteğe bağlı, en fazla 2 MB)</Label>
      <div className="flex items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {value ? <img src={value} alt="" className="size-12 rounded-full object-cover" /> : null}
        <Input id="testimonial-photo" type="file" accept="image/png,image/jpeg,image/gif,image/webp" disabled={busy}
          onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }} />
        {value ? <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>Kaldır</Button> : null}
      </div>
      {busy ? <p className="text-xs text-muted-foreground">Yükleniyor...</p> : null}
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
