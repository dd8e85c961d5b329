'use client';
// Phone field auto-formatted as 0 (XXX) XXX XX XX (spec 1 §5, max 17 characters).
import { Input } from '@/components/ui/input';
import { nextPhoneValue } from '@/platform/text/phone-typing';

export function PhoneInput({ value, onValueChange, ...props }: Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string; onValueChange: (value: string) => void;
}) {
  return (
    <Input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      // No maxLength: a pasted '+90 555 123 45 67' must arrive whole; the formatter keeps 17.
      placeholder="0 (5XX) XXX XX XX"
      value={value}
      onChange={(event) => onValueChange(nextPhoneValue(value, event.target.value))}
    />
  );
}
