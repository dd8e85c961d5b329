import Link from 'next/link';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * Placeholder for the login dialog trigger: links to /?giris=1 until the auth feature
 * passes its own trigger through the navbar's `loginSlot` prop.
 */
export function LoginLink({ className, variant = 'ghost', size = 'sm' }: Pick<ButtonProps, 'className' | 'variant' | 'size'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href="/?giris=1">Giriş Yap</Link>
    </Button>
  );
}
