'use client';
// The sheet's buttons, each shown only when the appointment's status allows it now
// (features/appointments/rules/status.ts, answered by the server with the detail) and only to users with the
// appointments edit right: 'Onayla', 'Tamamlandı' and 'Gelmedi' (each asked first: issue 28),
// 'Geri Al' for either on the appointment's own day, 'Taşı' (new date, time or staff member)
// and 'İptal Et' (with a required reason, confirmed first). Busy states, a toast with the
// result, then the grid is re-read and the sheet shows the detail the action answered (read in
// its transaction: no second round trip, issue 35).
import { Check, CheckCheck, MoveRight, Undo2, UserX } from 'lucide-react';
import {
  appointmentDetailAction, completeAppointmentAction, confirmAppointmentAction, moveAppointmentAction, noShowAppointmentAction,
  reopenAppointmentAction,
} from '@/features/appointments/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
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

type QuickTransition = Exclude<SalonTransition, 'cancel'>;

const STATUS_BUTTONS: Record<QuickTransition, {
  label: string; success: string; icon: typeof Check; run: (input: { id: string }) => Promise<ActionResult<AppointmentDetail>>;
  /** Asked first (a mistaken tap is undone only the same day); null: done at once. */
  ask: { title: string; description: string } | null;
}> = {
  confirm: { label: 'Onayla', success: 'Randevu onaylandı', icon: Check, run: confirmAppointmentAction, ask: null },
  complete: {
    label: 'Tamamlandı', success: 'Randevu tamamlandı olarak işaretlendi', icon: CheckCheck, run: completeAppointmentAction,
    ask: { title: 'Randevu tamamlandı olarak işaretlensin mi?', description: 'Gün içinde "Geri Al" ile geri alabilirsiniz.' },
  },
  no_show: {
    label: 'Gelmedi', success: 'Müşteri gelmedi olarak işaretlendi', icon: UserX, run: noShowAppointmentAction,
    ask: { title: 'Müşteri gelmedi olarak işaretlensin mi?', description: 'Gün içinde "Geri Al" ile geri alabilirsiniz.' },
  },
  reopen: {
    label: 'Geri Al', success: 'İşlem geri alındı', icon: Undo2, run: reopenAppointmentAction,
    ask: { title: 'İşlem geri alınsın mı?', description: 'Randevu yeniden onaylı duruma döner.' },
  },
};

interface Props {
  detail: AppointmentDetail;
  staff: CalendarStaff[];
  services: CalendarService[];
  /** Shows the detail an action answered after a change. */
  onChanged: (detail: AppointmentDetail) => void;
}

export function AppointmentActions({ detail, staff, services, onChanged }: Props) {
  const quick = detail.transitions.filter((t): t is QuickTransition => t !== 'cancel');
  const canCancel = detail.transitions.includes('cancel');
  if (quick.length === 0 && !canCancel && !detail.movable) {
    return <p className="text-sm text-muted-foreground">Bu randevunun durumu değiştirilemez.</p>;
  }
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap sm:justify-end">
      {quick.map((t) => <StatusButton key={t} detail={detail} transition={t} onChanged={onChanged} />)}
      {detail.movable ? <MoveDialog detail={detail} staff={staff} services={services} onChanged={onChanged} /> : null}
      {canCancel ? <CancelAppointmentDialog id={detail.id} customerName={detail.customerName} onChanged={onChanged} /> : null}
    </div>
  );
}

function StatusButton({ detail, transition, onChanged }: { detail: AppointmentDetail; transition: QuickTransition; onChanged: Props['onChanged'] }) {
  const { label, success, icon: Icon, run, ask } = STATUS_BUTTONS[transition];
  const { busy, execute } = useAdminAction(success);
  const variant = transition === 'confirm' || transition === 'complete' ? 'default' : 'outline';
  if (ask) {
    return (
      <ConfirmAction
        trigger={<Button variant={variant}><Icon aria-hidden="true" /> {label}</Button>}
        title={ask.title} description={`${detail.customerName} · ${detail.startTime}. ${ask.description}`}
        confirmLabel={label} destructive={false} successMessage={success}
        run={async () => {
          const result = await run({ id: detail.id });
          if (result.ok) onChanged(result.data);
          return result;
        }} />
    );
  }
  return (
    <Button variant={variant} disabled={busy}
      onClick={() => void execute(async () => {
        const result = await run({ id: detail.id });
        if (result.ok) onChanged(result.data);
        return result;
      })}>
      <Icon aria-hidden="true" /> {busy ? 'İşleniyor...' : label}
    </Button>
  );
}

function MoveDialog({ detail, staff, services, onChanged }: Props) {
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
        if (result.ok) onChanged(result.data);
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
