'use client';
// A button that opens the login/register dialog, e.g. the navbar's 'Giriş Yap' or the
// 'Giriş Yapın' prompt on /randevularim.
import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLoadOnDemand } from '@/components/ui/use-load-on-demand';
import { preloadAuthDialog, useAuthDialog, type AuthTab } from './shared/auth-dialog-provider';

type Props = Omit<ButtonProps, 'onClick' | 'asChild'> & { tab?: AuthTab; children?: ReactNode };

export function AuthDialogButton({ tab = 'login', children, ...props }: Props) {
  const { open } = useAuthDialog();
  // Busy while the dialog's code loads; a failed download is the provider's toast.
  const { loading, track } = useLoadOnDemand();
  return (
    <Button
      {...props}
      aria-busy={loading}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
      onClick={() => void track(() => open(tab))}
    >
      {children ?? 'Giriş Yap'}
    </Button>
  );
}

/** The navbar's trigger (desktop bar and mobile menu). */
export function NavbarLoginButton() {
  return (
    <AuthDialogButton variant="ghost" size="sm">
      <LogIn aria-hidden="true" />
      Giriş Yap
    </AuthDialogButton>
  );
}
