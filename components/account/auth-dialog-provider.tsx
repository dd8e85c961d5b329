'use client';
// One login/register dialog for the whole public site. Anything inside the provider opens it
// with `useAuthDialog().open('login' | 'register', { onSuccess })`: the navbar button, the
// review button, the booking page, /randevularim. A link to any page with ?giris=1 (or
// ?giris=kayit) opens it too, which also works from plain server-rendered links.
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { SignedInName } from '@/app/actions/auth';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/hooks/use-toast';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';

export interface OpenAuthDialogOptions {
  /** Runs after a successful login or registration (the page is refreshed as well). */
  onSuccess?: (name: SignedInName) => void;
}

interface AuthDialogApi {
  open: (tab?: AuthTab, options?: OpenAuthDialogOptions) => void;
}

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  // Spec 1 §8: using the authentication context outside its provider is a programming error.
  if (!api) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return api;
}

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('login');
  // Shared by both tabs, so a duplicate registration lands on login with the phone filled in.
  const [phone, setPhone] = useState('');
  const onSuccessRef = useRef<OpenAuthDialogOptions['onSuccess']>(undefined);
  // The dialog has no Radix trigger (it opens from anywhere): focus goes back to what had it.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const open = useCallback((nextTab: AuthTab = 'login', options?: OpenAuthDialogOptions) => {
    onSuccessRef.current = options?.onSuccess;
    setTab(nextTab);
    setIsOpen(true);
  }, []);
  const api = useMemo(() => ({ open }), [open]);

  function signedIn(name: SignedInName, via: AuthTab) {
    setIsOpen(false);
    setPhone('');
    toast(via === 'login'
      ? { title: 'Giriş Başarılı!', description: `Hoş geldiniz, ${name.firstName} ${name.lastName}!` }
      : { title: 'Kayıt Başarılı!', description: `Aramıza hoş geldiniz, ${name.firstName} ${name.lastName}!` });
    const onSuccess = onSuccessRef.current;
    onSuccessRef.current = undefined;
    // Server components (navbar, booking form, my pages) re-read the session.
    router.refresh();
    onSuccess?.(name);
  }

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        <OpenFromQuery open={open} />
      </Suspense>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
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
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Giriş Yap</TabsTrigger>
              <TabsTrigger value="register">Üye Ol</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm phone={phone} onPhoneChange={setPhone} onSignedIn={(name) => signedIn(name, 'login')} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                phone={phone}
                onPhoneChange={setPhone}
                onSignedIn={(name) => signedIn(name, 'register')}
                onAlreadyRegistered={() => setTab('login')}
              />
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
    </AuthDialogContext.Provider>
  );
}

/** ?giris=1 opens the login tab, ?giris=kayit the register tab; the parameter is then removed. */
function OpenFromQuery({ open }: { open: AuthDialogApi['open'] }) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const giris = searchParams.get('giris');
  useEffect(() => {
    if (!giris) return;
    open(giris === 'kayit' ? 'register' : 'login');
    const rest = new URLSearchParams(searchParams.toString());
    rest.delete('giris');
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [giris, open, pathname, router, searchParams]);
  return null;
}
