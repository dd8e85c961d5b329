'use client';
// Client-side parse of a form with the same zod schema the server uses: on failure, show the
// spec's destructive 'Hata' toast with the first message and return the per-field messages.
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';

export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

export function showValidationError(message: string) {
  toast({ title: 'Hata', description: message, variant: 'destructive' });
}

/** Parses `input`; on failure shows the toast and returns the field errors instead of data. */
export function parseOrToast<S extends z.ZodType>(
  schema: S, input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = firstFieldErrors(result.error);
  showValidationError(Object.values(fieldErrors)[0]);
  return { ok: false, fieldErrors };
}
