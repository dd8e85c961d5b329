// The three default subscription plans of the spec (admin defaults 29.9 / 299.9 TRY).
// Only inserted into an empty table, so plans an admin edited or deleted stay that way.
import { subscriptionPlans } from '../schema';
import type { SeedTx } from './types';

const DEFAULT_FEATURES = [
  'Sınırsız randevu yönetimi',
  'Müşteri veritabanı',
  'SMS bildirimleri',
  'Temel raporlar',
  '7/24 destek',
];

export const DEFAULT_PLANS = [
  {
    name: '14 Günlük Ücretsiz Deneme',
    description: 'Tüm özellikleri 14 gün boyunca ücretsiz deneyin. Kredi kartı gerekmez.',
    price: 0,
    interval: 'trial' as const,
    features: DEFAULT_FEATURES,
  },
  {
    name: 'Aylık Plan',
    description: 'Salonunuzu aylık abonelikle yönetin, dilediğiniz zaman iptal edin.',
    price: 29.9,
    interval: 'monthly' as const,
    features: DEFAULT_FEATURES,
  },
  {
    name: 'Yıllık Plan',
    // No percentage here: the pricing card shows the one computed from the prices (lib/landing/plans.ts).
    description: '12 ay yerine 10 ay ödeyin: yıllık abonelikle tasarruf edin.',
    price: 299.9,
    interval: 'yearly' as const,
    features: [...DEFAULT_FEATURES, '2 ay ücretsiz'],
  },
];

export async function seedPlans(tx: SeedTx): Promise<void> {
  if ((await tx.$count(subscriptionPlans)) > 0) return;
  await tx.insert(subscriptionPlans).values(DEFAULT_PLANS.map((plan) => ({ ...plan, currency: 'TRY' })));
}
