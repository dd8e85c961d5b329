// /admin/login (spec 2 §2 "Admin login"): an admin who is already signed in goes straight on.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AdminLoginForm } from '@/features/back-office/components/login-form';
import { safeAdminReturnPath } from '@/platform/access/admin-roles';
import { currentAdmin } from '@/platform/access/admin-session';

export const metadata: Metadata = {
  title: 'Yönetici Girişi',
  robots: { index: false, follow: false },
};

export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = (await searchParams).next;
  const returnTo = safeAdminReturnPath(Array.isArray(next) ? next[0] : next);
  if (await currentAdmin()) redirect(returnTo);
  return (
    <main className="flex flex-1 items-center justify-center bg-muted/30 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-3xl font-bold tracking-tight">Yönetici Girişi</h1>
        <p className="mt-2 text-center text-sm text-muted-foreground">SalonRandevu yönetim paneline giriş yapın</p>
        <AdminLoginForm returnTo={returnTo} />
        <p className="mt-6 text-center">
          <Link href="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Ana sayfaya dön
          </Link>
        </p>
      </div>
    </main>
  );
}
