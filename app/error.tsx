'use client';
// Error boundary for every page below the root layout (the root layout itself is covered by
// global-error.tsx). Server error details are never shown; the digest helps match server logs.
import { useEffect } from 'react';
import Link from 'next/link';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useReloadIfDeployed } from '@/components/ui/use-load-on-demand';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  useReloadIfDeployed(error);

  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">Bir şeyler ters gitti</h1>
      <p className="max-w-md text-muted-foreground">
        Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin; sorun sürerse daha sonra yeniden ziyaret edin.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* retry() re-fetches the server components, unlike reset() which only re-renders. */}
        <Button onClick={() => retry()}>Tekrar dene</Button>
        <Button asChild variant="outline">
          <Link href="/">Ana sayfa</Link>
        </Button>
      </div>
    </div>
  );
}
