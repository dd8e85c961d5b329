'use client';
// 'Yorum Ekle': signed out → the login dialog first, then the review modal; already reviewed
// → 'Zaten yorumunuz var' and the edit modal instead (one review per customer per salon).
import { useEffect, useEffectEvent, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { useAuthDialog } from '@/components/account/auth-dialog-provider';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { LazyReviewFormDialog } from './lazy-dialogs';
import type { ReviewFormTarget } from './review-form-dialog';

/** Dispatched on window by the salon header's 'Yorum Yaz': acts as a click on 'Yorum Ekle'. */
export const OPEN_REVIEW_FORM_EVENT = 'salon:open-review-form';

export interface OwnReviewSummary {
  id: string;
  rating: number;
  comment: string;
}

interface Props extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  salonId: string;
  signedIn: boolean;
  ownReview: OwnReviewSummary | null;
  /** The visitor or their review is still loading: wait rather than guess (login vs edit). */
  pending?: boolean;
}

export function WriteReviewButton({ salonId, signedIn, ownReview, pending = false, variant = 'brand', size, className }: Props) {
  const auth = useAuthDialog();
  const [target, setTarget] = useState<ReviewFormTarget>({ mode: 'create', salonId });
  const [open, setOpen] = useState(false);

  function start() {
    if (!signedIn) {
      toast({ title: 'Giriş Gerekli', description: 'Lütfen önce giriş yapın' });
      auth.open('login', {
        onSuccess: () => {
          setTarget({ mode: 'create', salonId });
          setOpen(true);
        },
      });
      return;
    }
    if (ownReview) {
      toast({ title: 'Zaten yorumunuz var', description: 'Mevcut yorumunuzu düzenleyebilirsiniz.' });
      setTarget({ mode: 'edit', reviewId: ownReview.id, rating: ownReview.rating, comment: ownReview.comment });
    } else {
      setTarget({ mode: 'create', salonId });
    }
    setOpen(true);
  }

  // The header button has no access to the session or the own review; it asks this one.
  const onRequest = useEffectEvent(() => start());
  useEffect(() => {
    const handler = () => onRequest();
    window.addEventListener(OPEN_REVIEW_FORM_EVENT, handler);
    return () => window.removeEventListener(OPEN_REVIEW_FORM_EVENT, handler);
  }, []);

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={start} disabled={pending} aria-busy={pending}>
        <MessageSquarePlus aria-hidden="true" />
        Yorum Ekle
      </Button>
      {open ? <LazyReviewFormDialog target={target} open onOpenChange={setOpen} /> : null}
    </>
  );
}
