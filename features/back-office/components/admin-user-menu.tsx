'use client';
// The signed-in admin's menu: name and role, change password, logout. Logout ends the session
// on the server, then leaves with a full page load so no private page stays in the client
// router's memory for the back button.
import { useState } from 'react';
import Link from 'next/link';
import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';

export function AdminUserMenu({ name, roleLabel }: { name: string; roleLabel: string }) {
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      const response = await fetch('/api/admin/logout', { method: 'POST' });
      if (!response.ok) throw new Error(String(response.status));
      window.location.replace('/admin/login');
    } catch {
      setBusy(false);
      toast({ title: 'Hata', description: 'Çıkış yapılamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    }
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Kullanıcı menüsü: ${name}`}>
          <UserRound aria-hidden="true" />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate">{name}</span>
          <span className="block text-xs font-normal text-muted-foreground">{roleLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/admin/settings">
            <KeyRound aria-hidden="true" />
            Şifre Değiştir
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={busy} onSelect={(e) => { e.preventDefault(); void logout(); }}>
          <LogOut aria-hidden="true" />
          {busy ? 'Çıkış yapılıyor...' : 'Çıkış Yap'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
