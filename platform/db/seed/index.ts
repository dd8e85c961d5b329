// Seeds the database: places, plans, site content and the first admin always; the demo
// marketplace unless `demo: false`. Idempotent: every step inserts only what is missing, so
// it is safe to rerun and never overwrites an admin's edits. The whole seed is one
// transaction (all or nothing) holding an advisory lock, so concurrent runs wait in turn.
import { sql } from 'drizzle-orm';
import type { Connection } from '../connection';
import { seedAdmin } from './admin';
import { seedDemoMarketplace } from './demo-marketplace';
import { seedPaytrSettings, type PaytrSeed } from './paytr';
import { seedSmsSettings, type SmsSeed } from './sms';
import { seedPlaces } from './places';
import { seedPlans } from './plans';
import { seedSiteContent } from './site-content';

export { DEMO_LOGIN } from './demo-customers';
export { GENERATED_ADMIN_EMAIL } from './admin';

export interface SeedOptions {
  /** true: do nothing when the cities table already has rows (fast app start). */
  onlyIfEmpty?: boolean;
  /** Default true: also create the demo marketplace. */
  demo?: boolean;
  /** The first superadmin (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin?: { email: string; password: string };
  /** PayTR merchant credentials from the environment (local double, CI, first deploy). */
  paytr?: PaytrSeed;
  /** The SMS provider's account from the environment (the local double, CI, first deploy). */
  sms?: SmsSeed;
  /** Development only: with no `admin` and no admin yet, create one and print its password once. */
  allowGeneratedAdmin?: boolean;
  /** Default console.log. */
  log?: (message: string) => void;
  /** Default new Date(); demo appointments and reviews are placed relative to it. */
  now?: Date;
}

const SEED_LOCK_KEY = 726_150_001; // any constant; only seeds take this advisory lock

export async function seed(conn: Connection, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? console.log;
  if (options.onlyIfEmpty) {
    const [row] = await conn.query<{ seeded: boolean }>('select exists(select 1 from cities) as seeded');
    // A seeded database still gets the configured admin when it lacks it (ADMIN_EMAIL set only
    // at start, or changed later): one indexed read when it is there.
    if (row?.seeded) return ensureConfiguredAdmin(conn, options, log);
  }

  const messages = await conn.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedPlaces(tx);
    await seedPlans(tx);
    await seedSiteContent(tx);
    await seedPaytrSettings(tx, options.paytr);
    await seedSmsSettings(tx, options.sms);
    const adminMessages = await seedAdmin(tx, options);
    const demoMessages = options.demo === false ? [] : await seedDemoMarketplace(tx, options.now ?? new Date());
    return [...adminMessages, ...demoMessages];
  });
  // Printed only after commit: a generated password shown for a rolled-back account would lie.
  for (const message of messages) log(message);
}

async function ensureConfiguredAdmin(conn: Connection, options: SeedOptions, log: (message: string) => void): Promise<void> {
  if (!options.admin) return;
  const email = options.admin.email.trim().toLowerCase();
  const [found] = await conn.query<{ present: boolean }>('select exists(select 1 from admin_users where email = $1) as present', [email]);
  if (found?.present) return;
  const messages = await conn.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return seedAdmin(tx, { admin: options.admin });
  });
  for (const message of messages) log(message);
}
