// Appointment status as the customer and the salon read it (spec 1 §4 plus 'Gelmedi'); the
// words are features/appointments/rules/status.ts STATUS_LABELS, the one list of them. A salon's cancellation
// is told with its reason.
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS, type AppointmentStatus } from '@/features/appointments/rules/status';

type Variant = 'info-soft' | 'success-soft' | 'warning-soft' | 'danger-soft' | 'secondary';

const VARIANTS: Record<AppointmentStatus, Variant> = {
  scheduled: 'info-soft',
  confirmed: 'success-soft',
  pending: 'warning-soft',
  cancelled: 'danger-soft',
  completed: 'secondary',
  no_show: 'danger-soft',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const known = status in STATUS_LABELS ? status : 'pending';
  return <Badge variant={VARIANTS[known]}>{STATUS_LABELS[known]}</Badge>;
}

/** 'Salon tarafından iptal edildi: {reason}' (the reason is the salon's own words). */
export function salonCancellationText(reason: string | null): string {
  return reason ? `Salon tarafından iptal edildi: ${reason}` : 'Salon tarafından iptal edildi.';
}

export function SalonCancellationNote({ reason, className }: { reason: string | null; className?: string }) {
  return (
    <p className={`user-text rounded-md bg-red-50 p-3 text-sm text-red-900 ${className ?? ''}`} role="note" data-testid="salon-cancellation">
      {salonCancellationText(reason)}
    </p>
  );
}
