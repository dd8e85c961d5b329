// The two things a salon adds to a published review, shown the same way on the public salon
// page and in the panel: 'Onaylı müşteri' (the author had a completed appointment there before
// writing it, computed by the query) and the salon's public reply with its date. Text only:
// what the salon typed shows as typed and wraps.
import { Badge } from '@/components/ui/badge';
import type { ReviewReply } from '@/features/reviews/server/reviews';
import { formatInstantDate } from '@/platform/time/format-date';

export function VerifiedCustomerBadge() {
  return (
    <Badge variant="success-soft" title="Bu salonda tamamlanmış randevusu olan müşteri" data-testid="verified-customer">
      Onaylı müşteri
    </Badge>
  );
}

export function ReviewReplyBlock({ reply }: { reply: ReviewReply }) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-primary/40 bg-muted/50 px-3 py-2" data-testid="review-reply">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-semibold">Salonun yanıtı</span>
        <time dateTime={reply.at} className="text-xs text-muted-foreground">{formatInstantDate(reply.at)}</time>
      </p>
      <p className="user-text mt-1 whitespace-pre-line text-sm">{reply.text}</p>
    </div>
  );
}
