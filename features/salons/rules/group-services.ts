// Services grouped by category for the salon page (spec §2): category name, 'Diğer' for
// services without one, empty categories kept (they show 'Bu kategoride hizmet bulunmamaktadır').
import { foldTurkish } from '@/platform/text/turkish';
import { compareTurkish } from './sort';

export const OTHER_CATEGORY_NAME = 'Diğer';

export interface SalonService {
  id: string;
  name: string;
  description: string | null;
  price: number;
  durationMinutes: number;
}

export interface SalonCategory {
  /** Stable key for the accordion; 'diger' for the fallback group. */
  key: string;
  name: string;
  services: SalonService[];
}

export interface ServiceRow extends SalonService {
  categoryId: string | null;
  categoryName: string | null;
}

/**
 * Groups by category *name* (a salon may have two 'Saç' categories, women's and men's, which
 * customers see as one). Categories sort in Turkish alphabetical order with 'Diğer' last;
 * services keep the order they came in.
 */
export function groupServicesByCategory(
  rows: readonly ServiceRow[],
  salonCategories: readonly { id: string; name: string }[] = [],
): SalonCategory[] {
  const groups = new Map<string, SalonCategory>();
  const groupFor = (name: string | null): SalonCategory => {
    const label = name?.trim() || OTHER_CATEGORY_NAME;
    const key = foldTurkish(label);
    let group = groups.get(key);
    if (!group) {
      group = { key: key.replace(/[^a-z0-9]+/g, '-') || 'kategori', name: label, services: [] };
      groups.set(key, group);
    }
    return group;
  };

  for (const category of salonCategories) groupFor(category.name);
  for (const row of rows) {
    const { id, name, description, price, durationMinutes } = row;
    groupFor(row.categoryName).services.push({ id, name, description, price, durationMinutes });
  }

  const otherKey = foldTurkish(OTHER_CATEGORY_NAME);
  return [...groups.entries()]
    .sort(([a, ga], [b, gb]) => (a === otherKey ? 1 : b === otherKey ? -1 : compareTurkish(ga.name, gb.name)))
    .map(([, group]) => group);
}
