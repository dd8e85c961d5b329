// Builds one demo salon in memory: the salon row, its categories, services (with a few longer
// Saturday durations), staff and who-gives-what. Pure apart from fresh UUIDs; all choices come
// from a PRNG seeded by the salon's position in the list, so every run builds the same salon.
import { randomUUID } from 'node:crypto';
import { slugify } from '@/platform/text/turkish';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, MALE_POSITIONS } from './demo-names';
import { CATEGORIES_BY_KIND, type CategoryTemplate } from './demo-service-catalog';
import { OPENING_HOURS, type DemoSalonDef } from './demo-salon-list';
import { createRandom, type Random } from './random';

const SATURDAY = 6;
const TAX_RATE = 20; // KDV, as the registration form sets it

export interface DemoService {
  id: string;
  categoryId: string;
  name: string;
  description: string;
  price: number;
  durationMinutes: number;
  /** Longer on Saturdays (service_daily_durations), when set. */
  saturdayMinutes?: number;
}

export interface DemoStaff {
  id: string;
  firstName: string;
  lastName: string;
  position: string;
}

export interface DemoSalon {
  def: DemoSalonDef;
  id: string;
  openMinutes: number;
  closeMinutes: number;
  phone: string;
  email: string;
  ownerName: string;
  categories: { id: string; name: string }[];
  services: DemoService[];
  staff: DemoStaff[];
  /** Staff ids able to give each service id (also true for position-fallback salons). */
  giversByService: Map<string, string[]>;
}

export function buildDemoSalon(def: DemoSalonDef, index: number): DemoSalon {
  const rng = createRandom(1_000 + index);
  const [openMinutes, closeMinutes] = OPENING_HOURS[index % OPENING_HOURS.length];
  const templates = pickCategories(rng, CATEGORIES_BY_KIND[def.kind]);
  const positionOf = (t: CategoryTemplate) => (def.positionFallback ? `${t.name} Uzmanı` : t.position);

  const categories = templates.map((t) => ({ id: randomUUID(), name: t.name }));
  const servicesByCategory = templates.map((t, i) => pickServices(rng, t, categories[i].id));
  const staff = buildStaff(rng, templates.map(positionOf));

  const giversByService = new Map<string, string[]>();
  templates.forEach((t, i) => {
    const givers = staff.filter((member) => member.position === positionOf(t)).map((member) => member.id);
    for (const service of servicesByCategory[i]) giversByService.set(service.id, givers);
  });

  return {
    def,
    id: randomUUID(),
    openMinutes,
    closeMinutes,
    phone: `${def.area}${rng.int(2_000_000, 9_999_999)}`,
    email: `${slugify(def.name)}@example.com`,
    ownerName: `${rng.pick([...FEMALE_NAMES, ...MALE_NAMES])} ${rng.pick(LAST_NAMES)}`,
    categories,
    services: servicesByCategory.flat(),
    staff,
    giversByService,
  };
}

/** The kind's first two categories, plus up to two of the others. */
function pickCategories(rng: Random, pool: CategoryTemplate[]): CategoryTemplate[] {
  const optional = pool.slice(2);
  return [...pool.slice(0, 2), ...rng.sample(optional, rng.int(0, Math.min(2, optional.length)))];
}

function pickServices(rng: Random, template: CategoryTemplate, categoryId: string): DemoService[] {
  const count = rng.int(2, Math.min(5, template.services.length));
  const chosen = new Set(rng.sample(template.services, count));
  // Keep the catalogue's order so menus read naturally (cut before colour, etc.).
  return template.services.filter((t) => chosen.has(t)).map((t) => {
    const longerOnSaturday = t.durationMinutes >= 60 && rng.chance(0.35);
    return {
      id: randomUUID(),
      categoryId,
      name: t.name,
      description: t.description,
      price: Math.max(t.minPrice, Math.round(rng.int(t.minPrice, t.maxPrice) / 50) * 50),
      durationMinutes: t.durationMinutes,
      saturdayMinutes: longerOnSaturday ? t.durationMinutes + rng.pick([15, 30]) : undefined,
    };
  });
}

/** One member per distinct position, then 0–2 more for the main one; 2 to 5 in all. */
function buildStaff(rng: Random, positions: string[]): DemoStaff[] {
  const distinct = [...new Set(positions)];
  const extra = rng.int(distinct.length >= 2 ? 0 : 1, 2);
  const all = [...distinct, ...Array<string>(extra).fill(distinct[0])].slice(0, 5);
  const used = new Set<string>();
  return all.map((position) => {
    const names = MALE_POSITIONS.has(position) ? MALE_NAMES : FEMALE_NAMES;
    const firstName = rng.pick(names.filter((n) => !used.has(n)));
    used.add(firstName);
    return { id: randomUUID(), firstName, lastName: rng.pick(LAST_NAMES), position };
  });
}

/** The salon's rows for one batch insert per table across all demo salons. */
export function demoSalonRows(salon: DemoSalon, districtId: number | null) {
  const { def } = salon;
  return {
    salon: {
      id: salon.id, salonCode: def.code, name: def.name, address: def.address,
      phone: salon.phone, email: salon.email, ownerName: salon.ownerName,
      cityId: def.cityId, districtId,
      openTimeMinutes: salon.openMinutes, closeTimeMinutes: salon.closeMinutes,
      currency: 'TRY', taxRate: TAX_RATE, isActive: def.isActive ?? true,
    },
    categories: salon.categories.map((c) => ({ ...c, salonId: salon.id })),
    services: salon.services.map((service) => ({
      id: service.id, salonId: salon.id, categoryId: service.categoryId, name: service.name,
      description: service.description, price: service.price, durationMinutes: service.durationMinutes,
    })),
    dailyDurations: salon.services.flatMap((service) => (service.saturdayMinutes
      ? [{ serviceId: service.id, dayOfWeek: SATURDAY, durationMinutes: service.saturdayMinutes }]
      : [])),
    staff: salon.staff.map((member) => ({ ...member, salonId: salon.id })),
    // Position-fallback salons deliberately have none: the app must match positions instead.
    staffServices: def.positionFallback ? [] : [...salon.giversByService].flatMap(([serviceId, staffIds]) =>
      staffIds.map((staffId) => ({ staffId, serviceId }))),
  };
}
