'use client';
// A failed read on a salon page (spec §8: 'Salon bilgileri yüklenemedi').
import { LoadError } from '@/features/salons/components/directory/load-error';

export default function SalonError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Salon bilgileri yüklenemedi" error={error} reset={reset} />;
}
