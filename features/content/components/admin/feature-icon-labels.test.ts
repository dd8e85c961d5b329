import { describe, expect, it } from 'vitest';
import { BASIC_FEATURE_ICONS, DETAILED_FEATURE_ICONS } from '@/features/content/schema';
import { featureIconOptions } from './feature-icon-labels';

describe('feature icon picker', () => {
  it('lists every icon by a Turkish name and stores its key', () => {
    expect(featureIconOptions(BASIC_FEATURE_ICONS).map((o) => o.label))
      .toEqual(['Takvim', 'Kişi', 'Kredi kartı', 'Yıldız', 'Kalp', 'Kalkan']);
    const detailed = featureIconOptions(DETAILED_FEATURE_ICONS);
    expect(detailed.map((o) => o.value)).toEqual([...DETAILED_FEATURE_ICONS]);
    expect(detailed.map((o) => o.label)).toEqual(['Takvim', 'Kişiler', 'Kredi kartı', 'Grafik', 'Akıllı telefon', 'Kalkan', 'Yıldız', 'Kalp']);
  });
});
