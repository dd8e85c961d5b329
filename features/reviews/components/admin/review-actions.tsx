'use client';
// A review's moderation buttons: only the moves its state allows (spec 2 §4), delete in any
// state after a confirmation that names the customer and the salon, and, when the salon has
// answered it, removing that reply (also confirmed).
import { deleteReviewAction, moveReviewAction, removeReplyAction } from '@/features/reviews/actions.admin';
import { Button } from '@/components/ui/button';
import { movesFrom, REPLY_REMOVE_SUCCESS, REVIEW_SUCCESS, type ReviewMove } from '@/features/reviews/rules/moderation';
import type { ReviewStatus } from '@/platform/db/schema';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { RunActionButton } from '@/components/kit/run-action-button';

const MOVE_BUTTONS: Record<ReviewMove, { label: string; busy: string; variant: 'default' | 'outline' }> = {
  approve: { label: 'Onayla', busy: 'Onaylanıyor...', variant: 'default' },
  reject: { label: 'Reddet', busy: 'Reddediliyor...', variant: 'outline' },
  unpublish: { label: 'Pasif Yap', busy: 'Pasif yapılıyor...', variant: 'outline' },
};

interface Props {
  id: string;
  status: ReviewStatus;
  customerName: string;
  salonName: string;
  hasReply: boolean;
}

export function ReviewActions({ id, status, customerName, salonName, hasReply }: Props) {
  const who = `${customerName} - ${salonName}`;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {movesFrom(status).map((move) => (
        <RunActionButton key={move} size="sm" variant={MOVE_BUTTONS[move].variant} aria-label={`${who} yorumunu ${MOVE_BUTTONS[move].label.toLocaleLowerCase('tr-TR')}`}
          busyLabel={MOVE_BUTTONS[move].busy} successMessage={REVIEW_SUCCESS[move]} run={() => moveReviewAction({ id, move })}>
          {MOVE_BUTTONS[move].label}
        </RunActionButton>
      ))}
      {hasReply ? (
        <ConfirmAction
          trigger={<Button variant="outline" size="sm" aria-label={`${who} yorumuna salonun yanıtını kaldır`}>Yanıtı Kaldır</Button>}
          title="Salonun yanıtı kaldırılsın mı?"
          description={`${salonName} salonunun ${customerName} kullanıcısının yorumuna yazdığı yanıt salon sayfasından kaldırılacak. Yorum yerinde kalır.`}
          confirmLabel="Yanıtı Kaldır"
          busyLabel="Kaldırılıyor..."
          run={() => removeReplyAction({ id })}
          successMessage={REPLY_REMOVE_SUCCESS}
        />
      ) : null}
      <ConfirmAction
        trigger={<Button variant="ghost" size="sm" className="text-destructive" aria-label={`${who} yorumunu sil`}>Sil</Button>}
        title="Yorum silinsin mi?"
        description={`${customerName} kullanıcısının ${salonName} için yazdığı yorum kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
        confirmLabel="Sil"
        busyLabel="Siliniyor..."
        run={() => deleteReviewAction({ id })}
        successMessage={REVIEW_SUCCESS.delete}
      />
    </div>
  );
}
