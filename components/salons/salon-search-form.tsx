'use client';
// The /salonlar filter form (spec §2, §5, §9): city, district and salon name. Changing the
// city clears the district and reloads the districts (the server renders the new list);
// every change searches 300 ms later; searching with nothing chosen asks for a city. The
// results (server-rendered children) dim while the next page loads.
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { salonSearchHref } from '@/lib/salons/search-href';

export const SEARCH_DEBOUNCE_MS = 300;
export const CITY_REQUIRED_MESSAGE = 'Lütfen bir il seçin';

export interface SalonSearchFormProps {
  cities: { id: number; name: string }[];
  /** Districts of the current city (empty when none is chosen). */
  districts: { id: number; name: string }[];
  initial: { cityId?: number; districtId?: number; q?: string; service?: string; serviceId?: string };
  children: ReactNode;
}

interface Criteria { cityId: string; districtId: string; q: string }

function criteriaOf(initial: SalonSearchFormProps['initial']): Criteria {
  return {
    cityId: initial.cityId ? String(initial.cityId) : '',
    districtId: initial.districtId ? String(initial.districtId) : '',
    q: initial.q ?? '',
  };
}

const keyOf = (c: Criteria) => `${c.cityId}|${c.districtId}|${c.q.trim()}`;

export function SalonSearchForm({ cities, districts, initial, children }: SalonSearchFormProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [criteria, setCriteria] = useState<Criteria>(() => criteriaOf(initial));
  const [error, setError] = useState<string | null>(null);

  // The URL changed: follow it when someone else changed it (a city link, back button), but
  // not when it is the answer to our own search (the visitor may have typed on meanwhile).
  const initialKey = keyOf(criteriaOf(initial));
  const [syncedKey, setSyncedKey] = useState(initialKey);
  const [requestedKey, setRequestedKey] = useState<string | null>(null);
  if (initialKey !== syncedKey) {
    setSyncedKey(initialKey);
    if (initialKey !== requestedKey) setCriteria(criteriaOf(initial));
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  // The districts belong to the city the server rendered; until the new city's list arrives
  // the select stays disabled rather than offering another city's districts.
  const readyFor = (c: Criteria) => c.cityId !== '' && c.cityId === String(initial.cityId ?? '');
  const districtsReady = readyFor(criteria);

  function hrefFor(next: Criteria): string {
    const city = cities.find((c) => String(c.id) === next.cityId);
    const district = readyFor(next) ? districts.find((d) => String(d.id) === next.districtId) : undefined;
    return salonSearchHref({
      service: initial.service,
      serviceId: initial.serviceId,
      city: city?.name,
      cityId: city?.id,
      district: district?.name,
      districtId: district?.id,
      q: next.q.trim() || undefined,
    });
  }

  function search(next: Criteria, mode: 'push' | 'replace') {
    if (!next.cityId && !next.q.trim() && !initial.service && !initial.serviceId) {
      setError(CITY_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setRequestedKey(keyOf({ ...next, districtId: readyFor(next) ? next.districtId : '' }));
    startTransition(() => {
      if (mode === 'push') router.push(hrefFor(next), { scroll: false });
      else router.replace(hrefFor(next), { scroll: false });
    });
  }

  function change(patch: Partial<Criteria>) {
    const next = { ...criteria, ...patch };
    setCriteria(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next, 'replace'), SEARCH_DEBOUNCE_MS);
  }

  return (
    <>
      <form
        role="search"
        aria-label="Salon filtreleri"
        className="mb-8 grid gap-4 rounded-2xl border bg-card p-5 shadow-sm md:grid-cols-[1fr_1fr_1.4fr_auto] md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (timer.current) clearTimeout(timer.current);
          search(criteria, 'push');
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="filter-city">İl</Label>
          <NativeSelect
            id="filter-city"
            value={criteria.cityId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'filter-error' : undefined}
            onChange={(event) => change({ cityId: event.target.value, districtId: '' })}
          >
            <option value="">İl seçin</option>
            {cities.map((city) => <option key={city.id} value={city.id}>{city.name}</option>)}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="filter-district">İlçe</Label>
          <NativeSelect
            id="filter-district"
            value={districtsReady ? criteria.districtId : ''}
            disabled={!districtsReady}
            onChange={(event) => change({ districtId: event.target.value })}
          >
            <option value="">
              {criteria.cityId && !districtsReady ? 'İlçeler yükleniyor...' : 'Tüm ilçeler'}
            </option>
            {districtsReady ? districts.map((d) => <option key={d.id} value={d.id}>{d.name}</option>) : null}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="filter-name">Salon adı</Label>
          <Input
            id="filter-name"
            type="search"
            placeholder="Salon adıyla ara"
            value={criteria.q}
            maxLength={100}
            onChange={(event) => change({ q: event.target.value })}
          />
        </div>
        <Button type="submit" variant="brand" className="h-10">
          <Search aria-hidden="true" />
          Ara
        </Button>
        {error ? (
          <p id="filter-error" role="alert" className="text-sm font-medium text-destructive md:col-span-4">{error}</p>
        ) : null}
      </form>
      <div aria-busy={isPending} className={isPending ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {children}
      </div>
    </>
  );
}
