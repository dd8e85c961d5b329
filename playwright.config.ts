// Browser journeys in Chromium against a production build of the app on a fresh embedded
// database (.data/e2e-<port> is deleted before every run, then created, migrated and seeded).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { ADMIN_MERCHANT, POSTGRES_MERCHANT, SITE_MERCHANT } from './tests/e2e/merchants';

const port = Number(process.env.E2E_PORT ?? 3200);
/** scripts/test-build.mjs's folder, which every server copies. */
const BUILD_DIR = '.next-test';
const baseURL = `http://127.0.0.1:${port}`;
/** The local PayTR double (scripts/paytr-double) the app pays through in the journeys. */
const paytrPort = port + 1000;
/** The back-office journeys' own server and database (they change what public pages show). */
const adminPort = port + 1;
const adminBaseURL = `http://127.0.0.1:${adminPort}`;
/** With a PostgreSQL server (TEST_DATABASE_URL), the journeys where the engines differ also run on an app server using it. */
const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresPort = port + 2;
const postgresBaseURL = `http://127.0.0.1:${postgresPort}`;
/** The local Netgsm double (scripts/sms-double) every app server texts through; journeys read what it received. */
const smsDoublePort = port + 1100;
const SMS_ACCOUNT = { NETGSM_USERCODE: '8503001234', NETGSM_PASSWORD: 'e2e-sms-password', NETGSM_HEADER: 'SALONRANDV' };
const appEnv = (appPort: number, origin: string, merchant = SITE_MERCHANT) => ({
  SITE_URL: origin,
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(appPort),
  HOSTNAME: '127.0.0.1',
  PAYTR_API_BASE: `http://127.0.0.1:${paytrPort}`,
  NETGSM_API_BASE: `http://127.0.0.1:${smsDoublePort}`,
  ...SMS_ACCOUNT,
  // As behind a load balancer: the journeys that sign up many customers give each an address of
  // its own in X-Forwarded-For (tests/e2e/account-helpers.ts); a request without one is the socket's.
  TRUSTED_PROXY_HOPS: '1',
  ...merchant,
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous: a journey's steps wait on their own conditions; this only ends a journey that hangs.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // One retry in CI by default; E2E_RETRIES=0 proves a run needs none (issue 36).
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Animations and transitions end at once (app/globals.css honours the wish): fewer frames
    // for a 2-core machine to draw, a tenth off the journeys (issue 36). The hero slideshow's
    // journey asks for motion itself.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
    // A failed journey keeps its trace (actions, DOM snapshots, network) but no screencast: the
    // screenshots were a fifth of a journey's time on 2 cores (issue 36: booking, account and
    // reviews took 172 s with them, 136 s without; `npx playwright test --trace=on` brings them back).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // Each project has a server and a database of its own, so no project waits for another and one
  // that fails hides no other's results (issue 36): the back-office journeys change what the
  // public pages show (hero title, plans, new salons), so they run on a server of their own.
  projects: [
    { name: 'site', testIgnore: /admin[^/]*\.spec\.ts$/ },
    { name: 'admin', testMatch: /admin[^/]*\.spec\.ts$/, use: { baseURL: adminBaseURL } },
    // On PostgreSQL only where the engines differ in the browser's view: the panel's calendar and
    // team under row locks, and a PayTR payment through the app's callback. Queries and their
    // races run on both engines in the Vitest suite (the wizard's uniqueness in
    // tests/http/registration-uniqueness.test.ts, repeated and late callbacks in tests/http/paytr.test.ts
    // and tests/db/payment-reviews.test.ts), so the registration and payment-review journeys run
    // on the embedded database only (issue 36: a suite under 30 minutes).
    ...(postgresUrl ? [{
      name: 'postgres',
      testMatch: /panel(-calendar|-team|-subscription)?\.spec\.ts$/,
      use: { baseURL: postgresBaseURL },
    }] : []),
  ],
  webServer: [{
    // The suite's one build (scripts/test-build.mjs: reused when the outage test has just made
    // it), copied for each server with a database of its own (scripts/e2e-copy-server.mjs).
    command: `node scripts/test-build.mjs ${BUILD_DIR} && node scripts/e2e-copy-server.mjs`,
    url: `${baseURL}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...appEnv(port, baseURL),
      E2E_SOURCE_DIST_DIR: BUILD_DIR,
      NEXT_DIST_DIR: `.next-e2e-${port}`,
      PGLITE_DATA_DIR: `.data/e2e-${port}`,
      UPLOAD_DIR: `.data/e2e-${port}-uploads`,
    },
  }, {
    // Started after the server above (Playwright starts them in order), once the build is there.
    command: 'node scripts/e2e-copy-server.mjs',
    url: `${adminBaseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      ...appEnv(adminPort, adminBaseURL, ADMIN_MERCHANT),
      E2E_SOURCE_DIST_DIR: BUILD_DIR,
      NEXT_DIST_DIR: `.next-e2e-${port}-admin`,
      PGLITE_DATA_DIR: `.data/e2e-${port}-admin`,
      UPLOAD_DIR: `.data/e2e-${port}-admin-uploads`,
    },
  }, ...(postgresUrl ? [{
    command: 'node scripts/e2e-copy-server.mjs',
    url: `${postgresBaseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      ...appEnv(postgresPort, postgresBaseURL, POSTGRES_MERCHANT),
      TEST_DATABASE_URL: postgresUrl,
      E2E_SOURCE_DIST_DIR: BUILD_DIR,
      NEXT_DIST_DIR: `.next-e2e-${port}-pg`,
      E2E_DATABASE_NAME: `salon_e2e_${port}`,
      UPLOAD_DIR: `.data/e2e-${port}-pg-uploads`,
    },
  }] : []), {
    command: 'node scripts/sms-double/server.mjs',
    url: `http://127.0.0.1:${smsDoublePort}/__messages`,
    timeout: 30_000,
    reuseExistingServer: false,
    env: { ...SMS_ACCOUNT, SMS_DOUBLE_PORT: String(smsDoublePort) },
  }, {
    command: 'node scripts/paytr-double/server.mjs',
    url: `http://127.0.0.1:${paytrPort}/js/iframeResizer.min.js`,
    timeout: 30_000,
    reuseExistingServer: false,
    env: {
      ...SITE_MERCHANT,
      PAYTR_DOUBLE_PORT: String(paytrPort),
      PAYTR_DOUBLE_NOTIFY_URL: `${baseURL}/api/paytr/callback`,
      PAYTR_DOUBLE_MORE_MERCHANTS: JSON.stringify([
        [ADMIN_MERCHANT, adminBaseURL] as const,
        ...(postgresUrl ? [[POSTGRES_MERCHANT, postgresBaseURL] as const] : []),
      ].map(([merchant, origin]) => ({
        id: merchant.PAYTR_MERCHANT_ID, key: merchant.PAYTR_MERCHANT_KEY, salt: merchant.PAYTR_MERCHANT_SALT,
        notifyUrl: `${origin}/api/paytr/callback`,
      }))),
      // Like PayTR: the notification arrives a little after the browser is sent back.
      PAYTR_DOUBLE_NOTIFY_DELAY_MS: '700',
      PAYTR_DOUBLE_NOTIFY_REPEAT: '2',
      PAYTR_DOUBLE_RETRY_MS: '1000',
    },
  }],
});
