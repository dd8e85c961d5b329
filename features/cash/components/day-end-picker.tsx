// Gün Sonu's day: the previous and next day as links, and any date through a date field and
// 'Göster' (a GET form on `?tarih=`, so it works with the keyboard, without script and from the
// browser's history). Today's report has the bare address. Not printed. Server component.
import Form from 'next/form';
import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MAX_DATE, MIN_DATE } from '@/platform/time/calendar';
import { addDaysToDate } from '@/platform/time/istanbul';

export const DAY_END_PATH = '/panel/gun-sonu';

export function DayEndPicker({ day, today }: { day: string; today: string }) {
  const href = (d: string) => (d === today ? DAY_END_PATH : `${DAY_END_PATH}?tarih=${d}`);
  return (
    <nav aria-label="Gün seçimi" className="flex items-center gap-2 print:hidden">
      <Button asChild variant="outline" size="icon" className="size-11 shrink-0">
        <Link href={href(addDaysToDate(day, -1))} aria-label="Önceki gün" data-testid="day-end-prev"><ChevronLeft aria-hidden="true" /></Link>
      </Button>
      <Form action={DAY_END_PATH} className="flex min-w-0 flex-1 items-center gap-2">
        <label htmlFor="day-end-date" className="sr-only">Tarih</label>
        {/* Keyed by the day so the field shows the day the page shows after every navigation. */}
        <Input key={day} id="day-end-date" type="date" name="tarih" defaultValue={day} min={MIN_DATE} max={MAX_DATE} required
          className="h-11 min-w-0 flex-1 tabular-nums" />
        <Button type="submit" variant="secondary" className="h-11 shrink-0">Göster</Button>
      </Form>
      <Button asChild variant="outline" size="icon" className="size-11 shrink-0">
        <Link href={href(addDaysToDate(day, 1))} aria-label="Sonraki gün" data-testid="day-end-next"><ChevronRight aria-hidden="true" /></Link>
      </Button>
    </nav>
  );
}
