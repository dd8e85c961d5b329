// Appointment status as the customer reads it (spec 1 §4).
import { Badge } from '@/components/ui/badge';
import type { AppointmentStatus } from '@/lib/db/schema';

const LABELS: Record<AppointmentStatus, { label: string; variant: 'info-soft' | 'success-soft' | 'warning-soft' | 'danger-soft' | 'secondary' }> = {
  scheduled: { label: 'Planlandı', variant: 'info-soft' },
  confirmed: { label: 'Onaylandı', variant: 'success-soft' },
  pending: { label: 'Beklemede', variant: 'warning-soft' },
  cancelled: { label: 'İptal Edildi', variant: 'danger-soft' },
  completed: { label: 'Tamamlandı', variant: 'secondary' },
  no_show: { label: 'Gelmedi', variant: 'danger-soft' },
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { label, variant } = LABELS[status] ?? LABELS.pending;
  return <Badge variant={variant}>{label}</Badge>;
}
