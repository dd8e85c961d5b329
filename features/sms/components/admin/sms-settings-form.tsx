'use client';
// The Netgsm account form (superadmins). The password arrives only as "a value is stored"
// (hasPassword): its input starts empty, and an empty input keeps the stored one. The required
// messages are checked here for the operator's sake and again on the server.
import { useState } from 'react';
import { errorProps, FormField } from '@/components/kit/form-field';
import { PasswordInput } from '@/components/kit/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { saveSmsSettingsAction } from '@/features/sms/actions.admin';
import type { AdminSmsSettings } from '@/features/sms/server/settings';
import { HEADER_MAX, HEADER_REQUIRED, HEADER_TOO_LONG, SMS_PASSWORD_REQUIRED, USERCODE_REQUIRED } from '@/features/sms/schema';

const FAILED = 'SMS ayarları kaydedilirken hata oluştu';

export function SmsSettingsForm({ initial }: { initial: AdminSmsSettings }) {
  const [hasPassword, setHasPassword] = useState(initial.hasPassword);
  const [values, setValues] = useState({ usercode: initial.usercode, password: '', header: initial.header, isActive: initial.isActive });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  function localErrors() {
    const local: Record<string, string> = {};
    if (!values.usercode.trim()) local.usercode = USERCODE_REQUIRED;
    if (!hasPassword && !values.password.trim()) local.password = SMS_PASSWORD_REQUIRED;
    if (!values.header.trim()) local.header = HEADER_REQUIRED;
    else if (values.header.trim().length > HEADER_MAX) local.header = HEADER_TOO_LONG;
    return local;
  }

  async function save() {
    const local = localErrors();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const result = await saveSmsSettingsAction(values);
      if (result.ok) {
        setHasPassword(result.data.hasPassword);
        setValues((v) => ({ ...v, password: '' }));
        toast({ title: 'Başarılı', description: result.message ?? 'SMS ayarları kaydedildi' });
      } else {
        setErrors(result.fieldErrors ?? {});
        toast({ title: 'Hata', description: result.error || FAILED, variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Hata', description: FAILED, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate aria-busy={busy} onSubmit={(e) => { e.preventDefault(); if (!busy) void save(); }} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="sms-usercode" label="Kullanıcı kodu" error={errors.usercode}>
          <Input id="sms-usercode" value={values.usercode} onChange={(e) => set('usercode', e.target.value)} autoComplete="off"
            {...errorProps('sms-usercode', errors.usercode)} />
        </FormField>
        <FormField id="sms-password" label="Şifre" error={errors.password}>
          <PasswordInput id="sms-password" value={values.password} onChange={(e) => set('password', e.target.value)} autoComplete="new-password"
            placeholder={hasPassword ? '•••••••• (kayıtlı)' : ''} aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'sms-password-hint sms-password-error' : 'sms-password-hint'} />
          <p id="sms-password-hint" className="text-xs text-muted-foreground">
            {hasPassword ? 'Kayıtlı bir şifre var. Değiştirmek için yenisini yazın; boş bırakırsanız korunur.' : 'Henüz kayıtlı şifre yok.'}
          </p>
        </FormField>
        <FormField id="sms-header" label="Mesaj başlığı" error={errors.header}>
          <Input id="sms-header" value={values.header} onChange={(e) => set('header', e.target.value)} autoComplete="off"
            {...errorProps('sms-header', errors.header)} />
        </FormField>
      </div>
      <label className="flex items-start gap-3 rounded-md border p-3 sm:max-w-md">
        <input type="checkbox" className="mt-1 size-4" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
        <span>
          <span className="block text-sm font-medium">Aktif</span>
          <span className="text-xs text-muted-foreground">SMS’ler bu hesapla gönderilir; kapalıyken kuyrukta bekler</span>
        </span>
      </label>
      <div><Button type="submit" disabled={busy}>{busy ? 'Kaydediliyor...' : 'Kaydet'}</Button></div>
    </form>
  );
}
