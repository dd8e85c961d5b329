// The three default subscription plans (spec 2 §9: 14-day trial at 0, monthly 29.9 TRY, yearly
// 299.9 TRY) and the default feature lists per interval, used by the seed, by the admin when
// no plans exist, and by the plan modal's "load defaults" button. Browser-safe.
import type { PlanInterval } from '@/platform/db/schema';

const BASE_FEATURES = [
  'Sınırsız randevu yönetimi',
  'Müşteri veritabanı',
  'SMS bildirimleri',
  'Temel raporlar',
  '7/24 destek',
];

export const DEFAULT_FEATURES: Record<PlanInterval, readonly string[]> = {
  trial: BASE_FEATURES,
  monthly: BASE_FEATURES,
  yearly: [...BASE_FEATURES, '2 ay ücretsiz'],
};

export const DEFAULT_PLANS = [
  {
    name: '14 Günlük Ücretsiz Deneme',
    description: 'Tüm özellikleri 14 gün boyunca ücretsiz deneyin. Kredi kartı gerekmez.',
    price: 0,
    interval: 'trial' as const,
    features: [...DEFAULT_FEATURES.trial],
  },
  {
    name: 'Aylık Plan',
    description: 'Salonunuzu aylık abonelikle yönetin, dilediğiniz zaman iptal edin.',
    price: 29.9,
    interval: 'monthly' as const,
    features: [...DEFAULT_FEATURES.monthly],
  },
  {
    name: 'Yıllık Plan',
    // No percentage here: the pricing card shows the one computed from the prices (features/subscriptions/rules/plans.ts).
    description: '12 ay yerine 10 ay ödeyin: yıllık abonelikle tasarruf edin.',
    price: 299.9,
    interval: 'yearly' as const,
    features: [...DEFAULT_FEATURES.yearly],
  },
];

/** Cards show the first 4 features and '+N daha' for the rest. */
export const CARD_FEATURE_COUNT = 4;

export function cardFeatures(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, CARD_FEATURE_COUNT), more: Math.max(0, features.length - CARD_FEATURE_COUNT) };
}
