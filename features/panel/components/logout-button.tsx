'use client';
// 'Çıkış Yap': ends the session on the server (POST /api/panel/logout), then a full
// navigation to the sign-in page so nothing of the panel stays in the router's cache.
import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function PanelLogoutButton() {
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    await fetch('/api/panel/logout', { method: 'POST' }).catch(() => null);
    // A full navigation on purpose: the panel's shell must render anew with (or without) the session,
    // and nothing of the previous user may stay in the client router's cache.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/panel/giris');
  }
  return (
    <Button type="button" variant="ghost" size="sm" onClick={logout} disabled={busy}>
      <LogOut className="size-4" aria-hidden="true" />
      {busy ? 'Çıkılıyor...' : 'Çıkış Yap'}
    </Button>
  );
}
