'use client';
// The add/edit review modal: 1–5 stars and a 10–500 character comment with an n / 500 counter.
// A new or edited review waits for moderation, which the success toast says.
import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { createReviewAction, updateReviewAction } from '@/features/reviews/actions.public';
import { useAuthDialog } from '@/features/accounts/components/shared/auth-dialog-provider';
import { parseOrToast, showValidationError } from '@/components/kit/validation-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useReloadOwnReview } from './own-review-context';
import { COMMENT_MAX, createReviewSchema, updateReviewSchema } from '@/features/reviews/schema';
import { StarRatingInput } from './star-rating-input';

export type ReviewFormTarget =
  | { mode: 'create'; salonId: string }
  | { mode: 'edit'; reviewId: string; rating: number; comment: string };

interface Props {
  target: ReviewFormTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ReviewFormDialog({ target, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every opening starts from the saved values. */}
        {open ? <ReviewForm target={target} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ target, onDone }: { target: ReviewFormTarget; onDone: () => void }) {
  const router = useRouter();
  const reloadOwnReview = useReloadOwnReview();
  const auth = useAuthDialog();
  const editing = target.mode === 'edit';
  const [rating, setRating] = useState(editing ? target.rating : 0);
  const [comment, setComment] = useState(editing ? target.comment : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPending, startTransition] = useTransition();
  const failedMessage = editing ? 'Yorum güncellenirken bir hata oluştu.' : 'Yorum gönderilirken bir hata oluştu';

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = editing ? { reviewId: target.reviewId, rating, comment } : { salonId: target.salonId, rating, comment };
    const parsed = editing ? parseOrToast(updateReviewSchema, input) : parseOrToast(createReviewSchema, input);
    setErrors(parsed.ok ? {} : parsed.fieldErrors);
    if (!parsed.ok) return;
    startTransition(async () => {
      try {
        const result = editing
          ? await updateReviewAction(input)
          : await createReviewAction(input);
        if (result.ok) {
          toast(editing
            ? { title: 'Yorum başarıyla güncellendi.', description: 'Yorumunuz onaylandıktan sonra yeniden yayınlanacaktır.' }
            : { title: 'Yorumunuz gönderildi', description: 'Yorumunuz onaylandıktan sonra yayınlanacaktır.' });
          onDone();
          router.refresh();
          reloadOwnReview();
        } else if (result.status === 401) {
          toast({ title: 'Hata', description: result.error, variant: 'destructive' }); // 'Lütfen önce giriş yapın'
          onDone();
          void auth.open('login');
        } else if (result.status === 409) {
          toast({ title: 'Zaten yorumunuz var', description: 'Mevcut yorumunuzu düzenleyebilirsiniz.', variant: 'destructive' });
          onDone();
          router.refresh();
          reloadOwnReview();
        } else if (result.status === 400 && result.fieldErrors) {
          setErrors(result.fieldErrors);
          showValidationError(result.error);
        } else {
          toast({ title: 'Hata', description: result.error || failedMessage, variant: 'destructive' });
        }
      } catch {
        toast({ title: 'Hata', description: failedMessage, variant: 'destructive' });
      }
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? 'Yorumu Düzenle' : 'Yorum Ekle'}</DialogTitle>
        <DialogDescription>Yorumunuz onaylandıktan sonra salon sayfasında yayınlanır.</DialogDescription>
      </DialogHeader>
      <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
      <div className="grid gap-1.5">
        <Label htmlFor="review-comment">Yorumunuz</Label>
        <Textarea
          id="review-comment"
          name="comment"
          rows={5}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder="Deneyiminizi diğer müşterilerle paylaşın (en az 10 karakter)"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? 'review-comment-error review-comment-count' : 'review-comment-count'}
        />
        <div className="flex justify-between gap-2 text-sm">
          <span id="review-comment-error" className="text-destructive">{errors.comment}</span>
          <span id="review-comment-count" className="shrink-0 text-muted-foreground">
            {comment.length} / {COMMENT_MAX}
          </span>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>Vazgeç</Button>
        <Button type="submit" variant="brand" disabled={isPending}>
          {isPending ? 'Kaydediliyor...' : editing ? 'Güncelle' : 'Gönder'}
        </Button>
      </DialogFooter>
    </form>
  );
}
