// The salon's services grouped by category in the salon's order, 'Diğer' (no category) last;
// with no service at all, the empty state and its 'Yeni Hizmet' button. Server component.
import { Plus, Scissors } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PanelServiceGroup } from '@/features/services/server/services';
import type { ServiceRights } from './service-actions';
import { ServiceCard } from './service-card';
import { ServiceDialog, type CategoryOption } from './service-dialog';

export const OTHER_CATEGORY_NAME = 'Diğer';

export function ServiceList({ groups, categories, rights }: { groups: PanelServiceGroup[]; categories: CategoryOption[]; rights: ServiceRights }) {
  if (groups.length === 0) {
    return (
      <section className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card p-8 text-center">
        <Scissors className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Henüz hizmet eklemediniz</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Müşterileriniz salon sayfanızda hizmetlerinizi görüp online randevu alabilir. İlk hizmetinizi ekleyin.
        </p>
        {rights.create ? (
          <ServiceDialog categories={categories} trigger={<Button><Plus aria-hidden="true" />Yeni Hizmet</Button>} />
        ) : null}
      </section>
    );
  }
  return (
    <div className="grid gap-6">
      {groups.map((group) => {
        const key = group.category?.id ?? 'other';
        const headingId = `services-${key}`;
        return (
          <section key={key} aria-labelledby={headingId} className="grid gap-3">
            <h2 id={headingId} className="flex min-w-0 items-baseline gap-2 text-lg font-semibold">
              <span className="user-text">{group.category?.name ?? OTHER_CATEGORY_NAME}</span>
              <span className="shrink-0 text-sm font-normal text-muted-foreground">({group.services.length})</span>
            </h2>
            <ul className="grid gap-3">
              {group.services.map((service, index) => (
                <ServiceCard key={service.id} service={service} index={index} count={group.services.length}
                  categories={categories} rights={rights} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
