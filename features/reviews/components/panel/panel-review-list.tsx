// The list of /panel/yorumlar: the rating summary as the public page shows it, then a card per
// published review (name masked as on the public page, 'Onaylı müşteri', stars, date, comment,
// the salon's reply) with the reply buttons the user holds the rights to, and paging.
// Server component; the page lives in the URL.
import { MessageSquare } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TablePagination } from '@/components/kit/table-pagination';
import { formatInstantDate } from '@/platform/time/format-date';
import { RatingSummary } from '@/features/reviews/components/rating-summary';
import { ReviewReplyBlock, VerifiedCustomerBadge } from '@/features/reviews/components/review-reply';
import { ReviewStars } from '@/components/kit/review-stars';
import type { RawSearchParams } from '@/platform/http/table-query';
import type { PanelReview, PanelReviewPage } from '@/features/reviews/server/panel-reviews';
import { RemoveReplyButton } from './remove-reply-button';
import { ReplyEditor } from './reply-editor';

export const PANEL_REVIEWS_PATH = '/panel/yorumlar';

export interface ReviewRights {
  reply: boolean;
  removeReply: boolean;
}

export function PanelReviewList({ page, searchParams, rights }: { page: PanelReviewPage; searchParams: RawSearchParams; rights: ReviewRights }) {
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Yorumlar"
        description="Salon sayfanızda yayındaki yorumlar. Her yoruma bir kez, herkesin göreceği bir yanıt yazabilirsiniz." />
      {page.total === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <MessageSquare className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Henüz yorum bulunmuyor.</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Müşterilerinizin yorumları onaylandıktan sonra burada ve salon sayfanızda listelenir.
          </p>
        </div>
      ) : (
        <>
          <section aria-label="Puan özeti" className="rounded-xl border bg-card p-4 sm:p-6">
            <RatingSummary summary={page.summary} />
          </section>
          <ul className="grid gap-3" aria-label="Yorum listesi">
            {page.rows.map((review) => (
              <li key={review.id} className="min-w-0">
                <ReviewCard review={review} rights={rights} />
              </li>
            ))}
          </ul>
          <TablePagination page={page} pathname={PANEL_REVIEWS_PATH} searchParams={searchParams} />
        </>
      )}
    </div>
  );
}

function ReviewCard({ review, rights }: { review: PanelReview; rights: ReviewRights }) {
  const date = formatInstantDate(review.createdAt);
  const who = `${review.reviewerName} (${date})`;
  return (
    <article className="rounded-xl border bg-card p-4" data-testid="panel-review" aria-label={`${who} yorumu`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="user-text font-semibold">{review.reviewerName}</span>
          {review.verified ? <VerifiedCustomerBadge /> : null}
        </p>
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">{date}</time>
      </div>
      <div className="mt-1"><ReviewStars rating={review.rating} /></div>
      <p className="user-text mt-2 whitespace-pre-line" data-testid="review-comment">{review.comment}</p>
      {review.reply ? <ReviewReplyBlock reply={review.reply} /> : null}
      {rights.reply || (rights.removeReply && review.reply) ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {rights.reply ? <ReplyEditor reviewId={review.id} reply={review.reply?.text ?? null} who={who} /> : null}
          {rights.removeReply && review.reply ? <RemoveReplyButton reviewId={review.id} who={who} /> : null}
        </div>
      ) : null}
    </article>
  );
}
