'use client';
// Who is looking at this (cached, shared) page: loaded in the browser after the page arrives,
// from GET /api/me, and only when the signed-in hint cookie says there is a session. The
// navbar's account menu, the booking form's prefill and the review section read it here.
// Until it is known the state is 'loading': components show a neutral placeholder rather
// than a wrong 'Giriş Yap' or another visitor's name (the HTML never contains a name).
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@/platform/access/signed-in-hint';

export interface VisitorCustomer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export type VisitorState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; customer: VisitorCustomer };

interface VisitorApi {
  state: VisitorState;
  /** Re-reads the session (after login, registration or logout). */
  refresh: () => Promise<void>;
}

const VisitorContext = createContext<VisitorApi | null>(null);

export function useVisitor(): VisitorApi {
  const api = useContext(VisitorContext);
  if (!api) throw new Error('useVisitor must be used inside <VisitorProvider>');
  return api;
}

export function hasSignedInHint(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

async function fetchVisitor(): Promise<VisitorState> {
  if (!hasSignedInHint()) return { status: 'anonymous' };
  try {
    const response = await fetch('/api/me', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return { status: 'anonymous' };
    const body = (await response.json()) as { customer: VisitorCustomer | null };
    return body.customer ? { status: 'signed-in', customer: body.customer } : { status: 'anonymous' };
  } catch {
    return { status: 'anonymous' };
  }
}

export function VisitorProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<VisitorState>({ status: 'loading' });
  const refresh = useCallback(async () => setState(await fetchVisitor()), []);

  useEffect(() => {
    let live = true;
    // An interruptible update: the page's first re-render (the account corner, the booking
    // form's prefill) never holds the main thread in one long task.
    void fetchVisitor().then((next) => { if (live) startTransition(() => setState(next)); });
    return () => { live = false; };
  }, []);

  const api = useMemo(() => ({ state, refresh }), [state, refresh]);
  return <VisitorContext.Provider value={api}>{children}</VisitorContext.Provider>;
}
