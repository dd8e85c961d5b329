// A form's failure as a whole (wrong credentials, no connection), above its fields, read out
// by screen readers as it appears. Used by the admin's and the salon panel's sign-in forms.
import { AlertCircle } from 'lucide-react';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </div>
  );
}
