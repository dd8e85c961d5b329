// Label + control + inline error, wired for screen readers (aria-invalid / aria-describedby
// are set on the control by the caller through `errorId`).
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that connect a control to its FormField error. */
export function errorProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
