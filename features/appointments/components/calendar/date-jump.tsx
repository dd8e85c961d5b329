'use client';
// The calendar's date picker: a native date input (the phone's own picker) that goes to the
// chosen day as soon as it changes. Without JavaScript it is a plain GET form with 'Git'.
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { calendarHref, type CalendarQuery } from '@/features/appointments/rules/calendar-layout';
import { isCalendarDate } from '@/platform/time/calendar';

export function DateJump({ query }: { query: CalendarQuery }) {
  const router = useRouter();
  return (
    <form action="/panel/takvim" method="get" className="flex items-center gap-2">
      <label htmlFor="calendar-date" className="sr-only">Tarih seçin</label>
      <Input id="calendar-date" name="tarih" type="date" defaultValue={query.date} key={query.date}
        min="2000-01-01" max="2100-12-31" className="h-9 w-[9.5rem]"
        onChange={(e) => { if (isCalendarDate(e.target.value)) router.push(calendarHref({ ...query, date: e.target.value })); }} />
      {query.view === 'hafta' ? <input type="hidden" name="gorunum" value="hafta" /> : null}
      {query.staffId ? <input type="hidden" name="personel" value={query.staffId} /> : null}
      <noscript><Button type="submit" size="sm" variant="outline">Git</Button></noscript>
    </form>
  );
}
