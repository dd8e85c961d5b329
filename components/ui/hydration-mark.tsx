'use client';
// Marks the document once React has hydrated it (<html data-hydrated>): the moment a page's
// buttons work. Journeys wait for it instead of guessing with a delay; nothing else reads it.
import { useEffect } from 'react';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
