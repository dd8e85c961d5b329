// 404 for an unknown, malformed or inactive salon id (spec §2: 'Salon bulunamadı').
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const metadata: Metadata = {
  title: 'Salon bulunamadı',
  robots: { index: false },
};

export default function SalonNotFound() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <SearchX className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">Salon bulunamadı</h1>
      <p className="max-w-md text-muted-foreground">
        Aradığınız salon kaldırılmış, pasif duruma alınmış ya da bağlantı hatalı olabilir.
      </p>
      <Button asChild variant="brand">
        <Link href="/salonlar">Salonlara göz at</Link>
      </Button>
    </div>
  );
}
