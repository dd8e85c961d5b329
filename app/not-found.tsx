import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const metadata: Metadata = {
  title: 'Sayfa bulunamadı',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <SearchX className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">Sayfa bulunamadı</h1>
      <p className="max-w-md text-muted-foreground">
        Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/">Ana sayfaya dön</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/salonlar">Salonlara göz at</Link>
        </Button>
      </div>
    </main>
  );
}
