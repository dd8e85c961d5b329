// 'Kategoriler': the salon's own categories (rename, delete) with how many services each holds,
// and the shared ones every salon may choose, which are listed but never edited. Server component.
import { FolderPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PanelCategory } from '@/features/services/server/services';
import { CategoryActions } from './category-actions';
import { CategoryDialog } from './category-dialog';
import type { ServiceRights } from './service-actions';

export function CategoryList({ categories, rights }: { categories: PanelCategory[]; rights: ServiceRights }) {
  const own = categories.filter((c) => !c.shared);
  const shared = categories.filter((c) => c.shared);
  return (
    <section aria-labelledby="categories-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="categories-title" className="text-lg font-semibold">Kategoriler</h2>
        {rights.categoryCreate ? (
          <CategoryDialog trigger={<Button size="sm" variant="outline"><FolderPlus aria-hidden="true" />Yeni Kategori</Button>} />
        ) : null}
      </div>
      {own.length === 0 ? (
        <p className="text-sm text-muted-foreground">Henüz kendi kategoriniz yok. Kategorisiz hizmetler &apos;Diğer&apos; başlığı altında görünür.</p>
      ) : (
        <ul className="divide-y">
          {own.map((c) => (
            <li key={c.id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="user-text font-medium">{c.name}</p>
                <p className="text-sm text-muted-foreground">{c.serviceCount} hizmet</p>
              </div>
              <CategoryActions category={c} canEdit={rights.categoryEdit} canDelete={rights.categoryDelete} />
            </li>
          ))}
        </ul>
      )}
      {shared.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">Ortak kategoriler (tüm salonlar seçebilir, değiştirilemez):</p>
          <ul className="flex flex-wrap gap-2">
            {shared.map((c) => (
              <li key={c.id} className="min-w-0 max-w-full">
                <Badge variant="secondary" className="user-text max-w-full whitespace-normal">{c.name}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
