// Places a demo salon's appointments: completed/cancelled ones in the last 30 days and
// scheduled/confirmed ones in the next 14, inside opening hours, on 30-minute boundaries,
// never overlapping for one staff member (the database's exclusion constraint forbids that).
import { randomUUID } from 'node:crypto';
import type { AppointmentStatus, appointments } from '../schema';
import { randomGuest, type DemoCustomer } from './demo-customers';
import type { DemoSalon, DemoService } from './demo-salons';
import { addDaysToDate as addDays, dayOfWeekOf as dayOfWeek, istanbulToInstant, minutesToTime } from '@/platform/time/istanbul';
import { createRandom, type Random } from './random';

const SLOT_STEP = 30;
const SATURDAY = 6;
const NOTES = [
  'İlk ziyaretim.',
  'Mümkünse aynı personel ile devam etmek istiyorum.',
  'Kısa kesim istiyorum.',
  'Cildim hassas, lütfen dikkat edin.',
  'Beş dakika gecikebilirim.',
];

export interface AppointmentPlanInput {
  salon: DemoSalon;
  salonIndex: number;
  /** Istanbul calendar date of `now`. */
  today: string;
  now: Date;
  /** Account customers to book for (the demo login excluded). */
  customers: DemoCustomer[];
  /** Each gets one of the salon's past appointments, completed (their reviews are about it). */
  pastVisitors?: DemoCustomer[];
  /** Each gets one of the salon's upcoming appointments. */
  upcomingVisitors?: DemoCustomer[];
  /** Phones already used, so guests get fresh ones. */
  takenPhones: Set<string>;
}

export function planDemoAppointments(input: AppointmentPlanInput) {
  const { salon, today, now } = input;
  const rng = createRandom(5_000 + input.salonIndex);
  const busy = new Map<string, [number, number][]>(); // 'staffId|date' → [start, end) spans
  const rows: (typeof appointments.$inferInsert)[] = [];

  for (const phase of ['past', 'upcoming'] as const) {
    const visitors = (phase === 'past' ? input.pastVisitors : input.upcomingVisitors) ?? [];
    // Enough past visits for the salon's 3–10 reviews, each about a completed one (issue 28).
    const wanted = visitors.length + (phase === 'past' ? rng.int(10, 16) : rng.int(3, 6));
    let placed = 0;
    for (let attempt = 0; placed < wanted && attempt < wanted * 8; attempt++) {
      const date = addDays(today, phase === 'past' ? -rng.int(1, 30) : rng.int(1, 14));
      const service = rng.pick(salon.services);
      const staffId = rng.pick(salon.giversByService.get(service.id) ?? []);
      const duration = durationOn(service, date);
      const slots = Math.floor((salon.closeMinutes - duration - salon.openMinutes) / SLOT_STEP);
      if (slots < 0) continue;
      const start = salon.openMinutes + SLOT_STEP * rng.int(0, slots);
      const end = start + duration;

      const spans = busy.get(`${staffId}|${date}`) ?? [];
      if (spans.some(([s, e]) => start < e && s < end)) continue;
      busy.set(`${staffId}|${date}`, [...spans, [start, end]]);

      const featured = visitors[placed];
      const customer = featured ?? pickCustomer(rng, input);
      const status: AppointmentStatus = featured
        ? (phase === 'past' ? 'completed' : 'scheduled')
        : pickStatus(rng, phase);
      const createdAt = bookedAt(rng, date, now);
      rows.push({
        id: randomUUID(), // a review names the visit it is about
        salonId: salon.id,
        customerId: customer.id,
        customerName: `${customer.firstName} ${customer.lastName}`,
        customerPhone: customer.phone,
        customerEmail: customer.email,
        staffId,
        serviceId: service.id,
        appointmentDate: date,
        startTime: minutesToTime(start),
        endTime: minutesToTime(end),
        status,
        notes: rng.chance(0.25) ? rng.pick(NOTES) : null,
        totalAmount: service.price,
        totalDuration: duration,
        createdAt,
        updatedAt: status === 'completed' ? istanbulToInstant(date, minutesToTime(end)) : createdAt,
      });
      placed++;
    }
  }
  return rows;
}

/** The booking uses the weekday's duration when the service has one (as the booking form does). */
function durationOn(service: DemoService, date: string): number {
  return dayOfWeek(date) === SATURDAY && service.saturdayMinutes ? service.saturdayMinutes : service.durationMinutes;
}

/** Seven in ten bookings come from account customers, the rest from guests. */
function pickCustomer(rng: Random, input: AppointmentPlanInput): Omit<DemoCustomer, 'id'> & { id: string | null } {
  if (rng.chance(0.7)) return rng.pick(input.customers);
  return { id: null, ...randomGuest(rng, input.takenPhones) };
}

function pickStatus(rng: Random, phase: 'past' | 'upcoming'): AppointmentStatus {
  if (phase === 'past') return rng.chance(0.15) ? 'cancelled' : 'completed';
  return rng.chance(0.4) ? 'confirmed' : 'scheduled';
}

/** Booked 1–10 days ahead, but never after `now`. */
function bookedAt(rng: Random, date: string, now: Date): Date {
  const booked = istanbulToInstant(addDays(date, -rng.int(1, 10)), minutesToTime(rng.int(9 * 60, 22 * 60)));
  return booked < now ? booked : new Date(now.getTime() - rng.int(10, 24 * 60) * 60_000);
}
