'use client';
// Hero images an admin added in /admin/content (spec 2 §3 hero: images with an active flag,
// slide interval, optional indicators). Rendered only when at least one image is active.
import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/utils';

export interface HeroImage { id: string; url: string; alt: string }

export function HeroSlides({ images, intervalMs, showIndicators }: { images: HeroImage[]; intervalMs: number; showIndicators: boolean }) {
  const [index, setIndex] = useState(0);
  // Paused while the pointer or keyboard focus is on it (WCAG 2.2.2), and never advancing on
  // its own for visitors who ask for reduced motion; the indicators still change the slide.
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (images.length < 2 || paused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), Math.max(1000, intervalMs));
    return () => clearInterval(timer);
  }, [images.length, intervalMs, paused]);

  return (
    <div role="region" aria-roledescription="slayt gösterisi" aria-label="Salon görselleri"
      onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl shadow-xl">
      {images.map((image, i) => (
        // Admin-supplied URLs (any host or data: URLs), so a plain img rather than next/image.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          key={image.id || image.url}
          src={image.url}
          alt={image.alt}
          aria-hidden={i !== index}
          className={cn('absolute inset-0 size-full object-cover transition-opacity duration-700 motion-reduce:transition-none', i === index ? 'opacity-100' : 'opacity-0')}
        />
      ))}
      {showIndicators && images.length > 1 ? (
        <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-2">
          {images.map((image, i) => (
            <button
              key={image.id || image.url}
              type="button"
              aria-label={`${i + 1}. görsel`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className={cn('size-3 rounded-full ring-1 ring-black/20', i === index ? 'bg-white' : 'bg-white/50')}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
