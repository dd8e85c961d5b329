'use client';
// One login/register dialog for the whole public site. Anything inside the provider opens it
// with `useAuthDialog().open('login' | 'register', { onSuccess })`: the navbar button, the
// review button, the booking page, /randevularim. A link to any page with ?giris=1 (or
// ?giris=kayit) opens it too, which also works from plain server-rendered links.
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import dynamic from 'next/dynamic';
import type { SignedInName } from '@/features/accounts/actions.public';
import { loadOnDemand } from '@/components/ui/load-on-demand';
import { toast } from '@/components/ui/use-toast';
import type { AuthTab } from '../auth-tab';
import { useVisitor } from './visitor-provider';

export type { AuthTab } from '../auth-tab';

const loadAuthDialog = () => import('../auth-dialog');
const AuthDialog = dynamic(() => loadAuthDialog().then((m) => m.AuthDialog), { ssr: false });

/** Starts fetching the dialog's code when a visitor is about to open it (hover, focus). */
export function preloadAuthDialog(): void {
  loadAuthDialog().catch(() => {}); // opening it fetches again and says so if that fails
}

export interface OpenAuthDialogOptions {
  /** Runs after a successful login or registration (the page is refreshed as well). */
  onSuccess?: (name: SignedInName) => void;
}

interface AuthDialogApi {
  /**
   * Opens the dialog once its code is loaded, so a caller can show that it is busy meanwhile
   * ('Yorum Ekle', 'Giriş Yap'). Never rejects: resolves false when the code could not be
   * fetched, which a toast with 'Tekrar dene' has then said (or a stale tab reloads).
   */
  open: (tab?: AuthTab, options?: OpenAuthDialogOptions) => Promise<boolean>;
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
  const visitor = useVisitor();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const [tab, setTab] = useState<AuthTab>('login');
  // Shared by both tabs, so a duplicate registration lands on login with the phone filled in.
  const [phone, setPhone] = useState('');
  const onSuccessRef = useRef<OpenAuthDialogOptions['onSuccess']>(undefined);

  // The dialog is rendered only once its code is here: rendered before, a failed download would
  // throw into the error boundary and replace the whole page (issue 24, item 19).
  const open = useCallback(async function openDialog(nextTab: AuthTab = 'login', options?: OpenAuthDialogOptions): Promise<boolean> {
    const retry = () => void openDialog(nextTab, options);
    if (!(await loadOnDemand(loadAuthDialog, { title: 'Giriş formu yüklenemedi', retry }))) return false;
    onSuccessRef.current = options?.onSuccess;
    setTab(nextTab);
    setWasOpened(true);
    setIsOpen(true);
    return true;
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
    // The navbar and the booking prefill re-read the visitor; per-visitor server pages
    // (/randevularim, /yorumlarim) re-render.
    void visitor.refresh().then(() => onSuccess?.(name));
    router.refresh();
  }

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        <OpenFromQuery open={open} />
      </Suspense>
      {/* The dialog's code (forms, tabs, validation) is fetched the first time it opens. */}
      {wasOpened ? (
        <AuthDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          tab={tab}
          onTabChange={setTab}
          phone={phone}
          onPhoneChange={setPhone}
          onSignedIn={signedIn}
        />
      ) : null}
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
    void open(giris === 'kayit' ? 'register' : 'login');
    const rest = new URLSearchParams(searchParams.toString());
    rest.delete('giris');
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [giris, open, pathname, router, searchParams]);
  return null;
}
