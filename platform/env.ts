// Every environment variable the app reads, validated once. Import `env` instead of process.env.
import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional().catch(undefined);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string (Supabase, local server). Unset: embedded PGlite. */
  DATABASE_URL: optionalText,
  /** Where the embedded PGlite keeps its files when DATABASE_URL is unset. */
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  /** Public origin of the site, used for canonical URLs, the sitemap and PayTR return URLs. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** The first superadmin, created by the seed when no admin with this e-mail exists. */
  ADMIN_EMAIL: z.string().email().optional().catch(undefined),
  ADMIN_PASSWORD: z.string().min(8).optional().catch(undefined),
  /** 'false' skips the demo salons (plans, places and site content are always seeded). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** SMTP for outgoing mail; without SMTP_HOST messages stay in the email_outbox table. */
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: z.string().default('Salon Randevu <no-reply@localhost>'),
  /** 'true': TLS from the first byte (port 465); 'false': STARTTLS when offered. Unset: true on 465. */
  SMTP_SECURE: z.enum(['true', 'false']).optional().catch(undefined),
  /** How often each app server's mail worker looks for due messages; 0 turns the worker off. */
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(15000),
  /** Secret of POST /api/jobs/run (a platform cron runs due scheduled work); unset: the route is off. */
  CRON_SECRET: z.string().trim().min(16).optional().catch(undefined),
  /** PayTR API origin; tests point it at the local protocol double. */
  PAYTR_API_BASE: z.string().url().default('https://www.paytr.com'),
  /** Netgsm's API origin (SMS, issue 32); tests and the local setup point it at scripts/sms-double. */
  NETGSM_API_BASE: z.string().url().default('https://api.netgsm.com.tr'),
  /** Seed only: create the sms_settings row from these when none exists (local double, CI, first deploy). */
  NETGSM_USERCODE: optionalText,
  NETGSM_PASSWORD: optionalText,
  NETGSM_HEADER: optionalText,
  /** Local folder for uploaded images (logos, hero images) when Supabase Storage is not configured. */
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /** Supabase Storage for uploaded images (bucket 'salon-logos'); both must be set to use it. */
  SUPABASE_URL: z.string().url().optional().catch(undefined),
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  /** Seed only: create/update the active paytr_settings row from these (local double, CI, first deploy). */
  PAYTR_MERCHANT_ID: optionalText,
  PAYTR_MERCHANT_KEY: optionalText,
  PAYTR_MERCHANT_SALT: optionalText,
  /** Proxies in front of server/start.mjs whose X-Forwarded-For entries are believed (0: none). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Serverless hosts without server/start.mjs: a header the platform's edge overwrites (x-real-ip). */
  CLIENT_ADDRESS_HEADER: z.string().trim().toLowerCase().regex(/^[a-z0-9-]+$/).optional().catch(undefined),
  /**
   * KVKK: days after an appointment's date before a guest's contact details on it are anonymised
   * (features/privacy/rules/retention.ts says why 730). At least 30 (a typo must not wipe last
   * week's guests: anonymising cannot be undone), at most 3650 (the longest legal period, TTK's 10
   * years, is for the books, not a guest's phone). Empty: the default; a bad value stops start-up.
   */
  GUEST_DATA_RETENTION_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(30).max(3650).default(730)),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment variables:\n${lines}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
