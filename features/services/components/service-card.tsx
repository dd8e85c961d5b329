// One service in the panel's list, phone first: the name (wrapping, however long), price and
// default duration, the days with a duration of their own, the description, the live
// appointments ahead, then the buttons this user may use. Server component; the buttons are
// client components.
import { Badge } from '@/components/ui/badge';
import type { PanelService } from '@/features/services/server/services';
import { formatPrice } from '@/platform/text/format';
import { formatServiceDuration, WEEKDAY_DISPLAY_ORDER } from '@/features/services/schema';
import { ServiceActions, type ServiceRights } from './service-actions';
import type { CategoryOption } from './service-dialog';
import { ServiceMoveButtons } from './service-move-buttons';

const WEEKDAY_SHORT = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] as const;

/** 'Pzt 1 sa · Cmt 1 sa 30 dk', Monday first. */
function ownDays(service: PanelService): string | null {
  const byDay = new Map(service.dailyDurations.map((d) => [d.dayOfWeek, d.durationMinutes]));
  const parts = WEEKDAY_DISPLAY_ORDER.filter((day) => byDay.has(day))
    .map((day) => `${WEEKDAY_SHORT[day]} ${formatServiceDuration(byDay.get(day) ?? 0)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function ServiceCard({ service, index, count, categories, rights }: {
  service: PanelService;
  /** Place in its category and the category's size, for the move buttons. */
  index: number;
  count: number;
  categories: CategoryOption[];
  rights: ServiceRights;
}) {
  const days = ownDays(service);
  const showActions = rights.edit || rights.deactivate;
  return (
    <li className={`rounded-xl border bg-card p-4 ${service.isActive ? '' : 'bg-muted/40'}`}>
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h3 className="user-text font-semibold">{service.name}</h3>
            {service.isActive ? null : <Badge variant="warning-soft">Pasif</Badge>}
          </div>
          <p className="text-sm">
            <span className="font-medium tabular-nums">{formatPrice(service.price)}</span>
            <span className="text-muted-foreground"> · {formatServiceDuration(service.durationMinutes)}</span>
          </p>
          {days ? <p className="text-sm text-muted-foreground"><span className="sr-only">Güne göre süreler: </span>{days}</p> : null}
          {service.description ? <p className="user-text whitespace-pre-line text-sm text-muted-foreground">{service.description}</p> : null}
          {service.futureAppointmentCount > 0 ? (
            <p className="text-sm text-blue-800">{service.futureAppointmentCount} ileri tarihli randevu</p>
          ) : null}
          {service.isActive ? null : (
            <p className="text-sm text-muted-foreground">Pasif hizmetler salon sayfanızda görünmez ve online randevu alınamaz.</p>
          )}
        </div>
        {rights.reorder ? <ServiceMoveButtons id={service.id} name={service.name} index={index} count={count} /> : null}
      </div>
      {showActions ? (
        <div className="mt-3 border-t pt-3">
          <ServiceActions service={service} categories={categories} rights={rights} />
        </div>
      ) : null}
    </li>
  );
}
