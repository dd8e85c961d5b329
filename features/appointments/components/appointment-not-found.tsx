// Shown by the confirmation and manage pages without a valid token (spec 1 §2).
import Link from 'next/link';
import { CalendarX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function AppointmentNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <CalendarX className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Randevu bilgisi bulunamadı</h1>
      <Button asChild><Link href="/">Ana Sayfaya Dön</Link></Button>
    </div>
  );
}
