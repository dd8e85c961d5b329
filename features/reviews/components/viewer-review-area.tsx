'use client';
// The per-visitor parts of a salon's (cached) review section: 'Yorum Ekle' knows whether the
// visitor is signed in, already reviewed, and came (a completed visit, issue 28), and the
// author sees their own review whatever its moderation status. Both come from
// GET /api/me?salonId=… after the page arrives; the heading, summary and approved list are
// server-rendered and passed in.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useVisitor } from '@/features/accounts/components/shared/visitor-provider';
import dynamic from 'next/dynamic';
import { OwnReviewReloadContext } from './own-review-context';
import type { OwnReviewView } from './own-review-card';
import { WriteReviewButton } from './write-review-button';

// Only authors see their own review: its code is fetched for them alone.
const OwnReviewCard = dynamic(() => import('./own-review-card').then((m) => m.OwnReviewCard), { ssr: false });

interface Props {
  salonId: string;
  heading: ReactNode;
  summary: ReactNode;
  list: ReactNode;
}

function useOwnReview(salonId: string, signedIn: boolean) {
  // The review as last loaded, and for which request (version) it was loaded.
  const [loaded, setLoaded] = useState<{ version: number; review: OwnReviewView | null; canReview: boolean } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void fetch(`/api/me?salonId=${encodeURIComponent(salonId)}`, { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null)
      .then((body: { ownReview?: OwnReviewView | null; canReview?: boolean } | null) => {
        // Unknown (a failed request): let the form open; the server still refuses a review without a visit.
        if (live) setLoaded({ version, review: body?.ownReview ?? null, canReview: body?.canReview ?? true });
      });
    return () => { live = false; };
  }, [salonId, signedIn, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    review: signedIn ? loaded?.review ?? null : null,
    canReview: loaded?.canReview ?? true,
    pending: signedIn && loaded?.version !== version,
    reload,
  };
}

/**
 * The author's approved review is in the cached list too: hidden there while their own card
 * shows it (issue 29: a customer saw her review twice). The list is server-rendered, so its
 * item is found by its data-review-id.
 */
function useHiddenListItem(reviewId: string | undefined) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const item = reviewId ? listRef.current?.querySelector<HTMLElement>(`[data-review-id="${CSS.escape(reviewId)}"]`) : null;
    if (!item) return;
    item.hidden = true;
    return () => { item.hidden = false; };
  }, [reviewId]);
  return listRef;
}

export function ViewerReviewArea({ salonId, heading, summary, list }: Props) {
  const { state } = useVisitor();
  const signedIn = state.status === 'signed-in';
  const { review, canReview, pending, reload } = useOwnReview(salonId, signedIn);
  const listRef = useHiddenListItem(review?.id);

  return (
    <OwnReviewReloadContext.Provider value={reload}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <WriteReviewButton
          salonId={salonId}
          signedIn={signedIn}
          canReview={canReview}
          pending={state.status === 'loading' || pending}
          ownReview={review ? { id: review.id, rating: review.rating, comment: review.comment } : null}
        />
      </div>
      {summary}
      {review ? <OwnReviewCard review={review} /> : null}
      <div ref={listRef} className="contents">{list}</div>
    </OwnReviewReloadContext.Provider>
  );
}
