// Links to the readable city and district pages (/salonlar/istanbul/kadikoy) with salon
// counts, so visitors and crawlers reach every list without the form.
import Link from 'next/link';
import type { DistrictWithSalons, LocationWithSalons } from '@/features/salons/server/salons';

interface Props {
  cities: LocationWithSalons[];
  districts: DistrictWithSalons[];
  current?: { cityId?: number; districtId?: number };
}

export function LocationLinks({ cities, districts, current }: Props) {
  const city = current?.cityId ? cities.find((c) => c.id === current.cityId) : undefined;
  const cityDistricts = city ? districts.filter((d) => d.cityId === city.id) : [];
  return (
    <nav aria-label="İl ve ilçeler" className="mt-12 grid gap-8 border-t pt-8 md:grid-cols-2">
      <div>
        <h2 className="mb-3 text-lg font-semibold">Şehirlere Göre Salonlar</h2>
        <LinkList items={cities.map((c) => ({ key: c.slug, href: `/salonlar/${c.slug}`, label: c.name, count: c.salonCount, current: c.id === current?.cityId && !current?.districtId }))} />
      </div>
      {city && cityDistricts.length ? (
        <div>
          <h2 className="mb-3 text-lg font-semibold">{city.name} İlçeleri</h2>
          <LinkList items={cityDistricts.map((d) => ({ key: d.slug, href: `/salonlar/${city.slug}/${d.slug}`, label: d.name, count: d.salonCount, current: d.id === current?.districtId }))} />
        </div>
      ) : null}
    </nav>
  );
}

function LinkList({ items }: { items: { key: string; href: string; label: string; count: number; current: boolean }[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            href={item.href}
            aria-current={item.current ? 'page' : undefined}
            className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1.5 text-sm transition-colors hover:border-primary hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
          >
            {item.label}
            <span className="text-xs text-muted-foreground">({item.count})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
