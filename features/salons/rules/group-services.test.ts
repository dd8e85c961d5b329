import { describe, expect, it } from 'vitest';
import { groupServicesByCategory, type ServiceRow } from './group-services';

const row = (name: string, categoryName: string | null, categoryId: string | null = categoryName): ServiceRow => ({
  id: name, name, description: null, price: 100, durationMinutes: 30, categoryId, categoryName,
});

describe('groupServicesByCategory', () => {
  it("groups by category name, puts 'Diğer' last and keeps empty salon categories", () => {
    const groups = groupServicesByCategory(
      [row('Fön', 'Saç', 'a'), row('Kaş', null), row('Sakal', 'Sakal'), row('Kesim', 'Saç', 'b')],
      [{ id: 'm', name: 'Makyaj' }],
    );
    expect(groups.map((g) => [g.name, g.services.map((s) => s.name)])).toEqual([
      ['Makyaj', []],
      ['Saç', ['Fön', 'Kesim']],
      ['Sakal', ['Sakal']],
      ['Diğer', ['Kaş']],
    ]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it('sorts in Turkish alphabetical order (Cilt before Çene, Işık before İpek)', () => {
    const groups = groupServicesByCategory([row('a', 'Çene'), row('b', 'Cilt'), row('c', 'İpek'), row('d', 'Işık')]);
    expect(groups.map((g) => g.name)).toEqual(['Cilt', 'Çene', 'Işık', 'İpek']);
  });
});
