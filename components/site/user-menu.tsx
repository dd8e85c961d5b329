'use client';
// Signed-in customer's dropdown in the desktop navbar.
import Link from 'next/link';
import { CalendarDays, ChevronDown, FileText, LogOut, Star, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { NavbarCustomer } from './nav-links';
import { useLogout } from './use-logout';

export function UserMenu({ customer }: { customer: NavbarCustomer }) {
  const { logout, isPending } = useLogout();
  const fullName = `${customer.firstName} ${customer.lastName}`.trim();

  return (
    // Non-modal and in place: the rest of the page stays reachable (no aria-hidden on it) and
    // the menu stays inside the header landmark.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <UserRound aria-hidden="true" />
          <span className="max-w-40 truncate">{fullName}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" portalled={false}>
        <DropdownMenuLabel className="truncate">{fullName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/randevularim">
            <CalendarDays aria-hidden="true" />
            Randevularım
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/yorumlarim">
            <Star aria-hidden="true" />
            Yorumlarım
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/verilerim">
            <FileText aria-hidden="true" />
            Verilerim
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={logout}>
          <LogOut aria-hidden="true" />
          {isPending ? 'Çıkış yapılıyor...' : 'Çıkış Yap'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
