import 'server-only';
// Customer accounts (phone + password). The password hash leaves this module only inside
// `CustomerCredentials`, which features/accounts/server/customer-auth.ts consumes and never passes on.
import { eq } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { customers } from '@/platform/db/schema';
import type { SessionCustomer } from '@/platform/access/customer-session-lookup';

export interface CustomerCredentials extends SessionCustomer {
  passwordHash: string | null;
  isActive: boolean;
}

const publicColumns = {
  id: customers.id,
  phone: customers.phone,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
};

export async function findCustomerCredentialsByPhone(phone: string): Promise<CustomerCredentials | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...publicColumns, passwordHash: customers.passwordHash, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.phone, phone))
    .limit(1);
  return row ?? null;
}

export interface NewCustomer {
  phone: string;
  firstName: string;
  lastName: string;
  email: string | null;
  passwordHash: string;
}

/** Inserts a customer; 'duplicate_phone' when the phone is already registered (unique index). */
export async function insertCustomer(input: NewCustomer): Promise<SessionCustomer | 'duplicate_phone'> {
  const db = await getDb();
  try {
    const [row] = await db.insert(customers).values(input).returning(publicColumns);
    return row;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return 'duplicate_phone';
    throw error;
  }
}

export async function updateCustomerPasswordHash(customerId: string, passwordHash: string): Promise<void> {
  const db = await getDb();
  await db.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customerId));
}
