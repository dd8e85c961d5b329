// Posts the booking to POST /api/appointments and sorts the answer into what the form does
// next. The server decides end time and amount; the client sends the spec's payload anyway.
import type { JsonErrorBody } from '@/platform/http/json';

export const BOOKING_FAILED_MESSAGE = 'Randevu oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.';

export interface BookingPayload {
  salonId: string;
  customerId: null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  staffId: string;
  serviceId: string;
  date: string;
  startTime: string;
  endTime: string;
  notes: string;
  totalAmount: number;
}

export type BookingOutcome =
  | { kind: 'created'; confirmationUrl: string }
  | { kind: 'taken'; message: string }
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { kind: 'failed'; message: string };

export async function submitBooking(payload: BookingPayload): Promise<BookingOutcome> {
  let res: Response;
  try {
    res = await fetch('/api/appointments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { kind: 'failed', message: BOOKING_FAILED_MESSAGE };
  }
  const body = (await res.json().catch(() => null)) as (JsonErrorBody & { links?: { confirmation: string } }) | null;
  if (res.status === 201 && body?.links) return { kind: 'created', confirmationUrl: body.links.confirmation };
  if (res.status === 409) return { kind: 'taken', message: body?.error ?? BOOKING_FAILED_MESSAGE };
  if (res.status === 400 || res.status === 403 || res.status === 404) {
    return { kind: 'invalid', message: body?.error ?? BOOKING_FAILED_MESSAGE, fieldErrors: body?.fieldErrors ?? {} };
  }
  // Past a booking budget the server's Turkish message names the wait (platform/limits/budgets.ts).
  if (res.status === 429 && body?.error) return { kind: 'failed', message: body.error };
  return { kind: 'failed', message: BOOKING_FAILED_MESSAGE };
}
