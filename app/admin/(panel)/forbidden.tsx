// What an admin whose role is too low for a screen sees (forbidden() in requireAdmin; status 403).
import Link from 'next/link';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

export default function AdminForbidden() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-16 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Erişim Engellendi (403)</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        Bu sayfayı görüntüleme yetkiniz yok. Yetkiye ihtiyacınız varsa bir süper yöneticiye başvurun.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link href="/admin">Kontrol Paneline dön</Link>
      </Button>
    </div>
  );
}
