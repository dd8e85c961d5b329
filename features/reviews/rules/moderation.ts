// Review moderation (spec 2 §4): approved null = pending (Beklemede), true = approved
// (Onaylandı), false = rejected (Reddedildi). Pending → approved or rejected; rejected →
// approved; approved → pending ('make passive'); delete from any state. Pure and browser-safe.
import type { ReviewStatus } from '@/platform/db/schema';

export type ReviewMove = 'approve' | 'reject' | 'unpublish';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

/** Which states each move starts from, and where it leads. */
export const REVIEW_MOVES: Record<ReviewMove, { from: readonly ReviewStatus[]; to: ReviewStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  unpublish: { from: ['approved'], to: 'pending' },
};

/** Spec 2 §8's messages, shown when a move (or the delete) fails. */
export const REVIEW_ERRORS: Record<ReviewMove | 'delete', string> = {
  approve: 'Yorum onaylanırken bir hata oluştu.',
  reject: 'Yorum reddedilirken bir hata oluştu.',
  unpublish: 'Yorum pasif yapılırken bir hata oluştu.',
  delete: 'Yorum silinirken bir hata oluştu.',
};

export const REVIEW_SUCCESS: Record<ReviewMove | 'delete', string> = {
  approve: 'Yorum onaylandı',
  reject: 'Yorum reddedildi',
  unpublish: 'Yorum pasif yapıldı',
  delete: 'Yorum silindi',
};

export function movesFrom(status: ReviewStatus): ReviewMove[] {
  return (Object.keys(REVIEW_MOVES) as ReviewMove[]).filter((move) => REVIEW_MOVES[move].from.includes(status));
}

export function canMove(status: ReviewStatus, move: ReviewMove): boolean {
  return REVIEW_MOVES[move].from.includes(status);
}

/** The approved column's value for a status (the table's check keeps both in step). */
export function approvedFor(status: ReviewStatus): boolean | null {
  return status === 'pending' ? null : status === 'approved';
}

/** The operator removing a salon's public reply ('Salonun yanıtı') to a review. */
export const REPLY_REMOVE_SUCCESS = 'Salonun yanıtı kaldırıldı';
export const REPLY_REMOVE_ERROR = 'Yanıt bulunamadı';
