'use client';
// Optional salon logo: uploaded as soon as it is chosen (POST /api/uploads/logo), previewed,
// removable. A refused file only shows why; registration goes on without a logo.
import { useId, useRef, useState } from 'react';
import { ImageUp, Loader2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

export const LOGO_ACCEPT = 'image/jpeg,image/jpg,image/png,image/webp,image/gif';

export function LogoField({ logoUrl, onChange }: {
  logoUrl: string | null;
  onChange: (logo: { logoKey: string; logoUrl: string } | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await fetch('/api/uploads/logo', { method: 'POST', body: form });
      const body = (await res.json().catch(() => ({}))) as { logoKey?: string; url?: string; error?: string };
      if (res.ok && body.logoKey && body.url) onChange({ logoKey: body.logoKey, logoUrl: body.url });
      else setError(body.error ?? 'Logo yüklenemedi; kayıt logosuz devam edebilir.');
    } catch {
      setError('Logo yüklenemedi; kayıt logosuz devam edebilir.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Logo (isteğe bağlı)</Label>
      <div className="flex flex-wrap items-center gap-3">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded file, not a static asset
          <img src={logoUrl} alt="Yüklenen logo" className="size-16 rounded-xl border object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-xl border border-dashed text-muted-foreground">
            <ImageUp className="size-6" aria-hidden="true" />
          </span>
        )}
        <input
          ref={input} id={id} type="file" accept={LOGO_ACCEPT} disabled={busy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-1.5 file:text-sm"
          onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }}
        />
        {busy ? <span className="flex items-center gap-1 text-sm text-muted-foreground" aria-live="polite"><Loader2 className="size-4 animate-spin" aria-hidden="true" /> Yükleniyor...</span> : null}
        {logoUrl && !busy ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X className="size-4" aria-hidden="true" /> Logoyu kaldır
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">JPEG, PNG, WebP veya GIF; en fazla 2 MB.</p>
      {error ? <p id={`${id}-error`} role="alert" className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
