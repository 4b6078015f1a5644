import { ZCategoryInput } from '@gamesouq/core';
import { Layers, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { categoryLabel } from '@/lib/api/get-categories';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { type AdminCategory, useAdminCategories, useDeleteCatalogItem, useSaveCategory } from '../api/catalog';
import { ActiveBadge } from '../components/active-badge';
import { CatalogFormDialog, ZIconField } from '../components/catalog-form-dialog';
import { CatalogItemActions } from '../components/catalog-item-actions';
import { DeleteCatalogItemDialog } from '../components/delete-catalog-item-dialog';
import { saveWithIcon } from '../lib/save-catalog';

/** Core's category rules, with the Arabic name as typed, no parent as '' in the list, and the icon the dialog picks. */
const ZCategoryForm = ZCategoryInput.extend({
  name_ar: z.string().trim().max(80),
  parent_id: z.string().transform((id) => id || null),
  ...ZIconField,
});

/** Categories (admin §2): search, a table with type and status, add or edit with a parent and an icon, delete. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.categories.title'));
  const categories = useAdminCategories();
  const save = useSaveCategory();
  const remove = useDeleteCatalogItem('categories');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  useEffect(() => {
    if (categories.isError) toast.error(t('adminPanel.categories.errors.load'));
  }, [categories.isError, t]);

  const all = categories.data ?? [];
  // The names in the reader's language where the catalogue has them.
  const label = (category: AdminCategory) => categoryLabel(category, i18n.language);
  const nameOf = (id: string | null) => {
    const parent = all.find((c) => c.id === id);
    return parent ? label(parent) : '';
  };
  const shown = all.filter((c) => `${c.name} ${c.nameAr}`.toLowerCase().includes(search.trim().toLowerCase()));
  const mains = all.filter((c) => !c.parent_id && (editing === 'new' || c.id !== editing?.id));
  const open = (category: AdminCategory | 'new') => {
    setError(null);
    setEditing(category);
  };

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.categories.title')}
        subtitle={t('adminPanel.categories.subtitle')}
        actions={
          <Button onClick={() => open('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('adminPanel.categories.add')}
          </Button>
        }
      />
      <ListToolbar search={{ label: t('adminPanel.categories.search'), value: search, onChange: setSearch, className: 'w-full sm:w-72' }} />
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
                <CatalogItemActions name={label(category)} onEdit={() => open(category)} onDelete={() => setDeleting(category)} />
              </td>
            </tr>
          ))}
        </ListTable>
      </ListState>
      <CatalogFormDialog
        isOpen={editing !== null}
        title={t(editing === 'new' ? 'adminPanel.categories.add' : 'adminPanel.categories.edit')}
        schema={ZCategoryForm}
        defaultValues={
          editing && editing !== 'new'
            ? {
                name: editing.name,
                name_ar: editing.nameAr,
                description: editing.description,
                parent_id: editing.parent_id ?? '',
                is_active: editing.is_active,
                icon: null,
              }
            : { name: '', name_ar: '', description: '', parent_id: '', is_active: true, icon: null }
        }
        isBusy={save.isPending}
        error={error}
        extra={
          <>
            <FormTextField
              name="name_ar"
              label={t('adminPanel.categories.nameAr')}
              hint={t('adminPanel.categories.nameArHint')}
              maxLength={80}
              dir="rtl"
              lang="ar"
            />
            <FormSelectField name="parent_id" label={t('adminPanel.categories.parent')}>
              <option value="">{t('adminPanel.categories.noParent')}</option>
              {mains.map((main) => (
                <option key={main.id} value={main.id}>
                  {label(main)}
                </option>
              ))}
            </FormSelectField>
          </>
        }
        onClose={() => setEditing(null)}
        onSave={({ icon, ...input }) => {
          const id = editing === 'new' ? undefined : editing?.id;
          saveWithIcon({ kind: 'categories', save: () => save.mutateAsync({ id, input }), icon })
            .then(() => {
              toast.success(t(id ? 'adminPanel.categories.updated' : 'adminPanel.categories.created'));
              setEditing(null);
              void categories.refetch();
            })
            .catch((e: unknown) => setError(serverReason(t, e) ?? t('adminPanel.categories.errors.save')));
        }}
      />
      <DeleteCatalogItemDialog
        item={deleting && { id: deleting.id, name: label(deleting) }}
        remove={remove.mutateAsync}
        isBusy={remove.isPending}
        texts={{ deleted: t('adminPanel.categories.deleted'), failed: t('adminPanel.categories.errors.delete') }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
