'use client';
// A failed read on /salonlar or a city page: the spec's search error, not a blank page.
import { LoadError } from '@/features/salons/components/directory/load-error';

export default function SalonsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Salonlar aranırken bir hata oluştu" error={error} reset={reset} />;
}
