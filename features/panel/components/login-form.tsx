'use client';
// The panel sign-in form (spec 1 §1: salon code, username, password): 'Salon Kodu' (shown in
// capitals, O and 0 both accepted), 'Kullanıcı Adı', 'Şifre' with show/hide, 'Beni hatırla'
// (30 days on this device), 'Giriş Yap' / 'Giriş yapılıyor...'. Posts to /api/panel/login,
// which sets the httpOnly cookie, then loads the panel with a full navigation.
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/kit/form-alert';
import { errorProps, FormField } from '@/components/kit/form-field';
import { PasswordInput } from '@/components/kit/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { panelLoginSchema } from '@/platform/access/panel-schema';

type Field = 'salonCode' | 'username' | 'password';

/** `prefill`: the new salon's code and username from the registration's link (/panel/giris?kod=…&kullanici=…). */
export function PanelLoginForm({ prefill = {} }: { prefill?: { salonCode?: string; username?: string } }) {
  const [values, setValues] = useState({ salonCode: prefill.salonCode ?? '', username: prefill.username ?? '', password: '', remember: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = panelLoginSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch('/api/panel/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        // A full navigation on purpose: the panel's shell must render anew with (or without) the session,
        // and nothing of the previous user may stay in the client router's cache.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/panel');
        return; // stay busy while the panel loads
      }
      const body = await response.json().catch(() => null) as { error?: string } | null;
      setFailure(body?.error ?? 'Giriş başarısız');
      setValues((v) => ({ ...v, password: '' }));
    } catch {
      setFailure('Giriş yapılamadı. Bağlantınızı kontrol edip tekrar deneyin.');
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-4" aria-busy={busy}>
      <FormAlert message={failure} />
      <FormField id="panel-salon-code" label="Salon Kodu" error={errors.salonCode}>
        <Input id="panel-salon-code" value={values.salonCode} onChange={set('salonCode')} autoComplete="organization"
          autoCapitalize="characters" spellCheck={false} maxLength={20} className="uppercase tracking-widest"
          placeholder="Örn. AB12CD" {...errorProps('panel-salon-code', errors.salonCode)} />
      </FormField>
      <FormField id="panel-username" label="Kullanıcı Adı" error={errors.username}>
        <Input id="panel-username" value={values.username} onChange={set('username')} autoComplete="username"
          autoCapitalize="none" spellCheck={false} maxLength={100} {...errorProps('panel-username', errors.username)} />
      </FormField>
      <FormField id="panel-password" label="Şifre" error={errors.password}>
        <PasswordInput id="panel-password" value={values.password} onChange={set('password')} autoComplete="current-password"
          maxLength={200} {...errorProps('panel-password', errors.password)} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.remember} className="size-4 accent-primary"
          onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))} />
        Beni hatırla
      </label>
      <Button type="submit" variant="brand" disabled={busy}>
        {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </Button>
    </form>
  );
}
