'use client';
// Writing or editing the salon's public reply to a review, for users with the 'review.reply'
// right: THE form dialog of the back-office, checked with the server action's own schema.
import { Pencil, Reply } from 'lucide-react';
import { saveReviewReplyAction } from '@/features/reviews/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormTextarea } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import { REPLY_MAX, reviewReplySchema } from '@/features/reviews/schema.panel';

export function ReplyEditor({ reviewId, reply, who }: { reviewId: string; reply: string | null; who: string }) {
  return (
    <FormDialog
      title={reply ? 'Yanıtı Düzenle' : 'Yorumu Yanıtla'}
      description="Yanıtınız salon sayfanızda bu yorumun altında 'Salonun yanıtı' olarak herkese görünür."
      // The name starts with the words on the button (a voice user says what she sees), then whose review.
      trigger={(
        <Button variant="outline" size="sm" aria-label={`${reply ? 'Yanıtı Düzenle' : 'Yanıtla'}: ${who} yorumu`}>
          {reply ? <Pencil aria-hidden="true" /> : <Reply aria-hidden="true" />}{reply ? 'Yanıtı Düzenle' : 'Yanıtla'}
        </Button>
      )}
      schema={reviewReplySchema}
      defaultValues={{ reviewId, reply: reply ?? '' }}
      action={saveReviewReplyAction}
      submitLabel="Yayınla"
      busyLabel="Yayınlanıyor..."
      successMessage="Yanıtınız yayınlandı"
    >
      {(form) => (
        <FormTextarea form={form} name="reply" label="Salonun yanıtı" rows={6} maxLength={REPLY_MAX}
          placeholder="Örn. Değerli yorumunuz için teşekkür ederiz, sizi yeniden ağırlamaktan mutluluk duyarız." />
      )}
    </FormDialog>
  );
}
