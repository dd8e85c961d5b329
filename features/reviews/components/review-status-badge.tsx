// Moderation status of a customer's own review (spec 1: approved, pending, rejected).
import { Badge } from '@/components/ui/badge';
import type { ReviewStatus } from '@/platform/db/schema';

const LABELS: Record<ReviewStatus, { label: string; variant: 'success-soft' | 'warning-soft' | 'danger-soft' }> = {
  approved: { label: 'Onaylandı', variant: 'success-soft' },
  pending: { label: 'Onay Bekliyor', variant: 'warning-soft' },
  rejected: { label: 'Reddedildi', variant: 'danger-soft' },
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { label, variant } = LABELS[status] ?? LABELS.pending;
  return <Badge variant={variant}>{label}</Badge>;
}
