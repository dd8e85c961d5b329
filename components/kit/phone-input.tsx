'use client';
// Phone field of the login/register dialog: keeps digits only (leading 0 forced, max 11) and
// shows them as 0 5XX XXX XX XX. `value` / `onValueChange` carry the bare digits.
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { formatPhoneSpaced, normalizePhoneInput } from '@/platform/text/phone';

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (digits: string) => void;
};

export function PhoneInput({ value, onValueChange, ...props }: Props) {
  return (
    <Input
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="0 5XX XXX XX XX"
      // No maxLength: a pasted '+90 555 123 45 67' must arrive whole; the formatter keeps 15.
      value={formatPhoneSpaced(value)}
      onChange={(event) => onValueChange(normalizePhoneInput(event.target.value))}
    />
  );
}
