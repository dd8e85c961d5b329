'use client';
// What the salon list and salon page show when the database cannot be read (spec §8:
// 'Salonlar aranırken bir hata oluştu', 'Salon bilgileri yüklenemedi'), with a retry.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useReloadIfDeployed } from '@/components/ui/use-load-on-demand';

export function LoadError({ title, error, reset }: { title: string; error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  useEffect(() => { console.error(error); }, [error]);
  useReloadIfDeployed(error);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Hata</h1>
      <p className="text-muted-foreground">{title}</p>
      <Button
        variant="brand"
        onClick={() => {
          router.refresh();
          reset();
        }}
      >
        <RotateCw aria-hidden="true" /> Tekrar dene
      </Button>
    </div>
  );
}
