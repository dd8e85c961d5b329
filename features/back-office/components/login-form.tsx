'use client';
// The admin sign-in form: e-mail, password with show/hide, 'Giriş Yap' / 'Giriş yapılıyor...'.
// Posts to /api/admin/login (which sets the httpOnly cookie) and then loads the admin page with
// a full navigation, so the shell renders with the new session.
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/kit/form-alert';
import { errorProps, FormField } from '@/components/kit/form-field';
import { PasswordInput } from '@/components/kit/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export function AdminLoginForm({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : 'E-posta adresi gereklidir',
      password: password ? undefined : 'Şifre gereklidir',
    };
    setErrors(missing);
    setFailure(null);
    if (missing.email || missing.password) return;
    setBusy(true);
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.ok) {
        window.location.assign(returnTo);
        return; // stay busy while the next page loads
      }
      const body = await response.json().catch(() => null) as { error?: string } | null;
      setFailure(body?.error ?? 'Giriş başarısız');
      setPassword('');
    } catch {
      setFailure('Giriş yapılamadı. Lütfen bilgilerinizi kontrol edin.');
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-4" aria-busy={busy}>
      <FormAlert message={failure} />
      <FormField id="admin-email" label="E-posta" error={errors.email}>
        <Input id="admin-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)}
          required maxLength={254} {...errorProps('admin-email', errors.email)} />
      </FormField>
      <FormField id="admin-password" label="Şifre" error={errors.password}>
        <PasswordInput id="admin-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)}
          required maxLength={200} {...errorProps('admin-password', errors.password)} />
      </FormField>
      <Button type="submit" variant="brand" disabled={busy}>
        {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </Button>
    </form>
  );
}
