// Browser journeys in Chromium against a production build of the app on a fresh embedded
// database (.data/e2e-<port> is deleted before every run, then created, migrated and seeded).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
/** The local PayTR double (scripts/paytr-double) the app pays through in the journeys. */
const paytrPort = port + 1000;
const paytrMerchant = { PAYTR_MERCHANT_ID: '100200', PAYTR_MERCHANT_KEY: 'E2EMERCHANTKEY01', PAYTR_MERCHANT_SALT: 'E2EMERCHANTSALT1' };
/** The PostgreSQL server's own merchant account: PayTR notifies one URL per account. */
const postgresMerchant = { PAYTR_MERCHANT_ID: '100201', PAYTR_MERCHANT_KEY: 'E2EPGMERCHANTK01', PAYTR_MERCHANT_SALT: 'E2EPGMERCHANTS01' };
/** With a PostgreSQL server (TEST_DATABASE_URL), the panel journeys also run on an app server using it. */
const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresPort = port + 2;
const postgresBaseURL = `http://127.0.0.1:${postgresPort}`;
const appEnv = (appPort: number, origin: string, merchant = paytrMerchant) => ({
  SITE_URL: origin,
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(appPort),
  HOSTNAME: '127.0.0.1',
  PAYTR_API_BASE: `http://127.0.0.1:${paytrPort}`,
  // As behind a load balancer: the journeys that sign up many customers give each an address of
  // its own in X-Forwarded-For (tests/e2e/account-helpers.ts); a request without one is the socket's.
  TRUSTED_PROXY_HOPS: '1',
  ...merchant,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  // One server and one database for every journey: the back-office journeys change what the
  // public pages show (hero title, plans, new salons), so they run after the public ones.
  projects: [
    { name: 'site', testIgnore: /admin[^/]*\.spec\.ts$/ },
    { name: 'admin', testMatch: /admin[^/]*\.spec\.ts$/, dependencies: ['site'] },
    // The panel and the walks of issue 24 also run on PostgreSQL: the customer's, the wizard's and
    // its payments (that server has a merchant account of its own, which the double notifies at
    // its URL), then the back-office's, after them for the same reason as above.
    ...(postgresUrl ? [{
      name: 'postgres',
      testMatch: /(panel(-calendar|-team|-reviews|-reminders|-subscription)?|customer-walk|lazy-load|registration|payment-review)\.spec\.ts$/,
      use: { baseURL: postgresBaseURL },
    }, {
      name: 'postgres-admin',
      testMatch: /admin(-content|-pricing-cards|-testimonials|-inbox-dialogs|-salon-table|-review-replies)?\.spec\.ts$/,
      dependencies: ['postgres'],
      use: { baseURL: postgresBaseURL },
    }] : []),
  ],
  webServer: [{
    // The build must not open the database (DESIGN.md): it would create .data/e2e-<port>.
    command: `rm -rf .data/e2e-${port} .data/e2e-${port}-uploads && npx next build && `
      + `{ test ! -e .data/e2e-${port} || { echo 'next build opened the database (.data/e2e-${port})'; exit 1; }; } && node server/start.mjs`,
    url: `${baseURL}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...appEnv(port, baseURL),
      NEXT_DIST_DIR: `.next-e2e-${port}`,
      PGLITE_DATA_DIR: `.data/e2e-${port}`,
      UPLOAD_DIR: `.data/e2e-${port}-uploads`,
    },
  }, ...(postgresUrl ? [{
    // Started after the server above (Playwright starts them in order), whose build it copies.
    command: 'node scripts/e2e-postgres-server.mjs',
    url: `${postgresBaseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      ...appEnv(postgresPort, postgresBaseURL, postgresMerchant),
      TEST_DATABASE_URL: postgresUrl,
      E2E_SOURCE_DIST_DIR: `.next-e2e-${port}`,
      NEXT_DIST_DIR: `.next-e2e-${port}-pg`,
      E2E_DATABASE_NAME: `salon_e2e_${port}`,
      UPLOAD_DIR: `.data/e2e-${port}-pg-uploads`,
    },
  }] : []), {
    command: 'node scripts/paytr-double/server.mjs',
    url: `http://127.0.0.1:${paytrPort}/js/iframeResizer.min.js`,
    timeout: 30_000,
    reuseExistingServer: false,
    env: {
      ...paytrMerchant,
      PAYTR_DOUBLE_PORT: String(paytrPort),
      PAYTR_DOUBLE_NOTIFY_URL: `${baseURL}/api/paytr/callback`,
      PAYTR_DOUBLE_MORE_MERCHANTS: JSON.stringify(postgresUrl ? [{
        id: postgresMerchant.PAYTR_MERCHANT_ID, key: postgresMerchant.PAYTR_MERCHANT_KEY, salt: postgresMerchant.PAYTR_MERCHANT_SALT,
        notifyUrl: `${postgresBaseURL}/api/paytr/callback`,
      }] : []),
      // Like PayTR: the notification arrives a little after the browser is sent back.
      PAYTR_DOUBLE_NOTIFY_DELAY_MS: '700',
      PAYTR_DOUBLE_NOTIFY_REPEAT: '2',
      PAYTR_DOUBLE_RETRY_MS: '1000',
    },
  }],
});
