'use client';
// One review on /yorumlarim: salon, status, stars, date, comment, staff; edit in the review
// modal, delete after 'Bu yorumu silmek istediğinizden emin misiniz?'.
import { useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Pencil, Trash2 } from 'lucide-react';
import { deleteReviewAction } from '@/features/reviews/actions.public';
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';
import type { CustomerReviewListItem } from '@/features/reviews/server/reviews';
import { formatInstantDate } from '@/platform/time/format-date';
import { ReviewFormDialog } from './review-form-dialog';
import { ReviewStars } from '@/components/kit/review-stars';
import { ReviewStatusBadge } from './review-status-badge';

export function MyReviewItem({ review }: { review: CustomerReviewListItem }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [isPending, startTransition] = useTransition();

  function remove() {
    startTransition(async () => {
      const result = await deleteReviewAction({ reviewId: review.id }).catch(() => null);
      if (!result) {
        // No answer: keep the page and the dialog for a retry (a refresh offline loads the browser's error page).
        toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
        return;
      }
      if (result.ok) toast({ title: 'Yorum başarıyla silindi.' });
      else toast({ title: 'Hata', description: result.error || 'Yorum silinemedi', variant: 'destructive' });
      setConfirming(false);
      router.refresh();
    });
  }

  return (
    <li className="rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid="my-review">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Link href={`/salon/${review.salonId}`} className="hover:text-primary hover:underline">{review.salonName}</Link>
        </h2>
        <ReviewStatusBadge status={review.status} />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <ReviewStars rating={review.rating} />
        <time dateTime={review.createdAt}>{formatInstantDate(review.createdAt)}</time>
        {review.staffName ? <span>Personel: {review.staffName}</span> : null}
      </div>
      <p className="user-text mt-2 whitespace-pre-line">{review.comment}</p>
      <div className="mt-3 flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Düzenle
        </Button>
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Sil
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Yorumu Sil</AlertDialogTitle>
              <AlertDialogDescription>Bu yorumu silmek istediğinizden emin misiniz?</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isPending}>Vazgeç</AlertDialogCancel>
              <Button variant="destructive" onClick={remove} disabled={isPending}>
                {isPending ? 'Siliniyor...' : 'Sil'}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
      <ReviewFormDialog
        target={{ mode: 'edit', reviewId: review.id, rating: review.rating || 5, comment: review.comment }}
        open={editing}
        onOpenChange={setEditing}
      />
    </li>
  );
}
