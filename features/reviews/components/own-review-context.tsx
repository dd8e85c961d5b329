'use client';
// Lets the review dialogs tell the salon page's review section to re-read the author's own
// review (it is loaded in the browser, the rest of the page is cached). Absent elsewhere.
import { createContext, useContext } from 'react';

export const OwnReviewReloadContext = createContext<(() => void) | null>(null);

export function useReloadOwnReview(): () => void {
  const reload = useContext(OwnReviewReloadContext);
  return () => reload?.();
}
