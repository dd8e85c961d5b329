'use client';
// The sheet's buttons, each shown only when the appointment's status allows it now
// (features/appointments/rules/status.ts, answered by the server with the detail) and only to users with the
// appointments edit right: 'Onayla', 'Tamamlandı', 'Gelmedi', 'Taşı' (new date, time or
// staff member) and 'İptal Et' (with a required reason, confirmed first). Busy states, a
// toast with the result, then the grid is re-read and the sheet shows the new state.
import { Check, CheckCheck, MoveRight, UserX } from 'lucide-react';
import {
  appointmentDetailAction, completeAppointmentAction, confirmAppointmentAction, moveAppointmentAction, noShowAppointmentAction,
} from '@/features/appointments/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import { useAdminAction } from '@/components/kit/use-action';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';
import type { SalonTransition } from '@/features/appointments/rules/status';
import type { CalendarService, CalendarStaff } from '@/features/appointments/server/calendar';
import { movePanelAppointmentSchema, SALON_TIME_STEP_MINUTES } from '@/features/appointments/schema.panel';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { SelectField } from './select-field';

/** The detail the sheet shows, as appointmentDetailAction answers it. */
export type AppointmentDetail = Extract<Awaited<ReturnType<typeof appointmentDetailAction>>, { ok: true }>['data'];

const STATUS_BUTTONS: Record<Exclude<SalonTransition, 'cancel'>, {
  label: string; success: string; icon: typeof Check; run: (input: { id: string }) => Promise<ActionResult<unknown>>;
}> = {
  confirm: { label: 'Onayla', success: 'Randevu onaylandı', icon: Check, run: confirmAppointmentAction },
  complete: { label: 'Tamamlandı', success: 'Randevu tamamlandı olarak işaretlendi', icon: CheckCheck, run: completeAppointmentAction },
  no_show: { label: 'Gelmedi', success: 'Müşteri gelmedi olarak işaretlendi', icon: UserX, run: noShowAppointmentAction },
};

interface Props {
  detail: AppointmentDetail;
  staff: CalendarStaff[];
  services: CalendarService[];
  /** Re-reads the detail after a change. */
  onChanged: () => Promise<void>;
}

export function AppointmentActions({ detail, staff, services, onChanged }: Props) {
  const quick = detail.transitions.filter((t): t is Exclude<SalonTransition, 'cancel'> => t !== 'cancel');
  const canCancel = detail.transitions.includes('cancel');
  if (quick.length === 0 && !canCancel && !detail.movable) {
    return <p className="text-sm text-muted-foreground">Bu randevunun durumu değiştirilemez.</p>;
  }
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap sm:justify-end">
      {quick.map((t) => <StatusButton key={t} id={detail.id} transition={t} onChanged={onChanged} />)}
      {detail.movable ? <MoveDialog detail={detail} staff={staff} services={services} onChanged={onChanged} /> : null}
      {canCancel ? <CancelAppointmentDialog id={detail.id} customerName={detail.customerName} onChanged={onChanged} /> : null}
    </div>
  );
}

function StatusButton({ id, transition, onChanged }: { id: string; transition: Exclude<SalonTransition, 'cancel'>; onChanged: () => Promise<void> }) {
  const { label, success, icon: Icon, run } = STATUS_BUTTONS[transition];
  const { busy, execute } = useAdminAction(success);
  return (
    <Button variant={transition === 'no_show' ? 'outline' : 'default'} disabled={busy}
      onClick={async () => { if (await execute(() => run({ id }))) await onChanged(); }}>
      <Icon aria-hidden="true" /> {busy ? 'İşleniyor...' : label}
    </Button>
  );
}

function MoveDialog({ detail, staff, services, onChanged }: Omit<Props, 'onChanged'> & { onChanged: () => Promise<void> }) {
  const service = services.find((s) => s.id === detail.serviceId);
  const givers = service ? staff.filter((m) => service.staffIds.includes(m.id)) : staff;
  const staffId = givers.some((m) => m.id === detail.staffId) ? (detail.staffId ?? '') : '';
  return (
    <FormDialog title="Randevuyu Taşı" description={`${detail.customerName} · ${detail.serviceName}`}
      trigger={<Button variant="outline"><MoveRight aria-hidden="true" /> Taşı</Button>}
      schema={movePanelAppointmentSchema}
      defaultValues={{ id: detail.id, date: detail.date, startTime: detail.startTime, staffId }}
      action={async (input) => {
        const result = await moveAppointmentAction(input);
        if (result.ok) await onChanged();
        return result;
      }}
      submitLabel="Taşı" busyLabel="İşleniyor..." successMessage="Randevu taşındı">
      {(form) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <FormInput form={form} name="date" label="Tarih" type="date" />
            <FormInput form={form} name="startTime" label="Başlangıç" type="time" step={SALON_TIME_STEP_MINUTES * 60} />
          </div>
          <SelectField form={form} name="staffId" label="Personel" placeholder={staffId ? undefined : 'Personel seçin'}
            options={givers.map((m) => ({ value: m.id, label: m.name }))} />
          <p className="text-xs text-muted-foreground">Süre aynı kalır. Müşteriye yeni saat e-postayla bildirilir.</p>
        </>
      )}
    </FormDialog>
  );
}
