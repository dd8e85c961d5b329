'use client';
// The hero's images: upload (through /api/admin/uploads — type decided from the bytes, ≤ 2 MB),
// alt text, active flag, order, remove; 'Görselleri Kaydet' saves the list. The public hero
// shows the active ones as a slideshow.
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { saveHeroImagesAction } from '@/features/content/actions.admin';
import { Button } from '@/components/ui/button';
import { uploadImage } from '@/components/kit/upload-image';
import { defaultHeroAlt } from '@/features/content/rules/hero-alt';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';

export interface HeroImageView { id: string; url: string; alt: string; isActive: boolean }

export function HeroImages({ initial }: { initial: HeroImageView[] }) {
  const router = useRouter();
  const [images, setImages] = useState(initial);
  const [busy, setBusy] = useState<'upload' | 'save' | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    setUploadError(null);
    setBusy('upload');
    const result = await uploadImage(file, 'hero-images');
    setBusy(null);
    if (input.current) input.current.value = '';
    if ('error' in result) { setUploadError(result.error); return; }
    setImages((list) => [...list, { id: crypto.randomUUID(), url: result.url, alt: defaultHeroAlt(list.length), isActive: true }]);
  }

  async function save() {
    setBusy('save');
    try {
      const result = await saveHeroImagesAction({ images });
      toast(result.ok ? { title: 'Başarılı', description: result.message ?? 'Görseller kaydedildi' } : { title: 'Hata', description: result.error, variant: 'destructive' });
      if (result.ok) router.refresh();
    } catch {
      toast({ title: 'Hata', description: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const update = (id: string, change: Partial<HeroImageView>) => setImages((list) => list.map((img) => (img.id === id ? { ...img, ...change } : img)));
  const move = (index: number, by: -1 | 1) => setImages((list) => {
    const next = [...list];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    return next;
  });

  return (
    <section aria-labelledby="hero-images-title" className="grid gap-4">
      <h3 id="hero-images-title" className="font-semibold">Slayt Görselleri</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="hero-image-file">Görsel yükle (PNG, JPG, GIF, WebP; en fazla 2 MB)</Label>
        <Input ref={input} id="hero-image-file" type="file" accept="image/png,image/jpeg,image/gif,image/webp" disabled={busy !== null}
          onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }} />
        {busy === 'upload' ? <p className="text-sm text-muted-foreground">Yükleniyor...</p> : null}
        {uploadError ? <p role="alert" className="text-sm text-destructive">{uploadError}</p> : null}
      </div>
      {images.length === 0 ? <p className="text-sm text-muted-foreground">Henüz görsel yok</p> : (
        <ul className="grid gap-3">
          {images.map((img, index) => (
            <li key={img.id} className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3" data-testid="hero-image">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={img.url} alt="" className="h-16 w-24 rounded-md object-cover" />
              <div className="grid min-w-48 flex-1 gap-1">
                <Label htmlFor={`alt-${img.id}`}>Alternatif metin</Label>
                <Input id={`alt-${img.id}`} value={img.alt} onChange={(e) => update(img.id, { alt: e.target.value })} />
              </div>
              <label className="flex items-center gap-2 text-sm"><input type="checkbox" className="size-4" checked={img.isActive} onChange={(e) => update(img.id, { isActive: e.target.checked })} />Aktif</label>
              <div className="flex gap-1">
                <Button type="button" variant="ghost" size="sm" disabled={index === 0} aria-label="Yukarı taşı" onClick={() => move(index, -1)}><ArrowUp aria-hidden="true" /></Button>
                <Button type="button" variant="ghost" size="sm" disabled={index === images.length - 1} aria-label="Aşağı taşı" onClick={() => move(index, 1)}><ArrowDown aria-hidden="true" /></Button>
                <Button type="button" variant="ghost" size="sm" aria-label="Görseli kaldır" onClick={() => setImages((list) => list.filter((i) => i.id !== img.id))}><Trash2 aria-hidden="true" /></Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div><Button type="button" disabled={busy !== null} onClick={() => void save()}>{busy === 'save' ? 'Kaydediliyor...' : 'Görselleri Kaydet'}</Button></div>
    </section>
  );
}
