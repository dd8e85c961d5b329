'use client';
// The hero's rotating business type, changing every 2 s (spec §2, §9). Screen readers get the
// whole list once instead of an announcement every 2 seconds.
import { useEffect, useState } from 'react';

export const BUSINESS_TYPES = [
  'Kuaförler',
  'Güzellik Salonları',
  'Diş Klinikleri',
  'Pilates Stüdyoları',
  'Berberler',
  'Klinikler',
  'Pet Shoplar',
  'Masaj Salonları',
  'Estetik Merkezleri',
  'Nail Art Stüdyoları',
] as const;

export const ROTATION_MS = 2000;

export function RotatingPhrase() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % BUSINESS_TYPES.length), ROTATION_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <span className="sr-only">{BUSINESS_TYPES.join(', ')}</span>
      <span aria-hidden="true" data-testid="rotating-phrase" key={index} className="inline-block animate-fade-in text-brand-gradient">
        {BUSINESS_TYPES[index]}
      </span>
    </>
  );
}
