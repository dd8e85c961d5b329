'use client';
// The login/register dialog itself: loaded by AuthDialogProvider the first time it opens,
// so pages that never open it do not download the forms and their validation.
import { useRef } from 'react';
import type { SignedInName } from '@/features/accounts/actions.public';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthTab } from './auth-tab';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onSignedIn: (name: SignedInName, via: AuthTab) => void;
}

export function AuthDialog({ open, onOpenChange, tab, onTabChange, phone, onPhoneChange, onSignedIn }: Props) {
  // The dialog has no Radix trigger (it opens from anywhere): focus goes back to what had it.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={() => { returnFocusRef.current = document.activeElement as HTMLElement | null; }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef.current;
          returnFocusRef.current = null;
          if (target?.isConnected && target.offsetParent !== null) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{tab === 'login' ? 'Giriş Yap' : 'Üye Ol'}</DialogTitle>
          <DialogDescription>
            {tab === 'login'
              ? 'Telefon numaranız ve şifrenizle giriş yapın.'
              : 'Randevularınızı ve yorumlarınızı takip etmek için üye olun.'}
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Giriş Yap</TabsTrigger>
            <TabsTrigger value="register">Üye Ol</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm phone={phone} onPhoneChange={onPhoneChange} onSignedIn={(name) => onSignedIn(name, 'login')} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm
              phone={phone}
              onPhoneChange={onPhoneChange}
              onSignedIn={(name) => onSignedIn(name, 'register')}
              onAlreadyRegistered={() => onTabChange('login')}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
