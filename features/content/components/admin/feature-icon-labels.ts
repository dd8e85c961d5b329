// Turkish names of the feature-card icons for the admin's 'Simge' picker (the stored value stays
// the icon's English key, which features/content/components/landing/feature-icon.tsx maps to a lucide icon).
import type { BASIC_FEATURE_ICONS, DETAILED_FEATURE_ICONS } from '@/features/content/schema';

type FeatureIconName = (typeof BASIC_FEATURE_ICONS)[number] | (typeof DETAILED_FEATURE_ICONS)[number];

export const FEATURE_ICON_LABELS: Record<FeatureIconName, string> = {
  Calendar: 'Takvim',
  User: 'Kişi',
  Users: 'Kişiler',
  CreditCard: 'Kredi kartı',
  Star: 'Yıldız',
  Heart: 'Kalp',
  Shield: 'Kalkan',
  Smartphone: 'Akıllı telefon',
  BarChart: 'Grafik',
};

export function featureIconOptions(icons: readonly FeatureIconName[]) {
  return icons.map((icon) => ({ value: icon, label: FEATURE_ICON_LABELS[icon] }));
}
