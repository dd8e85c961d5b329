// The list of found salons, or the spec's message when nothing matches.
import { SearchX } from 'lucide-react';
import type { SalonListItem } from '@/features/salons/server/salons';
import { SalonCard } from './salon-card';

export const NO_RESULTS_MESSAGE = 'Seçtiğiniz kriterlere uygun salon bulunamadı';

export function SalonResults({ salons, limited }: { salons: SalonListItem[]; limited?: boolean }) {
  if (salons.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-medium">{NO_RESULTS_MESSAGE}</p>
        <p className="text-sm text-muted-foreground">Farklı bir il, ilçe ya da salon adı deneyin.</p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="mb-4 text-sm text-muted-foreground">
        {salons.length} salon bulundu{limited ? ' (ilk 50 sonuç gösteriliyor)' : ''}
      </p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {salons.map((salon) => (
          <li key={salon.id}><SalonCard salon={salon} /></li>
        ))}
      </ul>
    </>
  );
}
