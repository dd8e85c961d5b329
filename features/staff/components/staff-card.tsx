'use client';
// One staff member on /panel/personel: name, position, status, the services they give, their
// week and time off still to come, with the actions the user has the right to (the others
// are not shown; the server checks the rights again).
import { CalendarOff, Pencil, Percent } from 'lucide-react';
import { ActiveBadge, DeactivateButton, ReactivateButton } from '@/components/kit/active-status';
import { CardHeading } from '@/components/kit/card-heading';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PanelStaffMember } from '@/features/staff/server/staff';
import { setStaffActiveAction } from '@/features/staff/actions.panel';
import { CommissionDialog } from './commission-dialog';
import { DeactivateStaffDialog } from './deactivate-staff-dialog';
import { StaffFormDialog, type StaffFormContext } from './staff-form-dialog';
import { clipLongWords, staffName } from './staff-name';
import { TimeOffDialog } from './time-off-dialog';
import { TimeOffList } from './time-off-list';
import { WeekSummary } from './week-summary';

export interface StaffRights {
  create: boolean;
  edit: boolean;
  timeOff: boolean;
  deactivate: boolean;
}

export function StaffCard({ member, rights, context, today }: {
  member: PanelStaffMember; rights: StaffRights; context: StaffFormContext; today: string;
}) {
  const name = staffName(member);
  const servicesText = member.services.length > 0
    ? member.services.map((s) => (s.isActive ? s.name : `${s.name} (pasif)`)).join(', ')
    : context.mapsServices ? 'Hizmet seçilmedi' : 'Pozisyonuna göre eşleştirilir';

  return (
    <Card className="grid gap-4 p-4">
      <CardHeading title={name} detail={member.position} badge={<ActiveBadge active={member.isActive} />} />

      <div className="grid gap-1">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Hizmetler</h3>
        <p className={`user-text text-sm ${member.services.length === 0 ? 'text-muted-foreground' : ''}`}>{servicesText}</p>
      </div>

      <div className="grid gap-1">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Çalışma saatleri</h3>
        <WeekSummary week={member.week} />
      </div>

      {member.timeOff.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">İzinler</h3>
          <TimeOffList staffId={member.id} timeOff={member.timeOff} canRemove={rights.timeOff} />
        </div>
      ) : null}

      {member.isActive && member.futureAppointmentCount > 0 ? (
        <p className="text-sm text-muted-foreground">İleri tarihli {member.futureAppointmentCount} randevu</p>
      ) : null}

      {rights.edit || rights.timeOff || rights.deactivate ? (
        <div className="flex flex-wrap gap-2">
          {rights.edit ? (
            // Keyed by the data: a form keeps its first defaults, so new data needs a new form.
            <StaffFormDialog key={JSON.stringify(member)} member={member} context={context}
              trigger={<Button size="sm" variant="outline" aria-label={`${name} bilgilerini düzenle`}><Pencil aria-hidden="true" />Düzenle</Button>} />
          ) : null}
          {rights.edit ? (
            <CommissionDialog key={`${member.commissionServicePercent}/${member.commissionProductPercent}`} staffId={member.id} staffName={name}
              servicePercent={member.commissionServicePercent} productPercent={member.commissionProductPercent}
              trigger={<Button size="sm" variant="outline" aria-label={`${name} prim oranları`}><Percent aria-hidden="true" />Prim</Button>} />
          ) : null}
          {rights.timeOff && member.isActive ? (
            <TimeOffDialog staffId={member.id} staffName={clipLongWords(name)} today={today}
              trigger={<Button size="sm" variant="outline" aria-label={`${name} için izin ekle`}><CalendarOff aria-hidden="true" />İzin ekle</Button>} />
          ) : null}
          {rights.deactivate ? (member.isActive ? (
            <DeactivateStaffDialog staffId={member.id} staffName={name} trigger={<DeactivateButton name={name} />} />
          ) : (
            <ReactivateButton name={name} successMessage="Personel aktif yapıldı"
              run={() => setStaffActiveAction({ staffId: member.id, isActive: true })} />
          )) : null}
        </div>
      ) : null}
    </Card>
  );
}
