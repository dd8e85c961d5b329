'use client';
// Sections 1 and 2 of the booking form: the service (grouped by category, 'Diğer' when none)
// and the staff member, disabled until a service is chosen and filtered to who gives it.
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { formatPrice } from '@/platform/text/format';
import { BookingSection } from './booking-section';
import type { BookingFormService, BookingFormStaff } from './types';

export const NO_SERVICES_MESSAGE = 'Bu salonda henüz hizmet bulunmamaktadır';
export const NO_STAFF_MESSAGE = 'Bu hizmeti verebilecek personel bulunmamaktadır.';

function byCategory(services: BookingFormService[]): [string, BookingFormService[]][] {
  const groups = new Map<string, BookingFormService[]>();
  for (const s of services) {
    const name = s.categoryName ?? 'Diğer';
    groups.set(name, [...(groups.get(name) ?? []), s]);
  }
  return [...groups];
}

export function ServiceStaffFields({ services, staff, giversByService, serviceId, staffId, onServiceChange, onStaffChange, errors, disabled }: {
  services: BookingFormService[];
  staff: BookingFormStaff[];
  giversByService: Record<string, string[]>;
  serviceId: string;
  staffId: string;
  onServiceChange: (id: string) => void;
  onStaffChange: (id: string) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  // spec §4: with a service, only its givers; without one, every staff member of the salon.
  const givers = serviceId ? new Set(giversByService[serviceId] ?? []) : null;
  const staffOptions = givers ? staff.filter((s) => givers.has(s.id)) : staff;
  const noStaff = Boolean(serviceId) && staffOptions.length === 0;

  return (
    <>
      <BookingSection step={1} title="Hizmet Seçin" id="booking-service" error={errors.serviceId}>
        {services.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_SERVICES_MESSAGE}</p>
        ) : (
          <div className="space-y-2">
            <Label htmlFor="service">Hizmet</Label>
            <NativeSelect id="service" name="serviceId" value={serviceId} disabled={disabled}
              aria-invalid={Boolean(errors.serviceId)} onChange={(e) => onServiceChange(e.target.value)}>
              <option value="">Hizmet seçin</option>
              {byCategory(services).map(([category, items]) => (
                <optgroup key={category} label={category}>
                  {items.map((s) => (
                    <option key={s.id} value={s.id}>{`${s.name} – ${formatPrice(s.price)} (${s.durationMinutes} dk)`}</option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </div>
        )}
      </BookingSection>

      <BookingSection step={2} title="Personel Seçin" id="booking-staff" error={errors.staffId}>
        <div className="space-y-2">
          <Label htmlFor="staff">Personel</Label>
          <NativeSelect id="staff" name="staffId" value={staffId} disabled={disabled || !serviceId || noStaff}
            aria-invalid={Boolean(errors.staffId)} aria-describedby={noStaff ? 'no-staff' : undefined}
            onChange={(e) => onStaffChange(e.target.value)}>
            <option value="">{serviceId ? 'Personel seçin' : 'Önce hizmet seçin'}</option>
            {staffOptions.map((s) => (
              <option key={s.id} value={s.id}>{s.position ? `${s.name} – ${s.position}` : s.name}</option>
            ))}
          </NativeSelect>
          {noStaff && <p id="no-staff" className="text-sm text-muted-foreground">{NO_STAFF_MESSAGE}</p>}
        </div>
      </BookingSection>
    </>
  );
}
