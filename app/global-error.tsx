'use client';
// Last-resort boundary when the root layout itself fails; it replaces the whole document,
// so it brings its own <html>, styles and fonts.
import { useEffect } from 'react';
import { useReloadIfDeployed } from '@/components/ui/use-load-on-demand';
import { fontVariables } from './fonts';
import './globals.css';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  useReloadIfDeployed(error);

  return (
    <html lang="tr" className={fontVariables}>
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4 text-center font-sans text-foreground">
        <title>Bir şeyler ters gitti | SalonRandevu</title>
        <main className="flex flex-col items-center gap-4">
          <h1 className="text-3xl font-bold tracking-tight">Bir şeyler ters gitti</h1>
          <p className="max-w-md text-muted-foreground">Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.</p>
          <button
            type="button"
            onClick={() => retry()}
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
          >
            Tekrar dene
          </button>
        </main>
      </body>
    </html>
  );
}
