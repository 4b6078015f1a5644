import { ZCategoryInput } from '@gamesouq/core';
import { Layers } from 'lucide-react';
import { z } from 'zod';
import { categoryLabel } from '@/lib/api/get-categories';
import { useTranslation } from '@/lib/i18n';
import { AdImage } from '@/ui/ad-image';
import { FormSelectField } from '@/ui/form/form-fields';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { type AdminCategory, useAdminCategories, useDeleteCatalogItem, useSaveCategory } from '../api/catalog';
import { ActiveBadge } from '../components/active-badge';
import { CatalogFormDialog, ZIconField } from '../components/catalog-form-dialog';
import { CatalogItemActions } from '../components/catalog-item-actions';
import { CatalogPageTop, useCatalogPage } from '../components/catalog-page';
import { DeleteCatalogItemDialog } from '../components/delete-catalog-item-dialog';

/** Core's category rules, with the Arabic name as typed, no parent as '' in the list, and the icon the dialog picks. */
const ZCategoryForm = ZCategoryInput.extend({
  name_ar: z.string().trim().max(80),
  parent_id: z.string().transform((id) => id || null),
  ...ZIconField,
});

/** Categories (admin §2): search, a table with type and status, add or edit with a parent and an icon, delete. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const categories = useAdminCategories();
  const save = useSaveCategory();
  const remove = useDeleteCatalogItem('categories');
  const page = useCatalogPage<AdminCategory>('categories', categories);
  const { editing, open } = page;

  const all = categories.data ?? [];
  // The names in the reader's language where the catalogue has them.
  const label = (category: AdminCategory) => categoryLabel(category, i18n.language);
  const nameOf = (id: string | null) => {
    const parent = all.find((c) => c.id === id);
    return parent ? label(parent) : '';
  };
  const shown = all.filter((c) => page.matches(`${c.name} ${c.nameAr}`));
  const mains = all.filter((c) => !c.parent_id && (editing === 'new' || c.id !== editing?.id));

  return (
    <section className="space-y-6">
      <CatalogPageTop area="categories" search={page.search} onSearch={page.setSearch} onAdd={() => open('new')} />
      <ListState
        list={categories}
        isEmpty={shown.length === 0}
        icon={Layers}
        loadingLabel={t('adminPanel.categories.loading')}
        errorTitle={t('adminPanel.categories.errors.fetch')}
        emptyTitle={t('adminPanel.categories.empty')}
      >
        <ListTable
          minWidth="min-w-[40rem]"
          columns={[
            ...(['name', 'type', 'parent', 'status'] as const).map((column) => ({
              key: column,
              label: t(`adminPanel.categories.columns.${column}`),
            })),
            { key: 'actions', label: t('adminPanel.common.actions'), srOnly: true },
          ]}
        >
          {shown.map((category) => (
            <tr key={category.id}>
              <td className="px-4 py-3">
                <span className="flex items-center gap-3">
                  <AdImage src={category.icon} kind="category" alt="" width={32} height={32} className="size-8 rounded object-contain" />
                  <span className="font-medium text-slate-900">{label(category)}</span>
                </span>
              </td>
              <td className="px-4 py-3">{t(category.parent_id ? 'adminPanel.categories.sub' : 'adminPanel.categories.main')}</td>
              <td className="px-4 py-3 text-slate-600">{nameOf(category.parent_id) || '—'}</td>
              <td className="px-4 py-3">
                <ActiveBadge isActive={category.is_active} />
              </td>
              <td className="px-4 py-3 text-end whitespace-nowrap">
                <CatalogItemActions name={label(category)} onEdit={() => open(category)} onDelete={() => page.setDeleting(category)} />
              </td>
            </tr>
          ))}
        </ListTable>
      </ListState>
      <CatalogFormDialog
        {...page.dialog}
        schema={ZCategoryForm}
        defaultValues={{ ...page.defaults, parent_id: page.entry?.parent_id ?? '' }}
        isBusy={save.isPending}
        extra={
          <FormSelectField name="parent_id" label={t('adminPanel.categories.parent')}>
            <option value="">{t('adminPanel.categories.noParent')}</option>
            {mains.map((main) => (
              <option key={main.id} value={main.id}>
                {label(main)}
              </option>
            ))}
          </FormSelectField>
        }
        onSave={({ icon, ...input }) => page.submit((id) => save.mutateAsync({ id, input }), icon)}
      />
      <DeleteCatalogItemDialog
        item={page.deleting && { id: page.deleting.id, name: label(page.deleting) }}
        remove={remove.mutateAsync}
        isBusy={remove.isPending}
        texts={{ deleted: t('adminPanel.categories.deleted'), failed: t('adminPanel.categories.errors.delete') }}
        onClose={() => page.setDeleting(null)}
      />
    </section>
  );
}
