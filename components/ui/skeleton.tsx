import * as React from 'react';
import { cn } from '@/components/ui/utils';

/** Loading placeholder. Decorative: put an accessible "Yükleniyor" status on the container. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-gray-200', className)}
      {...props}
    />
  );
}
