// What a salon user without the right for a screen sees (forbidden() in requireSalonUser; status 403).
import Link from 'next/link';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

export default function PanelForbidden() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-16 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Erişim Engellendi (403)</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        Bu sayfayı görüntüleme yetkiniz yok. Yetkiye ihtiyacınız varsa salon yöneticinize başvurun.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link href="/panel">Ana sayfaya dön</Link>
      </Button>
    </div>
  );
}
