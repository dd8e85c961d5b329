// GET /api/appointments/{manageToken}/ics — the appointment as an .ics calendar file
// (Europe/Istanbul, TZID). Reached only through the guest's unguessable token.
import type { NextRequest } from 'next/server';
import { formatPrice } from '@/lib/format';
import { buildIcs } from '@/lib/booking/ics';
import { findAppointmentByManageToken } from '@/lib/db/appointments';
import { env } from '@/lib/env';
import { jsonError, withJsonErrors } from '@/lib/http/json';
import { appointmentCalendarEvent } from '@/lib/booking/appointment-event';

export const GET = withJsonErrors(async (_request: NextRequest, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  const appointment = await findAppointmentByManageToken(token);
  if (!appointment) return jsonError(404, 'Randevu bilgisi bulunamadı');

  const event = appointmentCalendarEvent(appointment, {
    manageUrl: `${env.SITE_URL}/randevu/yonet/${token}`,
    formatAmount: formatPrice,
  });
  return new Response(buildIcs(event, new Date()), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="randevu-${appointment.date}.ics"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
});
