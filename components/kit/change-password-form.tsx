'use client';
// The change-password form of /admin/settings and the salon panel's /panel/hesap: react-hook-form
// with the server's zod schema (each area has its own password rules), the server action's
// answer as a toast ('Şifre başarıyla değiştirildi' / 'Mevcut şifre yanlış').
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { ActionResult } from '@/platform/actions/result';
import { FormPassword } from '@/components/kit/form-input';

interface ChangePasswordValues { currentPassword: string; newPassword: string; confirmPassword: string }

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm<Out extends ChangePasswordValues>({ schema, action, hint }: {
  schema: z.ZodType<Out, ChangePasswordValues>;
  action: (values: Out) => Promise<ActionResult<unknown>>;
  /** The rules, under the fields. */
  hint: string;
}) {
  const form = useForm<ChangePasswordValues, unknown, Out>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await action(values);
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
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div>
        <Button type="submit" disabled={busy}>{busy ? 'Kaydediliyor...' : 'Şifreyi Değiştir'}</Button>
      </div>
    </form>
  );
}
