// Browser journeys in Chromium against a production build of the app on a fresh embedded
// database (.data/e2e-<port> is deleted before every run, then created, migrated and seeded).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;

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
  webServer: {
    command: `rm -rf .data/e2e-${port} && npx next build && node server/start.mjs`,
    url: `${baseURL}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NEXT_DIST_DIR: `.next-e2e-${port}`,
      PGLITE_DATA_DIR: `.data/e2e-${port}`,
      SITE_URL: baseURL,
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
  },
});
