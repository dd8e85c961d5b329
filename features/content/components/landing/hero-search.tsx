'use client';
// Hero search (spec §2): a service box and a city/district box with suggestions. The button
// does nothing until a service or a city is chosen, or typed exactly as a suggestion names it
// (with other text typed it says so); then it opens /salonlar with the spec's query parameters (service, serviceId, city,
// cityId, district, districtId).
import { useMemo, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { MapPin, Search, Scissors } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { salonSearchHref } from '@/features/salons/rules/search-href';
import { exactChoice } from '@/features/content/rules/exact-choice';
import { Autocomplete, type AutocompleteOption } from './autocomplete';

export const NO_CHOICE_MESSAGE = 'Lütfen önerilerden bir hizmet veya il/ilçe seçin.';

export interface HeroSearchData {
  services: { id: string; name: string }[];
  cities: { id: number; name: string }[];
  /** Districts that have salons (with their city), so a district pick leads somewhere. */
  districts: { id: number; name: string; cityId: number }[];
}

interface ServiceOption extends AutocompleteOption { serviceId: string }
interface PlaceOption extends AutocompleteOption {
  cityId: number;
  cityName: string;
  districtId?: number;
  districtName?: string;
}

export function HeroSearch({ data }: { data: HeroSearchData }) {
  const router = useRouter();
  const [service, setService] = useState<ServiceOption | null>(null);
  const [place, setPlace] = useState<PlaceOption | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  const serviceOptions = useMemo<ServiceOption[]>(
    () => data.services.map((s) => ({ key: s.id, label: s.name, serviceId: s.id })),
    [data.services],
  );
  const placeOptions = useMemo<PlaceOption[]>(() => {
    const cityName = new Map(data.cities.map((c) => [c.id, c.name]));
    const cities = data.cities.map((c) => ({ key: `c${c.id}`, label: c.name, hint: 'İl', cityId: c.id, cityName: c.name }));
    const districts = data.districts.flatMap((d) => {
      const city = cityName.get(d.cityId);
      if (!city) return [];
      return [{
        key: `d${d.id}`, label: `${d.name}, ${city}`, keywords: city, hint: 'İlçe',
        cityId: d.cityId, cityName: city, districtId: d.id, districtName: d.name,
      }];
    });
    return [...cities, ...districts];
  }, [data.cities, data.districts]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Typed text that names a suggestion exactly counts as choosing it (issue 29).
    const [serviceText = '', placeText = ''] = Array.from(event.currentTarget.querySelectorAll('input')).map((input) => input.value);
    const chosenService = service ?? exactChoice(serviceOptions, serviceText, (o) => [o.label]);
    const chosenPlace = place ?? exactChoice(placeOptions, placeText, (o) => [o.label, o.districtName]);
    if (!chosenService && !chosenPlace) {
      // spec: nothing happens until a service or a city is chosen; typed text alone is explained.
      setHint(`${serviceText}${placeText}`.trim() !== '' ? NO_CHOICE_MESSAGE : null);
      return;
    }
    setHint(null);
    router.push(
      salonSearchHref({
        service: chosenService?.label,
        serviceId: chosenService?.serviceId,
        city: chosenPlace?.cityName,
        cityId: chosenPlace?.cityId,
        district: chosenPlace?.districtName,
        districtId: chosenPlace?.districtId,
      }),
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <form
        role="search"
        aria-label="Salon ara"
        className="mx-auto flex w-full max-w-3xl flex-col gap-3 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-black/5 md:flex-row"
        onSubmit={search}
      >
        <Autocomplete
          label="Hizmet"
          placeholder="Hizmet ara (ör. Saç Kesimi)"
          icon={<Scissors className="size-5" aria-hidden="true" />}
          options={serviceOptions}
          selected={service}
          onSelect={setService}
          emptyText="Eşleşen hizmet bulunamadı"
        />
        <Autocomplete
          label="İl veya ilçe"
          placeholder="İl veya ilçe (ör. Kadıköy)"
          icon={<MapPin className="size-5" aria-hidden="true" />}
          options={placeOptions}
          selected={place}
          onSelect={setPlace}
          emptyText="Eşleşen il veya ilçe bulunamadı"
        />
        <Button type="submit" variant="brand" size="lg" className="h-12">
          <Search aria-hidden="true" />
          Salon Ara
        </Button>
      </form>
      <p role="status" className="mt-2 min-h-5 text-center text-sm font-medium text-destructive">{hint}</p>
    </div>
  );
}
