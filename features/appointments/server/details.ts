import 'server-only';
// One appointment with its salon, service and staff names, as the confirmation and manage pages,
// the .ics file and the booking e-mails show it. One query for all of them.
import { eq, sql, type SQL } from 'drizzle-orm';
import { guestCanCancel } from '@/features/appointments/rules/cancel';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import type { Queryable } from '@/platform/db';
import { appointments, cities, districts, salons, services, staff, type AppointmentStatus } from '@/platform/db/schema';

export interface AppointmentDetails {
  id: string;
  status: AppointmentStatus;
  date: string;
  startTime: string;
  endTime: string;
  customerId: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  notes: string | null;
  totalAmount: number;
  salon: { id: string; name: string; address: string | null; phone: string | null; cityName: string | null; districtName: string | null };
  serviceName: string;
  staffName: string;
  canCancel: boolean;
  /** 'online' (booked by the customer) or 'salon' (written in the salon's panel). */
  source: 'online' | 'salon';
  /** Who cancelled it, and the salon's reason (the customer is told it). */
  cancelledBy: 'customer' | 'salon' | null;
  cancelReason: string | null;
  /** Set only for a guest booking with a private link. */
  hasManageLink: boolean;
}

/** The first appointment matching `where` (a condition on `appointments`), or null. */
export async function loadAppointmentDetails(db: Queryable, where: SQL, now: Date): Promise<AppointmentDetails | null> {
  const [row] = await db
    .select({
      id: appointments.id, status: appointments.status, date: appointments.appointmentDate,
      startTime: appointments.startTime, endTime: appointments.endTime, totalDuration: appointments.totalDuration,
      customerId: appointments.customerId, customerName: appointments.customerName, customerPhone: appointments.customerPhone,
      customerEmail: appointments.customerEmail, notes: appointments.notes, totalAmount: appointments.totalAmount,
      salonId: salons.id, salonName: salons.name, salonAddress: salons.address, salonPhone: salons.phone,
      cityName: cities.name, districtName: districts.name,
      serviceName: services.name, staffFirstName: staff.firstName, staffLastName: staff.lastName,
      source: appointments.source, cancelledBy: appointments.cancelledBy, cancelReason: appointments.cancelReason,
      hasManageLink: sql<boolean>`${appointments.manageTokenHash} is not null`,
    })
    .from(appointments)
    .innerJoin(salons, eq(salons.id, appointments.salonId))
    .leftJoin(cities, eq(cities.id, salons.cityId))
    .leftJoin(districts, eq(districts.id, salons.districtId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const start = timeToMinutes(row.startTime);
  const end = row.endTime ? timeToMinutes(row.endTime) : start + (row.totalDuration ?? 60);
  return {
    id: row.id, status: row.status, date: row.date, startTime: minutesToTime(start), endTime: minutesToTime(end),
    customerId: row.customerId, customerName: row.customerName, customerPhone: row.customerPhone, customerEmail: row.customerEmail,
    notes: row.notes, totalAmount: Number(row.totalAmount),
    salon: { id: row.salonId, name: row.salonName, address: row.salonAddress, phone: row.salonPhone, cityName: row.cityName, districtName: row.districtName },
    serviceName: row.serviceName ?? 'Bilinmeyen Hizmet',
    staffName: row.staffFirstName ? `${row.staffFirstName} ${row.staffLastName ?? ''}`.trim() : 'Bilinmeyen Personel',
    canCancel: guestCanCancel({ status: row.status, date: row.date, startTime: row.startTime }, now),
    source: row.source,
    cancelledBy: row.status === 'cancelled' ? row.cancelledBy : null,
    cancelReason: row.status === 'cancelled' && row.cancelledBy === 'salon' ? row.cancelReason : null,
    hasManageLink: row.hasManageLink === true,
  };
}
