// An appointment's life (spec 1 §4 plus 'no_show'), the one place that says which status change
// is allowed, by which right, and when. Pure: `now` is a parameter; times are Istanbul's.
//   scheduled → confirmed                     'Onayla'
//   scheduled | confirmed → completed         'Tamamlandı', only once it has started
//   scheduled | confirmed → no_show           'Gelmedi', only once it has started
//   scheduled | confirmed | pending → cancelled   'İptal Et' (the salon gives a reason)
//   completed | no_show → confirmed            'Geri Al', the appointment's own day only (issue 28:
//                                              one mistaken tap could not be undone)
// Everything else (a completed visit cancelled, a no-show confirmed, …) is refused.
import { istanbulClock, istanbulToInstant } from '@/platform/time/istanbul';
import type { PermissionAction, PermissionArea } from '@/platform/access/panel-permissions';

export type AppointmentStatus = 'scheduled' | 'confirmed' | 'pending' | 'cancelled' | 'completed' | 'no_show';
export type SalonTransition = 'confirm' | 'complete' | 'no_show' | 'cancel' | 'reopen';

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Planlandı',
  confirmed: 'Onaylandı',
  pending: 'Beklemede',
  cancelled: 'İptal Edildi',
  completed: 'Tamamlandı',
  no_show: 'Gelmedi',
};

interface Rule {
  from: readonly AppointmentStatus[];
  to: AppointmentStatus;
  /** Only once the appointment's start time has passed. */
  needsStarted: boolean;
  /** Only on the appointment's own day (Istanbul). */
  sameDayOnly?: boolean;
  right: readonly [PermissionArea, PermissionAction];
}

export const TRANSITIONS: Record<SalonTransition, Rule> = {
  confirm: { from: ['scheduled'], to: 'confirmed', needsStarted: false, right: ['appointments', 'edit'] },
  complete: { from: ['scheduled', 'confirmed'], to: 'completed', needsStarted: true, right: ['appointments', 'edit'] },
  no_show: { from: ['scheduled', 'confirmed'], to: 'no_show', needsStarted: true, right: ['appointments', 'edit'] },
  cancel: { from: ['scheduled', 'confirmed', 'pending'], to: 'cancelled', needsStarted: false, right: ['appointments', 'edit'] },
  reopen: { from: ['completed', 'no_show'], to: 'confirmed', needsStarted: false, sameDayOnly: true, right: ['appointments', 'edit'] },
};

/** Statuses a move ('Taşı') applies to: the appointment still holds its time. */
export const MOVABLE_STATUSES: readonly AppointmentStatus[] = ['scheduled', 'confirmed'];

export type TransitionCheck = { ok: true; to: AppointmentStatus } | { ok: false; reason: 'not_allowed' | 'not_started' | 'not_today' };

export function hasStarted(appointment: { date: string; startTime: string }, now: Date): boolean {
  return istanbulToInstant(appointment.date, appointment.startTime).getTime() <= now.getTime();
}

export function checkTransition(
  appointment: { status: AppointmentStatus; date: string; startTime: string }, transition: SalonTransition, now: Date,
): TransitionCheck {
  const rule = TRANSITIONS[transition];
  if (!rule.from.includes(appointment.status)) return { ok: false, reason: 'not_allowed' };
  if (rule.needsStarted && !hasStarted(appointment, now)) return { ok: false, reason: 'not_started' };
  if (rule.sameDayOnly && appointment.date !== istanbulClock(now).date) return { ok: false, reason: 'not_today' };
  return { ok: true, to: rule.to };
}

/** The transitions a salon user may offer for this appointment right now (the detail sheet's buttons). */
export function availableTransitions(
  appointment: { status: AppointmentStatus; date: string; startTime: string }, now: Date,
): SalonTransition[] {
  return (Object.keys(TRANSITIONS) as SalonTransition[]).filter((t) => checkTransition(appointment, t, now).ok);
}

export const TRANSITION_REFUSALS = {
  not_allowed: 'Bu randevunun durumu bu işleme izin vermiyor.',
  not_started: 'Bu işlem randevu saati geldikten sonra yapılabilir.',
  not_today: 'Bu işlem yalnızca randevu günü geri alınabilir.',
} as const;
