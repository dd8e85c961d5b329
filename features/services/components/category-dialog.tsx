'use client';
// 'Yeni Kategori' and 'Yeniden adlandır' for the salon's own categories, in the shared modal
// form. A new category goes to createCategoryAction, a rename to renameCategoryAction.
import type { ReactNode } from 'react';
import { createCategoryAction, renameCategoryAction } from '@/features/services/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import { categoryFormSchema } from '@/features/services/schema';

export function CategoryDialog({ category, trigger }: { category?: { id: string; name: string }; trigger: ReactNode }) {
  return (
    <FormDialog
      title={category ? 'Kategoriyi Yeniden Adlandır' : 'Yeni Kategori'}
      description={category ? 'Kategorideki hizmetler yeni adla görünür.' : 'Hizmetlerinizi gruplamak için bir kategori ekleyin.'}
      trigger={trigger}
      schema={categoryFormSchema}
      defaultValues={{ id: category?.id ?? '', name: category?.name ?? '' }}
      action={({ id, name }) => (id ? renameCategoryAction({ id, name }) : createCategoryAction({ name }))}
      submitLabel={category ? 'Kaydet' : 'Ekle'}
      successMessage={category ? 'Kategori güncellendi' : 'Kategori eklendi'}
    >
      {(form) => <FormInput form={form} name="name" label="Kategori Adı" autoComplete="off" maxLength={60} />}
    </FormDialog>
  );
}
