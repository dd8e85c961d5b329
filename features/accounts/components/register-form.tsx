'use client';
// 'Üye Ol' tab: phone, first name, last name, optional e-mail, password and confirmation,
// with the messages of spec 1 §5. An already registered phone switches to the login tab.
import { useState, useTransition, type FormEvent } from 'react';
import { registerAction, type SignedInName } from '@/features/accounts/actions.public';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { registerSchema } from '@/features/accounts/schema';
import { errorProps, FormField } from '@/components/kit/form-field';
import { PasswordInput } from '@/components/kit/password-input';
import { KvkkNotice } from '@/components/kit/kvkk-notice';
import { PhoneInput } from '@/components/kit/phone-input';
import { parseOrToast, showValidationError } from '@/components/kit/validation-toast';

interface Props {
  phone: string;
  onPhoneChange: (digits: string) => void;
  onSignedIn: (name: SignedInName) => void;
  /** The phone is already registered: go to the login tab with it. */
  onAlreadyRegistered: () => void;
}

const EMPTY = { firstName: '', lastName: '', email: '', password: '', passwordConfirm: '' };

export function RegisterForm({ phone, onPhoneChange, onSignedIn, onAlreadyRegistered }: Props) {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPending, startTransition] = useTransition();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { phone, ...fields };
    const parsed = parseOrToast(registerSchema, input);
    setErrors(parsed.ok ? {} : parsed.fieldErrors);
    if (!parsed.ok) return;
    startTransition(async () => {
      try {
        const result = await registerAction(input);
        if (result.ok) {
          setFields(EMPTY);
          onSignedIn(result.data);
        } else if (result.status === 409) {
          toast({ title: 'Bu Telefon Numarası Kayıtlı', description: 'Lütfen giriş yapın', variant: 'destructive' });
          onAlreadyRegistered();
        } else if (result.status === 400 && result.fieldErrors) {
          setErrors(result.fieldErrors);
          showValidationError(result.error);
        } else {
          toast({ title: 'Kayıt Başarısız', description: result.error || 'Kayıt olurken bir hata oluştu', variant: 'destructive' });
        }
      } catch {
        toast({ title: 'Kayıt Başarısız', description: 'Kayıt olurken bir hata oluştu', variant: 'destructive' });
      }
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="register-phone" label="Telefon Numarası" error={errors.phone}>
        <PhoneInput id="register-phone" name="phone" value={phone} onValueChange={onPhoneChange} required {...errorProps('register-phone', errors.phone)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="Ad" error={errors.firstName}>
          <Input id="register-first-name" name="firstName" autoComplete="given-name" value={fields.firstName} onChange={set('firstName')}
            required {...errorProps('register-first-name', errors.firstName)} />
        </FormField>
        <FormField id="register-last-name" label="Soyad" error={errors.lastName}>
          <Input id="register-last-name" name="lastName" autoComplete="family-name" value={fields.lastName} onChange={set('lastName')}
            required {...errorProps('register-last-name', errors.lastName)} />
        </FormField>
      </div>
      <FormField id="register-email" label="E-posta (isteğe bağlı)" error={errors.email}>
        <Input id="register-email" name="email" type="email" autoComplete="email" value={fields.email} onChange={set('email')}
          {...errorProps('register-email', errors.email)} />
      </FormField>
      <FormField id="register-password" label="Şifre" error={errors.password}>
        <PasswordInput id="register-password" name="password" autoComplete="new-password" value={fields.password} onChange={set('password')}
          required aria-describedby={errors.password ? 'register-password-error' : 'register-password-hint'}
          aria-invalid={errors.password ? true : undefined} />
      </FormField>
      {errors.password ? null : (
        <p id="register-password-hint" className="-mt-2 text-xs text-muted-foreground">6–50 karakter, en az bir rakam.</p>
      )}
      <FormField id="register-password-confirm" label="Şifre Tekrar" error={errors.passwordConfirm}>
        <PasswordInput id="register-password-confirm" name="passwordConfirm" autoComplete="new-password" value={fields.passwordConfirm}
          onChange={set('passwordConfirm')} required {...errorProps('register-password-confirm', errors.passwordConfirm)} />
      </FormField>
      <KvkkNotice audience="customer" purpose="Kişisel verileriniz üyeliğinizi oluşturmak ve randevularınızı yönetmek için işlenir." />
      <Button type="submit" variant="brand" disabled={isPending}>
        {isPending ? 'Kaydediliyor...' : 'Üye Ol'}
      </Button>
    </form>
  );
}
