// The filter form reads what it shows from the route below the directory's layout: a search
// page's packed key or a place page's slugs, matched as the server matches them.
import { describe, expect, it } from 'vitest';
import { criteriaOfSegments, type PlaceOptions } from './directory-criteria';
import { searchPagePath } from './search-page-key';

const places: PlaceOptions = {
  cities: [{ id: 34, name: 'İstanbul', slug: 'istanbul' }, { id: 6, name: 'Ankara', slug: 'ankara' }],
  districtsByCity: { 34: [[400, 'Kadıköy', 'kadikoy'], [401, 'Beşiktaş', 'besiktas']], 6: [[10, 'Çankaya', 'cankaya']] },
};

const searchSegments = (query: string) => ['sayfa', 'arama', searchPagePath(new URLSearchParams(query))!.split('/').pop()!];

describe('criteriaOfSegments', () => {
  it('reads a search page\'s key: ids win over names, names match Turkish-insensitively', () => {
    expect(criteriaOfSegments(searchSegments('city=İstanbul&cityId=34&districtId=401&q=Hair'), places))
      .toEqual({ cityId: 34, districtId: 401, q: 'Hair', service: undefined, serviceId: undefined });
    expect(criteriaOfSegments(searchSegments('city=istanbul&district=KADIKÖY&service=Saç Kesimi'), places))
      .toMatchObject({ cityId: 34, districtId: 400, service: 'Saç Kesimi' });
    // A district of another city is dropped, as the server drops it.
    expect(criteriaOfSegments(searchSegments('cityId=6&districtId=400&q=x'), places)).toMatchObject({ cityId: 6, districtId: undefined });
  });

  it('reads a place page\'s slugs, route groups and the page segment ignored', () => {
    expect(criteriaOfSegments(['salonlar', 'istanbul', 'besiktas'], places)).toEqual({ cityId: 34, districtId: 401 });
    expect(criteriaOfSegments(['(x)', 'salonlar', 'ankara', '__PAGE__'], places)).toEqual({ cityId: 6, districtId: undefined });
    expect(criteriaOfSegments(['salonlar', 'atlantis'], places)).toEqual({});
  });

  it('shows nothing chosen on the list without a search and on keys it cannot read', () => {
    expect(criteriaOfSegments(['sayfa', 'arama', 'tum'], places)).toEqual({ cityId: undefined, districtId: undefined, q: undefined, service: undefined, serviceId: undefined });
    expect(criteriaOfSegments(['sayfa', 'arama', '%%%'], places)).toEqual({});
    expect(criteriaOfSegments(['salonlar'], places)).toEqual({});
    expect(criteriaOfSegments([], places)).toEqual({});
  });
});
