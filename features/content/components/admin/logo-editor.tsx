'use client';
// Logo and brand: type (icon+text, text, image), text, image upload (through
// /api/admin/uploads, bytes decide the type, ≤ 2 MB), icon on/off, icon colour and text
// gradient from the spec's lists, with a live preview drawn by the navbar's own SiteLogo.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { saveLogoAction } from '@/features/content/actions.admin';
import { SiteLogo } from '@/components/site/site-logo';
import { Button } from '@/components/ui/button';
import { uploadImage } from '@/components/kit/upload-image';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { LOGO_ICON_COLORS, LOGO_TEXT_GRADIENTS, LOGO_TYPES, type LogoConfig, type LogoIconColor, type LogoTextGradient } from '@/features/content/rules/logo-config';

const TYPE_LABEL: Record<LogoConfig['type'], string> = { 'icon+text': 'Simge + Metin', text: 'Sadece Metin', image: 'Görsel' };
// The stored values are the spec's English keys; the operator picks from Turkish names.
const ICON_COLOR_LABEL: Record<LogoIconColor, string> = {
  pink: 'Pembe', purple: 'Mor', blue: 'Mavi', green: 'Yeşil', yellow: 'Sarı', red: 'Kırmızı', white: 'Beyaz',
};
const TEXT_GRADIENT_LABEL: Record<LogoTextGradient, string> = {
  'pink-purple': 'Pembe → Mor', 'blue-purple': 'Mavi → Mor', 'green-blue': 'Yeşil → Mavi',
  'yellow-red': 'Sarı → Kırmızı', 'purple-pink': 'Mor → Pembe', 'indigo-cyan': 'Çivit → Camgöbeği',
};

export function LogoEditor({ initial }: { initial: LogoConfig }) {
  const router = useRouter();
  const [logo, setLogo] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof LogoConfig>(key: K, value: LogoConfig[K]) => setLogo((l) => ({ ...l, [key]: value }));

  async function upload(file: File) {
    setError(null);
    setBusy(true);
    const result = await uploadImage(file, 'site-images');
    setBusy(false);
    if ('url' in result) set('imageUrl', result.url); else setError(result.error);
  }

  async function save() {
    setBusy(true);
    try {
      const result = await saveLogoAction(logo);
      const fieldError = result.ok ? undefined : Object.values(result.fieldErrors ?? {})[0];
      toast(result.ok ? { title: 'Başarılı', description: result.message ?? 'Kaydedildi' } : { title: 'Hata', description: fieldError ?? result.error, variant: 'destructive' });
      if (result.ok) router.refresh();
    } catch {
      toast({ title: 'Hata', description: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const select = (id: string, label: string, value: string, options: readonly string[], onChange: (v: string) => void, labels?: Record<string, string>) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => <option key={o} value={o}>{labels?.[o] ?? o}</option>)}
      </NativeSelect>
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,22rem)]">
      <form noValidate aria-busy={busy} onSubmit={(e) => { e.preventDefault(); void save(); }} className="grid content-start gap-4">
        {select('logo-type', 'Logo türü', logo.type, LOGO_TYPES, (v) => set('type', v as LogoConfig['type']), TYPE_LABEL)}
        <div className="grid gap-1.5">
          <Label htmlFor="logo-text">Logo metni</Label>
          <Input id="logo-text" value={logo.text} maxLength={60} onChange={(e) => set('text', e.target.value)} />
        </div>
        {logo.type === 'image' ? (
          <div className="grid gap-1.5">
            <Label htmlFor="logo-file">Logo görseli (PNG, JPG, GIF, WebP; en fazla 2 MB)</Label>
            <Input id="logo-file" type="file" accept="image/png,image/jpeg,image/gif,image/webp" disabled={busy}
              onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }} />
            {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
          </div>
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="size-4" checked={logo.showIcon} disabled={logo.type === 'text'} onChange={(e) => set('showIcon', e.target.checked)} />Simgeyi göster
            </label>
            {select('logo-color', 'Simge rengi', logo.iconColor, LOGO_ICON_COLORS, (v) => set('iconColor', v as LogoIconColor), ICON_COLOR_LABEL)}
            {select('logo-gradient', 'Metin renk geçişi', logo.textGradient, LOGO_TEXT_GRADIENTS, (v) => set('textGradient', v as LogoTextGradient), TEXT_GRADIENT_LABEL)}
          </>
        )}
        <div><Button type="submit" disabled={busy}>{busy ? 'Kaydediliyor...' : 'Logoyu Kaydet'}</Button></div>
      </form>
      <aside aria-label="Önizleme" className="grid content-start gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">Önizleme</h3>
        <div className="rounded-xl border bg-white p-4"><SiteLogo config={logo} /></div>
      </aside>
    </div>
  );
}
