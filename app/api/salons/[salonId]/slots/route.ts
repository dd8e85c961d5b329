// GET /api/salons/{salonId}/slots?staffId=&date=YYYY-MM-DD&serviceId= — one staff member's
// time slots for a day: { date, durationMinutes, slots: [{ time, available, isPast, isBooked }] }.
// The appointments are read live (one database round trip); the salon's services, staff and
// working hours (weeks, closed dates, breaks, time off) come from an in-process cache
// (features/booking/server/booking-data.ts loadSlotsDay).
import type { NextRequest } from 'next/server';
import { slotDurationOn } from '@/features/services/rules/durations';
import { computeSlots } from '@/features/booking/rules/slots';
import { loadSlotsDay } from '@/features/booking/server/booking-page';
import { jsonError, jsonOk, parseSearchParams, withJsonErrors } from '@/platform/http/json';
import { slotsQuerySchema } from '@/features/appointments/schema';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

export const GET = withJsonErrors(async (request: NextRequest, ctx: { params: Promise<{ salonId: string }> }) => {
  const { salonId } = await ctx.params;
  if (!z.guid().safeParse(salonId).success) return jsonError(404, 'Salon bulunamadı');
  const query = parseSearchParams(request.url, slotsQuerySchema);
  if (!query.ok) return query.response;
  const { staffId, serviceId, date } = query.data;

  const day = await loadSlotsDay({ salonId, staffId, serviceId, date });
  if (!day.ok) return jsonError(day.status, day.error, day.field ? { [day.field]: day.error } : undefined);

  const durationMinutes = slotDurationOn(date, day.service);
  // A day the staff member does not work (salon closed, day off, time off) is an empty list,
  // not an error: the date picker offers every day and the grid says there is nothing free.
  const slots = computeSlots({ date, now: new Date(), durationMinutes, booked: day.booked, windows: day.windows });
  return jsonOk({ date, durationMinutes, slots });
});
