// The wizard's form state (what the inputs show) and its conversion to the API payload.
import { toPhoneDigits } from '@/platform/text/phone';

export interface SalonValues {
  name: string;
  address: string;
  cityId: string;
  districtId: string;
  /** As typed: '0 (532) 111 22 33'. */
  phone: string;
  email: string;
  logoKey: string | null;
  logoUrl: string | null;
}

export interface OwnerValues {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface WizardPlan {
  id: string;
  name: string;
  description: string | null;
  price: number;
  interval: 'trial' | 'monthly' | 'yearly';
  intervalLabel: string;
  popular: boolean;
  discountPercent: number | null;
  features: string[];
}

export interface WizardCity { id: number; name: string; districts: { id: number; name: string }[] }

/** 'salon.name' → message; the server's fieldErrors use the same keys. */
export type FieldErrors = Record<string, string>;

export const EMPTY_SALON: SalonValues = { name: '', address: '', cityId: '', districtId: '', phone: '', email: '', logoKey: null, logoUrl: null };
export const EMPTY_OWNER: OwnerValues = { username: '', password: '', email: '', firstName: '', lastName: '', phone: '' };

export function salonPayload(s: SalonValues) {
  return {
    name: s.name, address: s.address,
    cityId: s.cityId ? Number(s.cityId) : null,
    districtId: s.districtId ? Number(s.districtId) : null,
    phone: s.phone, email: s.email, logoKey: s.logoKey,
  };
}

/** `price`: the plan's price the owner saw (a paid plan is charged only at that price). */
export function registrationPayload(salon: SalonValues, owner: OwnerValues, planId: string, price?: number) {
  return { salon: salonPayload(salon), owner: { ...owner, phone: toPhoneDigits(owner.phone) }, planId, price };
}
