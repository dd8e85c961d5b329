// Placeholder for the admin dashboard; its layout checks the admin session against the database.
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Yönetici Paneli',
  robots: { index: false, follow: false },
};

export default function AdminHomePage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-2 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Yönetici Paneli</h1>
      <p className="text-muted-foreground">Yönetici paneli yakında.</p>
    </main>
  );
}
