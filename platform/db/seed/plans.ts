// The three default subscription plans of the spec (platform/db/seed/plan-defaults.ts).
// Only inserted into an empty table, so plans an admin edited or deleted stay that way.
import { DEFAULT_PLANS } from '@/platform/db/seed/plan-defaults';
import { subscriptionPlans } from '../schema';
import type { SeedTx } from './types';

export async function seedPlans(tx: SeedTx): Promise<void> {
  if ((await tx.$count(subscriptionPlans)) > 0) return;
  await tx.insert(subscriptionPlans).values(DEFAULT_PLANS.map((plan) => ({ ...plan, currency: 'TRY' })));
}
