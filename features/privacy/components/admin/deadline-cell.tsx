// The deadline column of /admin/kvkk: the due date, and for an open request how it stands — past
// (red), within 7 days (amber, with the days left) — so the work that is late or close is seen
// first. In words as well as colour. Server component; `now` comes from the page.
import { Badge } from '@/components/ui/badge';
import { daysLeft, deadlineOf } from '@/features/privacy/rules/requests';
import type { KvkkRequestView } from '@/features/privacy/types';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });

export function DeadlineCell({ request, now }: { request: Pick<KvkkRequestView, 'status' | 'dueAt'>; now: Date }) {
  if (!request.dueAt) return <span className="text-muted-foreground">Doğrulama bekleniyor</span>;
  const dueAt = new Date(request.dueAt);
  const state = deadlineOf({ status: request.status, dueAt }, now);
  const left = daysLeft(dueAt, now);
  return (
    <span className="grid justify-items-start gap-1" data-testid="kvkk-deadline" data-deadline={state ?? 'none'}>
      <span className="whitespace-nowrap">{dateFormat.format(dueAt)}</span>
      {state === 'overdue' ? <Badge variant="danger-soft">{-left >= 1 ? `Süresi geçti (${-left} gün)` : 'Süresi geçti'}</Badge> : null}
      {state === 'soon' ? <Badge variant="warning-soft">{left <= 0 ? 'Bugün son gün' : `${left} gün kaldı`}</Badge> : null}
    </span>
  );
}
