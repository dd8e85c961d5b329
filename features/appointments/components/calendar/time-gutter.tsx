// The hours down the left of the grid, each label on its hour line, and on today's page the
// present time in red where the columns' red line runs.
import { gridLines, hourMarks, nowOffsetRem, ROW_REM, rowCount, type MinuteSpan } from '@/features/appointments/rules/calendar-layout';
import { minutesToTime } from '@/platform/time/istanbul';
import { cn } from '@/components/ui/utils';

export function TimeGutter({ range, nowMinutes, className }: { range: MinuteSpan; nowMinutes: number | null; className?: string }) {
  const now = nowMinutes === null ? null : nowOffsetRem(nowMinutes, range);
  return (
    <div aria-hidden="true" className={cn('relative grid bg-background', className)} style={{ gridTemplateRows: `repeat(${rowCount(range)}, ${ROW_REM}rem)` }}>
      {hourMarks(range).map((m) => {
        const lines = gridLines({ start: m, end: m + 5 }, range);
        if (!lines) return null;
        return (
          <span key={m} className={cn('col-start-1 pr-1.5 text-right text-[10px] leading-none text-muted-foreground tabular-nums',
            m > range.start && '-translate-y-1/2')} style={{ gridRow: `${lines.rowStart} / span 1` }}>
            {minutesToTime(m)}
          </span>
        );
      })}
      {now !== null && nowMinutes !== null ? (
        <span className="absolute right-0.5 z-[1] -translate-y-1/2 rounded bg-red-600 px-1 py-0.5 text-[10px] leading-none font-semibold text-white tabular-nums"
          style={{ top: `${now}rem` }}>
          {minutesToTime(nowMinutes)}
        </span>
      ) : null}
    </div>
  );
}
