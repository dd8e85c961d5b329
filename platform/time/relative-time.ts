// Relative times in the admin feed and bell (spec 2 §9): under 60 s 'Az önce', then
// 'N dakika önce', 'N saat önce', 'N gün önce' below 30 days, then the Istanbul date in
// Turkish ('5 Ekim 2026'). Pure: callers pass `now`. A time in the future counts as now.
import { TIME_ZONE } from '@/platform/time/istanbul';

const dateFormatter = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

export function relativeTime(at: Date | string, now: Date): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'Az önce';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} dakika önce`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} saat önce`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days} gün önce`;
  return dateFormatter.format(then);
}
