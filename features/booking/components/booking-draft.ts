// The booking form's draft in the tab's sessionStorage (issue 29): a reload mid-booking keeps
// the service, staff member, day, time and the contact fields, as the registration wizard keeps
// its draft (wizard-draft.ts). Nothing secret is in a booking form; the draft ends with the tab
// or the booking. Each salon has its own.
import type { ContactValues } from './contact-fields';

export interface BookingDraft {
  serviceId: string;
  staffId: string;
  date: string | null;
  time: string | null;
  contact: Partial<ContactValues>;
}

const keyOf = (salonId: string) => `randevu:taslak:${salonId}`;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function readBookingDraft(salonId: string): BookingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(salonId));
    if (!raw) return null;
    const data = JSON.parse(raw) as Record<string, unknown>;
    const contact = (data.contact && typeof data.contact === 'object' ? data.contact : {}) as Record<string, unknown>;
    return {
      serviceId: text(data.serviceId) ?? '',
      staffId: text(data.staffId) ?? '',
      date: text(data.date) ?? null,
      time: text(data.time) ?? null,
      contact: Object.fromEntries((['name', 'phone', 'email', 'notes'] as const)
        .flatMap((field) => (text(contact[field]) === undefined ? [] : [[field, text(contact[field])]]))),
    };
  } catch {
    return null; // storage blocked or a broken entry: start empty
  }
}

export function writeBookingDraft(salonId: string, draft: BookingDraft | null): void {
  try {
    if (!draft || (!draft.serviceId && Object.keys(draft.contact).length === 0)) window.sessionStorage.removeItem(keyOf(salonId));
    else window.sessionStorage.setItem(keyOf(salonId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only without surviving a reload.
  }
}
