// Approved reviews of a salon, 10 a page, reviewer names masked ('Ay***'), each with
// 'Onaylı müşteri' when it applies and the salon's reply under it. Comments and replies are
// rendered as text: markup typed shows as typed and is never interpreted.
import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ReviewPage } from '@/features/reviews/server/reviews';
import { formatInstantDate } from '@/platform/time/format-date';
import { ReviewReplyBlock, VerifiedCustomerBadge } from './review-reply';
import { ReviewStars } from '@/components/kit/review-stars';

interface Props {
  page: ReviewPage;
  /** Builds the link of another page of reviews. */
  pageHref: (page: number) => string;
}

export function ReviewList({ page, pageHref }: Props) {
  if (page.total === 0) return <p className="text-muted-foreground">Henüz yorum bulunmuyor.</p>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="Onaylanmış yorumlar">
        {page.reviews.map((review) => (
          <li key={review.id} className="rounded-xl border p-4" data-testid="public-review" data-review-id={review.id}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex flex-wrap items-center gap-2">
                <span className="user-text font-semibold">{review.reviewerName}</span>
                {review.verified ? <VerifiedCustomerBadge /> : null}
              </p>
              <time dateTime={review.createdAt} className="text-sm text-muted-foreground">{formatInstantDate(review.createdAt)}</time>
            </div>
            <div className="mt-1"><ReviewStars rating={review.rating} /></div>
            <p className="user-text mt-2 whitespace-pre-line">{review.comment}</p>
            {review.reply ? <ReviewReplyBlock reply={review.reply} /> : null}
          </li>
        ))}
      </ul>
      {page.pageCount > 1 ? (
        <nav aria-label="Yorum sayfaları" className="flex items-center justify-between gap-2">
          <PageLink href={page.page > 1 ? pageHref(page.page - 1) : null} label="Önceki">
            <ChevronLeft aria-hidden="true" /> Önceki
          </PageLink>
          <span className="text-sm text-muted-foreground">Sayfa {page.page} / {page.pageCount}</span>
          <PageLink href={page.page < page.pageCount ? pageHref(page.page + 1) : null} label="Sonraki">
            Sonraki <ChevronRight aria-hidden="true" />
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

function PageLink({ href, label, children }: { href: string | null; label: string; children: React.ReactNode }) {
  if (!href) {
    return <Button variant="outline" size="sm" disabled aria-label={label}>{children}</Button>;
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} scroll={false} aria-label={label}>{children}</Link>
    </Button>
  );
}
