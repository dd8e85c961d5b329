import 'server-only';
// The one place a salon comes into being: the trial registration, PayTR's verified callback
// and the admin's "create salon" all call createSalonWithOwner. Everything is written in one
// transaction (salon → its three default roles → owner → subscription → welcome e-mail), so a
// failure anywhere leaves nothing behind (better than the spec's "a failed subscription does
// not undo the salon"). Uniqueness of the owner's username, e-mail and phone is decided by the
// UNIQUE constraints at the end, so two racing registrations get one salon and one clash.
import { sql } from 'drizzle-orm';
import type { Db } from '@/platform/db';
import { pgConstraintName, pgErrorCode, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { salons, subscriptions, userRoles, users } from '@/platform/db/schema';
import type { PlanInterval } from '@/features/subscriptions/rules/plans';
import { env } from '@/platform/env';
import { enqueueEmail } from '@/platform/mail/outbox';
import { salonWelcomeEmail } from '@/features/registration/server/welcome-template';
import { clashFieldFromConstraint, type OwnerClashField } from './clash';
import { defaultRoles, OWNER_ROLE_NAME } from '@/platform/access/panel-default-roles';
import { panelSignInUrl } from './panel-setup';
import { claimUniqueSalonCode, type RandomIndex } from '../rules/salon-code';
import { subscriptionPeriod } from '../rules/subscription-period';

/** The registration form's tax rate (spec 1 §3: 18 in the tables, 20 in the form). */
export const REGISTRATION_TAX_RATE = 20;

export interface NewSalon {
  name: string;
  address: string;
  cityId: number;
  districtId: number;
  /** '05551234567' */
  phone: string;
  email: string;
  logoUrl?: string | null;
  isActive?: boolean;
}

export interface NewOwner {
  username: string;
  /** bcrypt; the plain password never reaches this module. */
  passwordHash: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface PlanForSubscription {
  /** Null only for the fallback trial when no plan row exists (findFallbackTrialPlan). */
  id: string | null;
  name: string;
  interval: PlanInterval;
}

export interface CreateSalonInput {
  salon: NewSalon;
  owner: NewOwner;
  plan: PlanForSubscription;
  /** A paid registration: PayTR's order id and when PayTR confirmed it. Null for a trial. */
  payment?: { merchantOid: string; paidAt: Date } | null;
  now?: Date;
  /** Queue the welcome e-mail with the salon code (default true). */
  welcomeEmail?: boolean;
  /** Tests only: force salon code collisions. */
  random?: RandomIndex;
}

export type CreateSalonResult =
  | { ok: true; salonId: string; salonCode: string; ownerId: string; subscriptionId: string; endDate: Date }
  | { ok: false; clash: OwnerClashField };

/**
 * `db` may be the pool or a transaction the caller is in (PayTR completion updates its pending
 * row in the same one); either way this runs in its own (nested → savepoint) transaction, so a
 * clash rolls back only the salon's rows and the caller's transaction stays usable.
 */
export async function createSalonWithOwner(db: Db, input: CreateSalonInput): Promise<CreateSalonResult> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      let salonId = '';
      // INSERT … ON CONFLICT DO NOTHING claims a code atomically; no row back = code taken.
      const salonCode = await claimUniqueSalonCode(async (code) => {
        const rows = await tx.insert(salons).values({
          salonCode: code,
          name: input.salon.name,
          address: input.salon.address,
          phone: input.salon.phone,
          email: input.salon.email,
          logoUrl: input.salon.logoUrl ?? null,
          ownerName: `${input.owner.firstName} ${input.owner.lastName}`,
          cityId: input.salon.cityId,
          districtId: input.salon.districtId,
          openTimeMinutes: 540,
          closeTimeMinutes: 1080,
          currency: 'TRY',
          taxRate: REGISTRATION_TAX_RATE,
          isActive: input.salon.isActive ?? true,
          createdAt: now,
          updatedAt: now,
        }).onConflictDoNothing({ target: salons.salonCode }).returning({ id: salons.id });
        if (rows.length === 0) return false;
        salonId = rows[0].id;
        return true;
      }, input.random);

      const roles = await tx.insert(userRoles)
        .values(defaultRoles().map((role) => ({ salonId, ...role, createdAt: now })))
        .returning({ id: userRoles.id, name: userRoles.name });
      const ownerRoleId = roles.find((r) => r.name === OWNER_ROLE_NAME)!.id;

      const [owner] = await tx.insert(users).values({
        username: input.owner.username,
        passwordHash: input.owner.passwordHash,
        email: input.owner.email,
        firstName: input.owner.firstName,
        lastName: input.owner.lastName,
        phone: input.owner.phone,
        salonId,
        roleId: ownerRoleId,
        isActive: true,
        createdAt: now,
      }).returning({ id: users.id });

      const { startDate, endDate } = subscriptionPeriod(input.plan.interval, now);
      const [subscription] = await tx.insert(subscriptions).values({
        salonId,
        planId: input.plan.id,
        type: input.plan.interval,
        startDate,
        endDate,
        isActive: true,
        paytrMerchantOid: input.payment?.merchantOid ?? null,
        paytrPaymentDate: input.payment?.paidAt ?? null,
        createdAt: now,
      }).returning({ id: subscriptions.id });

      if (input.welcomeEmail ?? true) {
        await enqueueEmail(tx, salonWelcomeEmail({
          to: input.owner.email, ownerFirstName: input.owner.firstName, salonName: input.salon.name,
          salonCode, username: input.owner.username, planName: input.plan.name, endDate,
          panelUrl: panelSignInUrl(env.SITE_URL, salonCode, input.owner.username),
        }));
      }
      return { ok: true as const, salonId, salonCode, ownerId: owner.id, subscriptionId: subscription.id, endDate };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const field = clashFieldFromConstraint(pgConstraintName(error));
      if (field) return { ok: false, clash: field };
    }
    throw error;
  }
}

/** Which of the owner's values are already taken (live checks; the constraints stay the last word). */
export async function takenOwnerField(db: Db, field: OwnerClashField, value: string): Promise<boolean> {
  // As the unique indexes decide: usernames of owners (not of users added on a team screen)
  // whatever their case; e-mails are stored lower-cased by the schemas, older rows may not be.
  const match = field === 'username' ? sql`lower("users"."username") = lower(${value}) and not "users"."added_in_panel"`
    : field === 'email' ? sql`lower("users"."email") = lower(${value})` : sql`"users"."phone" = ${value}`;
  const rows = await db.select({ one: sql<number>`1` }).from(users).where(match).limit(1);
  return rows.length > 0;
}
