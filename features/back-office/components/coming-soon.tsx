// The state of a back-office screen that a later issue builds: the page exists (behind its
// requireAdmin level, never a 404) and says so plainly.
import Link from 'next/link';
import { Hammer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AdminPageHeader } from '@/components/kit/page-header';

export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <Hammer className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">Bu bölüm hazırlanıyor</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Bu ekran yakında kullanıma açılacak. Şimdilik diğer bölümleri kullanabilirsiniz.
        </p>
        <Button asChild variant="outline" size="sm">
          <Link href="/admin">Kontrol Paneline dön</Link>
        </Button>
      </div>
    </div>
  );
}
