// GET /api/appointments/{manageToken}/ics — the appointment as an .ics calendar file
// (Europe/Istanbul, TZID). Reached only through the guest's unguessable token.
import type { NextRequest } from 'next/server';
import { formatPrice } from '@/platform/text/format';
import { buildIcs } from '@/features/appointments/rules/ics';
import { findAppointmentByManageToken } from '@/features/appointments/server/appointments';
import { env } from '@/platform/env';
import { jsonError, withJsonErrors } from '@/platform/http/json';
import { appointmentCalendarEvent } from '@/features/appointments/rules/appointment-event';

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
