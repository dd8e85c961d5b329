import * as React from 'react';
import { cn } from '@/components/ui/utils';

/** Base classes shared by Input, Textarea and NativeSelect so form controls look alike. */
export const fieldClasses = cn(
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
  'placeholder:text-muted-foreground',
  'outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
);

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
