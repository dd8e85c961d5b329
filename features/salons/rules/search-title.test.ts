import { describe, expect, it } from 'vitest';
import { salonListMetadata, type ListScope } from './search-title';

const istanbul = { id: 34, name: 'İstanbul', slug: 'istanbul' };
const kadikoy = { id: 3401, name: 'Kadıköy', slug: 'kadikoy' };

describe('salon list metadata', () => {
  it('indexes places and known services under their own canonical', () => {
    const known: ListScope = { city: istanbul, service: { name: 'Saç Kesimi', known: true } };
    expect(salonListMetadata(known, 3).robots).toBeUndefined();
    expect(salonListMetadata(known, 3).alternates?.canonical).toContain('service=Sa%C3%A7+Kesimi');
    expect(salonListMetadata({ city: istanbul, district: kadikoy }, 3)).toMatchObject({ alternates: { canonical: '/salonlar/istanbul/kadikoy' } });
    expect(salonListMetadata({ city: istanbul, district: kadikoy }, 3).robots).toBeUndefined();
  });

  it('makes free text (an unknown service or a name search) noindex, with the canonical of the list without it', () => {
    const unknown: ListScope = { city: istanbul, district: kadikoy, service: { name: 'Bedava Saç Kesimi', known: false } };
    expect(salonListMetadata(unknown, 0)).toMatchObject({
      robots: { index: false, follow: true }, alternates: { canonical: '/salonlar/istanbul/kadikoy' },
    });
    expect(salonListMetadata({ q: 'nişantaşı' }, 1)).toMatchObject({ robots: { index: false, follow: true }, alternates: { canonical: '/salonlar' } });
  });
});
