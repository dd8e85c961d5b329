'use client';
// 'Çıkış Yap' for the desktop menu and the mobile menu: ends the session on the server, then
// updates the navbar (client state) and re-renders any per-visitor server page (/randevularim).
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { logoutAction } from '@/features/accounts/actions.public';
import { useVisitor } from '@/features/accounts/components/shared/visitor-provider';

export function useLogout(after?: () => void): { logout: () => void; isPending: boolean } {
  const router = useRouter();
  const { refresh } = useVisitor();
  const [isPending, startTransition] = useTransition();
  const logout = () => startTransition(async () => {
    await logoutAction();
    await refresh();
    router.refresh();
    after?.();
  });
  return { logout, isPending };
}
