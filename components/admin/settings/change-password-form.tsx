'use client';
// The change-password form on /admin/settings: react-hook-form with the server's zod schema,
// the server action's answer as a toast ('Şifre başarıyla değiştirildi' / 'Mevcut şifre yanlış').
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordAction } from '@/app/admin/(panel)/settings/actions';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { changePasswordSchema, type ChangePasswordInput, type ChangePasswordValues } from '@/lib/admin/schemas';
import { FormPassword } from '../form-input';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues, unknown, ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await changePasswordAction(values);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
          if (field in EMPTY) form.setError(field as Path<ChangePasswordValues>, { message });
        }
        toast({ title: 'Hata', description: result.error, variant: 'destructive' });
        return;
      }
      form.reset(EMPTY);
      toast({ title: 'Başarılı', description: result.message ?? 'Şifre başarıyla değiştirildi' });
    } catch {
      toast({ title: 'Hata', description: 'Şifre güncellenemedi', variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4" aria-busy={busy}>
      <FormPassword form={form} name="currentPassword" label="Mevcut Şifre" autoComplete="current-password" />
      <FormPassword form={form} name="newPassword" label="Yeni Şifre" />
      <FormPassword form={form} name="confirmPassword" label="Yeni Şifre (Tekrar)" />
      <p className="text-xs text-muted-foreground">En az 8 karakter. Şifreniz değişince diğer cihazlardaki oturumlarınız kapanır.</p>
      <div>
        <Button type="submit" disabled={busy}>{busy ? 'Kaydediliyor...' : 'Şifreyi Değiştir'}</Button>
      </div>
    </form>
  );
}
