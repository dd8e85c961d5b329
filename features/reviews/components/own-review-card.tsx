'use client';
// The signed-in customer's own review on the salon page, shown whatever its moderation status
// (a pending review is visible to its author only), with edit and delete.
import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLoadOnDemand } from '@/components/ui/use-load-on-demand';
import type { ReviewStatus } from '@/platform/db/schema';
import { formatInstantDate } from '@/platform/time/format-date';
import { LazyDeleteReviewPhoneDialog, LazyReviewFormDialog, loadDeleteReviewPhoneDialog, loadReviewFormDialog } from './lazy-dialogs';
import { ReviewStars } from '@/components/kit/review-stars';
import { ReviewStatusBadge } from './review-status-badge';

export interface OwnReviewView {
  id: string;
  rating: number;
  comment: string;
  status: ReviewStatus;
  createdAt: string;
}

export function OwnReviewCard({ review }: { review: OwnReviewView }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Each dialog opens once its code is here; a failed download is a toast with 'Tekrar dene'.
  const { loading, load } = useLoadOnDemand();
  async function edit() {
    if (await load(loadReviewFormDialog, { title: 'Form yüklenemedi', retry: () => void edit() })) setEditing(true);
  }
  async function remove() {
    if (await load(loadDeleteReviewPhoneDialog, { title: 'Form yüklenemedi', retry: () => void remove() })) setDeleting(true);
  }
  return (
    <article aria-labelledby="own-review-title" className="rounded-xl border border-primary/30 bg-accent/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="own-review-title" className="font-semibold">Yorumunuz</h3>
        <ReviewStatusBadge status={review.status} />
      </div>
      <div className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
        <ReviewStars rating={review.rating} />
        <time dateTime={review.createdAt}>{formatInstantDate(review.createdAt)}</time>
      </div>
      <p className="user-text mt-2 whitespace-pre-line">{review.comment}</p>
      {review.status === 'pending' ? (
        <p className="mt-2 text-sm text-muted-foreground">Yorumunuz onaylandıktan sonra herkes tarafından görülebilecek.</p>
      ) : null}
      {review.status === 'rejected' ? (
        <p className="mt-2 text-sm text-muted-foreground">Yorumunuz yayınlanmadı. Düzenleyip yeniden onaya gönderebilirsiniz.</p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button variant="outline" size="sm" aria-busy={loading} onClick={() => void edit()}>
          <Pencil aria-hidden="true" />
          Düzenle
        </Button>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" aria-busy={loading} onClick={() => void remove()}>
          <Trash2 aria-hidden="true" />
          Sil
        </Button>
      </div>
      {editing ? (
        <LazyReviewFormDialog
          target={{ mode: 'edit', reviewId: review.id, rating: review.rating, comment: review.comment }}
          open
          onOpenChange={setEditing}
        />
      ) : null}
      {deleting ? <LazyDeleteReviewPhoneDialog reviewId={review.id} open onOpenChange={setDeleting} /> : null}
    </article>
  );
}
