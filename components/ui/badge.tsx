import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/components/ui/utils';

export const badgeVariants = cva(
  // Shape and type: the .badge class in globals.css (short, as in button.tsx).
  'badge',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        /** Soft variants for statuses in tables (dark text on a pale fill, AA contrast). */
        'success-soft': 'border-transparent bg-green-100 text-green-800',
        'warning-soft': 'border-transparent bg-amber-100 text-amber-900',
        'danger-soft': 'border-transparent bg-red-100 text-red-800',
        'info-soft': 'border-transparent bg-blue-100 text-blue-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
