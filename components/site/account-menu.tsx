'use client';
// The navbar's account corner: 'Giriş Yap' for visitors, the customer's menu once signed in,
// a same-sized empty placeholder while that is not known yet (see visitor-provider.tsx). The
// menu's code (a dropdown) is fetched only for signed-in visitors.
import dynamic from 'next/dynamic';
import { NavbarLoginButton } from '@/features/accounts/components/auth-dialog-button';
import { useVisitor } from '@/features/accounts/components/shared/visitor-provider';

function Placeholder() {
  return <span className="inline-block h-8 w-28" aria-hidden="true" />;
}

const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu), { ssr: false, loading: Placeholder });

export function AccountMenu() {
  const { state } = useVisitor();
  if (state.status === 'signed-in') return <UserMenu customer={state.customer} />;
  if (state.status === 'anonymous') return <NavbarLoginButton />;
  return <Placeholder />;
}
