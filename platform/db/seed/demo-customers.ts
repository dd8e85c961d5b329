// Demo customers (platform-wide, salon_id null) sharing one password, plus walk-in guests.
import { randomUUID } from 'node:crypto';
import { foldTurkish } from '@/platform/text/turkish';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from './demo-names';
import { createRandom, type Random } from './random';

/** The documented demo login (README): phone 05550000001, password demo1234. */
export const DEMO_LOGIN = { phone: '05550000001', password: 'demo1234', firstName: 'Demo', lastName: 'Müşteri' };

const CUSTOMER_COUNT = 40;
const MOBILE_PREFIXES = ['0532', '0533', '0535', '0541', '0542', '0505', '0544', '0546'];

export interface DemoCustomer {
  id: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export function buildDemoCustomers(): DemoCustomer[] {
  const rng = createRandom(42);
  const phones = new Set<string>([DEMO_LOGIN.phone]);
  const fullNames = new Set<string>();
  const make = (firstName: string, lastName: string, phone = uniquePhone(rng, phones)): DemoCustomer => {
    fullNames.add(`${firstName} ${lastName}`);
    const email = rng.chance(0.7) ? `${foldTurkish(firstName)}.${foldTurkish(lastName)}@example.com` : null;
    return { id: randomUUID(), phone, firstName, lastName, email };
  };

  const customers = [
    make(DEMO_LOGIN.firstName, DEMO_LOGIN.lastName, DEMO_LOGIN.phone),
    make('Işıl', 'Aydın'), // search and masking tests need a dotless-I name
  ];
  while (customers.length < CUSTOMER_COUNT) {
    const firstName = rng.pick(rng.chance(0.7) ? FEMALE_NAMES : MALE_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    if (!fullNames.has(`${firstName} ${lastName}`)) customers.push(make(firstName, lastName));
  }
  return customers;
}

/** Where the review-ready customers came (İnci Kuaför). */
export const REVIEW_READY_SALON = 'DEMO02';

/**
 * Eight demo customers (after the demo login and Işıl Aydın) with a completed visit at
 * REVIEW_READY_SALON and no review there, as most customers are: the browser journeys write
 * their reviews as them, one each (issue 28: a review needs a completed visit).
 */
export function reviewReadyCustomers<T extends DemoCustomer>(customers: T[]): T[] {
  return customers.slice(2, 10);
}

/** A booking by someone without an account (customer_id null). */
export function randomGuest(rng: Random, takenPhones: Set<string>): Omit<DemoCustomer, 'id'> {
  const firstName = rng.pick(rng.chance(0.6) ? FEMALE_NAMES : MALE_NAMES);
  return { firstName, lastName: rng.pick(LAST_NAMES), phone: uniquePhone(rng, takenPhones), email: null };
}

function uniquePhone(rng: Random, taken: Set<string>): string {
  for (;;) {
    const phone = `${rng.pick(MOBILE_PREFIXES)}${rng.int(1_000_000, 9_999_999)}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}
