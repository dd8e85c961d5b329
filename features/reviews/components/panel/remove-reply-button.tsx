'use client';
// Removing the salon's public reply to a review, for users with the 'review.removeReply'
// right, after THE confirmation of the back-office. The review itself stays.
import { removeReviewReplyAction } from '@/features/reviews/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';

export function RemoveReplyButton({ reviewId, who }: { reviewId: string; who: string }) {
  return (
    <ConfirmAction
      trigger={<Button variant="ghost" size="sm" className="text-destructive" aria-label={`Yanıtı Kaldır: ${who} yorumu`}>Yanıtı Kaldır</Button>}
      title="Yanıt kaldırılsın mı?"
      description="Yanıtınız salon sayfanızdan kaldırılacak. Yorum yerinde kalır; daha sonra yeniden yanıt yazabilirsiniz."
      confirmLabel="Yanıtı Kaldır"
      busyLabel="Kaldırılıyor..."
      run={() => removeReviewReplyAction({ reviewId })}
      successMessage="Yanıt kaldırıldı"
    />
  );
}
