// Every server action that writes what a public page shows revalidates it (platform/cache/revalidate.ts,
// README "Caching and several app servers"): a writer that forgets leaves its change invisible for
// up to a minute, as the admin's subscription modal did (issue 29: a renewed salon kept refusing
// bookings). The writers are listed here by the server module they call; an action file that
// imports one of them and no revalidation helper is the mistake this finds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Server modules whose writes change a public page (a salon's page, the lists, the landing, the plans). */
const PUBLIC_WRITERS = [
  'features/salons/server/admin-salons', // salon edited, (de)activated, deleted
  'features/salon-settings/server/salon', // the salon's details, hours, closed dates
  'features/services/server/services',
  'features/staff/server/staff',
  'features/reviews/server/reviews', // a customer's review (once approved)
  'features/reviews/server/panel-reviews', // the salon's reply
  'features/reviews/server/admin-reviews', // moderation
  'features/subscriptions/server/admin-subscriptions', // bookable and listed depend on it
  'features/subscriptions/server/payment-reviews', // a reviewed registration creates a salon
  'features/subscriptions/server/plans',
  'features/content/server/content-admin',
  'features/content/server/pricing-cards',
  'features/privacy/server/close-account', // a closed account's reviews lose their words and name
  'features/customers/server/erase-customer', // a salon's replies to an erased customer's reviews lose the name
];

const root = process.cwd();
const actionFiles = readdirSync(path.join(root, 'features'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)actions(\.[a-z-]+)*\.ts$/.test(file))
  .map((file) => path.join('features', file));

describe('revalidation after public writes', () => {
  it('finds the action files', () => {
    expect(actionFiles.length).toBeGreaterThan(20);
  });

  it.each(actionFiles)('%s revalidates if it writes what a public page shows', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const writers = PUBLIC_WRITERS.filter((module) => source.includes(`'@/${module}'`));
    if (writers.length === 0) return;
    expect(source, `${file} calls ${writers.join(', ')}`).toMatch(/from '@\/platform\/cache\/revalidate'/);
  });
});
