// What the booking page's server component hands to the client form: only display data,
// never anything secret.
export interface BookingFormSalon {
  id: string;
  name: string;
}

export interface BookingFormService {
  id: string;
  name: string;
  price: number;
  durationMinutes: number;
  categoryName: string | null;
}

export interface BookingFormStaff {
  id: string;
  name: string;
  position: string | null;
}
