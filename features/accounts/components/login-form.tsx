'use client';
// 'Giriş Yap' tab: phone + password. Wrong credentials, a missing password and the attempt
// limit are shown in a blocking alert titled 'Giriş Başarısız' (spec 1 §8).
import { useState, useTransition, type FormEvent } from 'react';
import { loginAction, type SignedInName } from '@/features/accounts/actions.public';
import { Button } from '@/components/ui/button';
import {
  AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { loginSchema } from '@/features/accounts/schema';
import { errorProps, FormField } from '@/components/kit/form-field';
import { PasswordInput } from '@/components/kit/password-input';
import { PhoneInput } from '@/components/kit/phone-input';
import { parseOrToast, showValidationError } from '@/components/kit/validation-toast';

interface Props {
  phone: string;
  onPhoneChange: (digits: string) => void;
  onSignedIn: (name: SignedInName) => void;
}

export function LoginForm({ phone, onPhoneChange, onSignedIn }: Props) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseOrToast(loginSchema, { phone, password });
    setErrors(parsed.ok ? {} : parsed.fieldErrors);
    if (!parsed.ok) return;
    startTransition(async () => {
      try {
        const result = await loginAction({ phone, password });
        if (result.ok) {
          setPassword('');
          onSignedIn(result.data);
        } else if (result.status === 400 && result.fieldErrors) {
          setErrors(result.fieldErrors);
          showValidationError(result.error);
        } else {
          setFailure(result.error);
        }
      } catch {
        setFailure('Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.');
      }
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="login-phone" label="Telefon Numarası" error={errors.phone}>
          <PhoneInput id="login-phone" name="phone" value={phone} onValueChange={onPhoneChange} required {...errorProps('login-phone', errors.phone)} />
        </FormField>
        <FormField id="login-password" label="Şifre" error={errors.password}>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            {...errorProps('login-password', errors.password)}
          />
        </FormField>
        <Button type="submit" variant="brand" disabled={isPending}>
          {isPending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
        </Button>
      </form>

      <AlertDialog open={failure !== null} onOpenChange={(open) => { if (!open) setFailure(null); }}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Giriş Başarısız</AlertDialogTitle>
            <AlertDialogDescription>{failure}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction variant="default">Tamam</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
