'use client';
// The salon directory's filter form (spec §2, §5, §9): city, district and salon name. Changing
// the city clears the district and shows the new city's districts; every change searches
// 300 ms later; searching with nothing chosen asks for a city. The page below (its results)
// dims while the next one loads.
// It is rendered by the directory's layout, above every list and search page, so it stays the
// same element while searches render other routes: the visitor keeps typing with the focus
// and every character (issue 24, item 18). What it shows comes from the route's segments.
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { useRouter, useSelectedLayoutSegments } from 'next/navigation';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { criteriaOfSegments, type DirectoryCriteria, type PlaceOptions } from '@/features/salons/rules/directory-criteria';
import { salonSearchHref } from '@/features/salons/rules/search-href';

export const SEARCH_DEBOUNCE_MS = 300;
export const CITY_REQUIRED_MESSAGE = 'Lütfen bir il seçin';

export interface SalonSearchFormProps extends PlaceOptions {
  children: ReactNode;
}

interface Criteria { cityId: string; districtId: string; q: string }

function criteriaOf(url: DirectoryCriteria): Criteria {
  return {
    cityId: url.cityId ? String(url.cityId) : '',
    districtId: url.districtId ? String(url.districtId) : '',
    q: url.q ?? '',
  };
}

const keyOf = (c: Criteria) => `${c.cityId}|${c.districtId}|${c.q.trim()}`;

export function SalonSearchForm({ cities, districtsByCity, children }: SalonSearchFormProps) {
  const router = useRouter();
  const fromUrl = criteriaOfSegments(useSelectedLayoutSegments(), { cities, districtsByCity });
  const [isPending, startTransition] = useTransition();
  const [criteria, setCriteria] = useState<Criteria>(() => criteriaOf(fromUrl));
  const [error, setError] = useState<string | null>(null);

  // The URL changed: follow it when someone else changed it (a city link, Back), but not when
  // it is the answer to our own search (the visitor may have typed on meanwhile). An answer
  // arrived is forgotten, so a later Back to that same search is followed.
  const urlKey = keyOf(criteriaOf(fromUrl));
  const [syncedKey, setSyncedKey] = useState(urlKey);
  const [requestedKey, setRequestedKey] = useState<string | null>(null);
  const [followed, setFollowed] = useState(0);
  if (urlKey !== syncedKey) {
    setSyncedKey(urlKey);
    if (urlKey === requestedKey) setRequestedKey(null);
    else {
      setCriteria(criteriaOf(fromUrl));
      setFollowed((n) => n + 1);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Followed someone else's URL: a search still waiting for its 300 ms would take the visitor back.
  useEffect(() => { if (timer.current) clearTimeout(timer.current); }, [followed]);

  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  const districts = districtsByCity[Number(criteria.cityId)] ?? [];

  function hrefFor(next: Criteria): string {
    const city = cities.find((c) => String(c.id) === next.cityId);
    const found = city && (districtsByCity[city.id] ?? []).find(([id]) => String(id) === next.districtId);
    const district = found && { id: found[0], name: found[1] };
    return salonSearchHref({
      service: fromUrl.service,
      serviceId: fromUrl.serviceId,
      city: city?.name,
      cityId: city?.id,
      district: district?.name,
      districtId: district?.id,
      q: next.q.trim() || undefined,
    });
  }

  function search(next: Criteria, mode: 'push' | 'replace') {
    if (!next.cityId && !next.q.trim() && !fromUrl.service && !fromUrl.serviceId) {
      setError(CITY_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setRequestedKey(keyOf(next));
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
            value={criteria.districtId}
            disabled={!criteria.cityId}
            onChange={(event) => change({ districtId: event.target.value })}
          >
            <option value="">Tüm ilçeler</option>
            {districts.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
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
