import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/utils';
import { fieldClasses } from './input';

/**
 * A styled native <select>. Chosen over a custom listbox: it works with every screen reader,
 * mobile picker and form post out of the box, and needs no client JavaScript.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(fieldClasses, 'h-10 appearance-none pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
