'use client';
// Step 2: the owner, who signs in to the salon app with salon code, username and password.
// Fields in the order they are checked (OWNER_FIELD_ORDER), so focus never jumps upward.
import { errorProps, FormField } from '@/components/kit/form-field';
import { KvkkNotice } from '@/components/kit/kvkk-notice';
import { PasswordInput } from '@/components/kit/password-input';
import { PhoneInput } from '@/components/kit/phone-typing-input';
import { Input } from '@/components/ui/input';
import { AvailabilityHint } from './availability-hint';
import type { LiveCheck } from './salon-step';
import type { FieldErrors, OwnerValues } from './types';

export function OwnerStep({ values, onChange, errors, checks }: {
  values: OwnerValues;
  onChange: (patch: Partial<OwnerValues>) => void;
  errors: FieldErrors;
  checks: { username: LiveCheck; email: LiveCheck; phone: LiveCheck };
}) {
  const err = (field: keyof OwnerValues) => {
    const live = field in checks ? checks[field as keyof typeof checks] : undefined;
    return errors[`owner.${field}`] ?? (live?.taken ? live.message : undefined);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="relative">
        <FormField id="owner-username" label="Kullanıcı Adı" error={err('username')}>
          <Input id="owner-username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={50}
            value={values.username} onChange={(e) => onChange({ username: e.target.value })} {...errorProps('owner-username', err('username'))} />
        </FormField>
        <AvailabilityHint checking={checks.username.checking} />
      </div>
      <FormField id="owner-password" label="Şifre" error={err('password')}>
        <PasswordInput id="owner-password" name="password" autoComplete="new-password" maxLength={72}
          value={values.password} onChange={(e) => onChange({ password: e.target.value })} {...errorProps('owner-password', err('password'))} />
      </FormField>
      <FormField id="owner-first-name" label="Ad" error={err('firstName')}>
        <Input id="owner-first-name" name="firstName" autoComplete="given-name" maxLength={50}
          value={values.firstName} onChange={(e) => onChange({ firstName: e.target.value })} {...errorProps('owner-first-name', err('firstName'))} />
      </FormField>
      <FormField id="owner-last-name" label="Soyad" error={err('lastName')}>
        <Input id="owner-last-name" name="lastName" autoComplete="family-name" maxLength={50}
          value={values.lastName} onChange={(e) => onChange({ lastName: e.target.value })} {...errorProps('owner-last-name', err('lastName'))} />
      </FormField>
      <div className="relative sm:col-span-2">
        <FormField id="owner-email" label="E-posta" error={err('email')}>
          <Input id="owner-email" name="ownerEmail" type="email" autoComplete="email" inputMode="email" maxLength={254}
            value={values.email} onChange={(e) => onChange({ email: e.target.value })} {...errorProps('owner-email', err('email'))} />
        </FormField>
        <AvailabilityHint checking={checks.email.checking} />
      </div>
      <div className="relative sm:col-span-2">
        <FormField id="owner-phone" label="Telefon" error={err('phone')}>
          <PhoneInput id="owner-phone" name="ownerPhone" value={values.phone}
            onValueChange={(phone) => onChange({ phone })} {...errorProps('owner-phone', err('phone'))} />
        </FormField>
        <AvailabilityHint checking={checks.phone.checking} />
      </div>
      <KvkkNotice audience="salon" className="sm:col-span-2"
        purpose="Kişisel verileriniz salon hesabınızı ve aboneliğinizi oluşturmak için işlenir." />
    </div>
  );
}
