// Placeholder for the admin login form (document 2, "Admin login").
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Yönetici Girişi',
  robots: { index: false, follow: false },
};

export default function AdminLoginPage() {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Yönetici Girişi</h1>
      <p className="text-muted-foreground">Yönetici paneli yakında.</p>
      <Link href="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Ana sayfaya dön
      </Link>
    </main>
  );
}
