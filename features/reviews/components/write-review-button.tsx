'use client';
// 'Yorum Ekle': signed out → the login dialog first, then the review modal; already reviewed
// → 'Zaten yorumunuz var' and the edit modal instead (one review per customer per salon); no
// completed visit at the salon → says so instead of a form the server would refuse (issue 28).
// Signed in through the login dialog, it waits until the visitor's review and visit are known.
// Both dialogs' code is fetched on first use; meanwhile the button shows it is busy (a second
// or more on a slow connection, where a silent button reads as broken). A failed download is a
// toast with 'Tekrar dene', the page stays (components/ui/load-on-demand.ts).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Loader2, MessageSquarePlus } from 'lucide-react';
import { useAuthDialog } from '@/features/accounts/components/shared/auth-dialog-provider';
import { Button, type ButtonProps } from '@/components/ui/button';
import { loadOnDemand } from '@/components/ui/load-on-demand';
import { useLoadOnDemand } from '@/components/ui/use-load-on-demand';
import { toast } from '@/components/ui/use-toast';
import { LazyReviewFormDialog, loadReviewFormDialog } from './lazy-dialogs';
import type { ReviewFormTarget } from './review-form-dialog';
import { NO_VISIT_MESSAGE, NO_VISIT_TITLE, OPEN_REVIEW_FORM_EVENT, REVIEW_FORM_LOADING_EVENT } from '@/features/reviews/types';


function announceLoading(busy: boolean) {
  window.dispatchEvent(new CustomEvent(REVIEW_FORM_LOADING_EVENT, { detail: busy }));
}

export interface OwnReviewSummary {
  id: string;
  rating: number;
  comment: string;
}

interface Props extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  salonId: string;
  signedIn: boolean;
  ownReview: OwnReviewSummary | null;
  /** A completed visit at the salon (known once signed in); without one no form opens. */
  canReview: boolean;
  /** The visitor or their review is still loading: wait rather than guess (login vs edit). */
  pending?: boolean;
}

export function WriteReviewButton({ salonId, signedIn, ownReview, canReview, pending = false, variant = 'brand', size, className }: Props) {
  const auth = useAuthDialog();
  const [target, setTarget] = useState<ReviewFormTarget>({ mode: 'create', salonId });
  const [open, setOpen] = useState(false);
  const { loading, track } = useLoadOnDemand();

  /** Busy (this button and the header's 'Yorum Yaz') while `work` fetches a dialog's code. */
  async function whileLoading<T>(work: () => Promise<T>): Promise<T | null> {
    announceLoading(true);
    try {
      return await track(work);
    } finally {
      announceLoading(false);
    }
  }

  async function showForm(next: ReviewFormTarget) {
    setTarget(next);
    const failure = { title: 'Form yüklenemedi', retry: () => void showForm(next) };
    if (await whileLoading(() => loadOnDemand(loadReviewFormDialog, failure))) setOpen(true);
  }

  async function start() {
    if (loading) return;
    if (!signedIn) {
      toast({ title: 'Giriş Gerekli', description: 'Lütfen önce giriş yapın' });
      // The login dialog says itself when its code cannot load.
      await whileLoading(() => auth.open('login', { onSuccess: () => waitFor('signed-in') }));
      return;
    }
    if (ownReview) {
      toast({ title: 'Zaten yorumunuz var', description: 'Mevcut yorumunuzu düzenleyebilirsiniz.' });
      await showForm({ mode: 'edit', reviewId: ownReview.id, rating: ownReview.rating, comment: ownReview.comment });
    } else if (!canReview) {
      toast({ title: NO_VISIT_TITLE, description: NO_VISIT_MESSAGE });
    } else {
      await showForm({ mode: 'create', salonId });
    }
  }

  // The header button has no access to the session or the own review; it asks this one. Asked
  // while the visitor is still being loaded, it waits (and shows it is busy): acting at once
  // would take a signed-in visitor for a signed-out one and open the login dialog. After the
  // login dialog it waits for the signed-in visitor (the dialog reports success before the page
  // has taken them in) and their review and visit.
  const waiting = useRef<'visitor' | 'signed-in' | null>(null);
  function waitFor(what: 'visitor' | 'signed-in') {
    if (!waiting.current) announceLoading(true);
    waiting.current = what;
  }
  const onRequest = useEffectEvent(() => {
    if (!pending) void start();
    else waitFor('visitor');
  });
  useEffect(() => {
    const handler = () => onRequest();
    window.addEventListener(OPEN_REVIEW_FORM_EVENT, handler);
    return () => window.removeEventListener(OPEN_REVIEW_FORM_EVENT, handler);
  }, []);
  const onKnown = useEffectEvent(() => void start());
  useEffect(() => {
    if (pending || !waiting.current || (waiting.current === 'signed-in' && !signedIn)) return;
    waiting.current = null;
    announceLoading(false);
    onKnown();
  }, [pending, signedIn]);

  const busy = pending || loading;
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => void start()} disabled={busy} aria-busy={busy} data-testid="write-review">
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
        Yorum Ekle
        {loading ? <span className="sr-only">Yükleniyor...</span> : null}
      </Button>
      {open ? <LazyReviewFormDialog target={target} open onOpenChange={setOpen} /> : null}
    </>
  );
}
