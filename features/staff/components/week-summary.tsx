// A staff member's week in a few lines, Monday first, with runs of days that share the same
// hours joined: 'Pzt–Cum 09:00–18:00 · mola 12:00–13:00', 'Paz çalışmıyor'. Server-safe.
import type { StaffDayHours } from '@/features/booking/rules/schedule';
import { formatSpan, WEEK_DISPLAY_ORDER, WEEKDAY_SHORT_NAMES } from '@/features/staff/schema';

export interface WeekSummaryLine {
  days: string;
  hours: string;
}

function hoursOf(day: StaffDayHours | undefined): string {
  if (!day || !day.isWorking) return 'Çalışmıyor';
  const span = formatSpan(day.startMinutes, day.endMinutes);
  return day.breakStartMinutes !== null && day.breakEndMinutes !== null
    ? `${span} · mola ${formatSpan(day.breakStartMinutes, day.breakEndMinutes)}` : span;
}

export function summarizeWeek(week: readonly StaffDayHours[]): WeekSummaryLine[] {
  const lines: { first: number; last: number; hours: string }[] = [];
  for (const day of WEEK_DISPLAY_ORDER) {
    const hours = hoursOf(week.find((d) => d.dayOfWeek === day));
    const previous = lines.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else lines.push({ first: day, last: day, hours });
  }
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? WEEKDAY_SHORT_NAMES[first] : `${WEEKDAY_SHORT_NAMES[first]}–${WEEKDAY_SHORT_NAMES[last]}`,
    hours,
  }));
}

export function WeekSummary({ week }: { week: readonly StaffDayHours[] }) {
  if (week.length === 0) return <p className="text-sm text-muted-foreground">Salonun çalışma saatleri</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {summarizeWeek(week).map((line) => (
        <div key={line.days} className="contents">
          <dt className="font-medium whitespace-nowrap">{line.days}</dt>
          <dd className={line.hours === 'Çalışmıyor' ? 'text-muted-foreground' : 'tabular-nums'}>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
