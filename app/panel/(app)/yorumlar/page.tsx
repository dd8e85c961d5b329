// /panel/yorumlar: the salon's published reviews with their rating summary, newest first, 20 a
// page, each with 'Onaylı müşteri' when it applies and the salon's public reply ('Salonun
// yanıtı'), which users with the rights write, edit and remove. The page lives in the URL; a
// page past the end goes to the last one.
import type { Metadata } from 'next';
import { redirect, RedirectType } from 'next/navigation';
import { PANEL_REVIEWS_PATH, PanelReviewList } from '@/features/reviews/components/panel/panel-review-list';
import type { RawSearchParams } from '@/platform/http/table-query';
import { tableHref } from '@/components/kit/table-url';
import { listPanelReviews } from '@/features/reviews/server/panel-reviews';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { parseReviewListPage } from '@/features/reviews/schema.panel';

export const metadata: Metadata = { title: 'Yorumlar' };

export default async function PanelReviewsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const user = await requireSalonUser('page.reviews');
  const params = await searchParams;
  const requested = parseReviewListPage(params);
  const page = await listPanelReviews(user.salonId, requested);
  if (requested > page.pageCount) redirect(tableHref(PANEL_REVIEWS_PATH, params, { page: page.pageCount }), RedirectType.replace);
  return (
    <PanelReviewList page={page} searchParams={params}
      rights={{ reply: holdsRight(user.permissions, 'review.reply'), removeReply: holdsRight(user.permissions, 'review.removeReply') }} />
  );
}
