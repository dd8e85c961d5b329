'use client';
// A category's buttons: 'Yeniden Adlandır' and 'Sil' (asks first; its services stay, under
// 'Diğer'). Only the salon's own categories get them; shared ones are never edited here.
import { Pencil, Trash2 } from 'lucide-react';
import { deleteCategoryAction } from '@/features/services/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import { SERVICE_MESSAGES } from '@/features/services/schema';
import { CategoryDialog } from './category-dialog';

export function CategoryActions({ category, canEdit, canDelete }: {
  category: { id: string; name: string; serviceCount: number };
  canEdit: boolean;
  canDelete: boolean;
}) {
  const moved = category.serviceCount > 0
    ? ` İçindeki ${category.serviceCount} hizmet silinmez; 'Diğer' başlığı altında görünür.`
    : '';
  return (
    <div className="flex shrink-0 gap-1">
      {canEdit ? (
        <CategoryDialog key={`${category.id}:${category.name}`} category={category}
          trigger={<Button size="icon" variant="ghost" className="size-9" aria-label={`${category.name} kategorisini yeniden adlandır`}><Pencil aria-hidden="true" /></Button>} />
      ) : null}
      {canDelete ? (
        <ConfirmAction
          trigger={<Button size="icon" variant="ghost" className="size-9 text-destructive" aria-label={`${category.name} kategorisini sil`}><Trash2 aria-hidden="true" /></Button>}
          title="Kategori silinsin mi?"
          description={<span className="user-text">{`"${category.name}" kategorisi silinecek.${moved}`}</span>}
          confirmLabel="Sil"
          busyLabel="Siliniyor..."
          run={() => deleteCategoryAction({ id: category.id })}
          successMessage={SERVICE_MESSAGES.categoryDeleted}
        />
      ) : null}
    </div>
  );
}
