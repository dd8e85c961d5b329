// The dashboard's four figures (spec 2 §2): active salons, customers, appointments this
// month, average approved rating to 1 decimal.
import { Building2, CalendarDays, Star, Users } from 'lucide-react';
import type { DashboardStats } from '@/features/back-office/server/dashboard';

const number = new Intl.NumberFormat('tr-TR');
const rating = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: 'Aktif Salon', value: number.format(stats.activeSalons), Icon: Building2, testId: 'stat-active-salons' },
    { label: 'Toplam Müşteri', value: number.format(stats.customers), Icon: Users, testId: 'stat-customers' },
    { label: 'Bu Ayki Randevular', value: number.format(stats.appointmentsThisMonth), Icon: CalendarDays, testId: 'stat-appointments' },
    { label: 'Ortalama Puan', value: stats.averageRating === null ? '—' : rating.format(stats.averageRating), Icon: Star, testId: 'stat-rating' },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ label, value, Icon, testId }) => (
        <li key={label} className="flex items-center justify-between rounded-xl border bg-card p-5">
          <div>
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums" data-testid={testId}>{value}</p>
          </div>
          <span className="flex size-11 items-center justify-center rounded-full bg-primary/10">
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </span>
        </li>
      ))}
    </ul>
  );
}
