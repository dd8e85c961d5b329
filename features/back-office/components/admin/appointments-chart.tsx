// Appointments per day over the last 30 Istanbul days, as a server-rendered SVG bar chart.
// Why no chart library: one bar series needs no client JavaScript, renders in the first HTML,
// scales with its viewBox on a phone, and stays readable to screen readers through the table
// beside it (a library such as Recharts would add ~100 KB of client code for the same bars).
import type { DayCount } from '@/features/back-office/server/dashboard';
import { formatCalendarDate } from '@/platform/time/format-date';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

function niceMax(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

export function AppointmentsChart({ days }: { days: DayCount[] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = niceMax(Math.max(0, ...days.map((d) => d.count)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(2, slot * 0.7);
  const ticks = [0, max / 2, max];
  const label = `Son ${days.length} günde günlük randevu sayısı, toplam ${total}`;

  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={label}>
        {ticks.map((t) => {
          const y = PAD.top + plotH - (t / max) * plotH;
          return (
            <g key={t}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="stroke-border" strokeDasharray={t === 0 ? undefined : '3 3'} />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">{t}</text>
            </g>
          );
        })}
        {days.map((d, i) => {
          const h = (d.count / max) * plotH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.date}>
              <rect x={x} y={PAD.top + plotH - h} width={barW} height={h} rx={2} className="fill-primary">
                <title>{`${formatCalendarDate(d.date)}: ${d.count} randevu`}</title>
              </rect>
              {i % 5 === 0 || i === days.length - 1 ? (
                <text x={x + barW / 2} y={HEIGHT - 10} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                  {formatCalendarDate(d.date).slice(0, 5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-muted-foreground">{label}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Tablo olarak göster</summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <thead><tr><th scope="col" className="py-1">Tarih</th><th scope="col" className="py-1 text-right">Randevu</th></tr></thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t"><td className="py-1">{formatCalendarDate(d.date)}</td><td className="py-1 text-right">{d.count}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
