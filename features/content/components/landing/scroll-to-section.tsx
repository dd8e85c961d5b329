'use client';
// /features, /pricing, /testimonials and /contact render the landing page and then glide to
// their section (spec §2). Smooth unless the visitor asked for reduced motion.
import { useEffect } from 'react';

export type LandingSectionId = 'features' | 'pricing' | 'testimonials' | 'contact';

export function ScrollToSection({ id }: { id: LandingSectionId }) {
  useEffect(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [id]);
  return null;
}
