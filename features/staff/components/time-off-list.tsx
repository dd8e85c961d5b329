'use client';
// A staff member's time off still to come, each removable (behind the back-office's confirm)
// by users with the right.
import { X } from 'lucide-react';
import { removeStaffTimeOffAction } from '@/features/staff/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/platform/time/calendar';
import type { PanelStaffTimeOff } from '@/features/staff/server/staff';

export function timeOffLabel(t: Pick<PanelStaffTimeOff, 'startDate' | 'endDate'>): string {
  return t.startDate === t.endDate ? formatShortDate(t.startDate) : `${formatShortDate(t.startDate)} – ${formatShortDate(t.endDate)}`;
}

export function TimeOffList({ staffId, timeOff, canRemove }: { staffId: string; timeOff: PanelStaffTimeOff[]; canRemove: boolean }) {
  return (
    <ul className="grid gap-1.5">
      {timeOff.map((t) => (
        <li key={t.id} className="flex items-start justify-between gap-2 rounded-md bg-muted/50 px-2 py-1.5 text-sm">
          <span className="min-w-0">
            <span className="tabular-nums">{timeOffLabel(t)}</span>
            {t.note ? <span className="user-text block text-xs text-muted-foreground">{t.note}</span> : null}
          </span>
          {canRemove ? (
            <ConfirmAction
              trigger={<Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`${timeOffLabel(t)} iznini kaldır`}><X aria-hidden="true" /></Button>}
              title="İzin kaldırılsın mı?"
              description={`${timeOffLabel(t)} tarihli izin kaldırılacak; personel bu günlerde yeniden online randevu alabilir.`}
              confirmLabel="Kaldır" busyLabel="Kaldırılıyor..."
              run={() => removeStaffTimeOffAction({ staffId, timeOffId: t.id })}
              successMessage="İzin kaldırıldı"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
