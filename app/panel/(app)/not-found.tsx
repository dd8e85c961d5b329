// A panel address that names nothing of this salon (a customer who never booked here, a
// mistyped link): said inside the panel, with the way back, instead of the public site's page.
import Link from 'next/link';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export default function PanelNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Kayıt bulunamadı</h1>
      <p className="max-w-md text-sm text-muted-foreground">Aradığınız kayıt bu salonda yok ya da kaldırılmış.</p>
      <Button asChild variant="outline" size="sm">
        <Link href="/panel">Ana sayfaya dön</Link>
      </Button>
    </div>
  );
}
