import { Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { categoryLabel } from '@/lib/api/get-categories';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { PageHeader } from '@/ui/page-header';
import { SearchInput } from '@/ui/search-input';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { type AdminCategory, useAdminCategories, useDeleteCatalogItem, useSaveCategory } from '../api/catalog';
import { ActiveBadge } from '../components/active-badge';
import { CatalogFormDialog } from '../components/catalog-form-dialog';
import { saveWithIcon } from '../lib/save-catalog';

/** Categories (admin §2): search, a table with type and status, add or edit with a parent and an icon, delete. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.categories.title'));
  const categories = useAdminCategories();
  const save = useSaveCategory();
  const remove = useDeleteCatalogItem('categories');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [parentId, setParentId] = useState('');
  const [nameAr, setNameAr] = useState('');
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
    setParentId(category === 'new' ? '' : (category.parent_id ?? ''));
    setNameAr(category === 'new' ? '' : category.nameAr);
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
      <SearchInput
        className="w-full sm:w-72"
        label={t('adminPanel.categories.search')}
        placeholder={t('adminPanel.categories.search')}
        value={search}
        onChange={setSearch}
      />
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
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('adminPanel.common.editItem', { name: label(category) })}
                  onClick={() => open(category)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('adminPanel.common.deleteItem', { name: label(category) })}
                  onClick={() => setDeleting(category)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-600" />
                </Button>
              </td>
            </tr>
          ))}
        </ListTable>
      </ListState>
      <CatalogFormDialog
        isOpen={editing !== null}
        title={t(editing === 'new' ? 'adminPanel.categories.add' : 'adminPanel.categories.edit')}
        initial={
          editing && editing !== 'new' ? { name: editing.name, description: editing.description, isActive: editing.is_active } : null
        }
        nameRequiredText={t('adminPanel.categories.nameRequired')}
        isBusy={save.isPending}
        error={error}
        extra={
          <>
            <TextField
              label={t('adminPanel.categories.nameAr')}
              hint={t('adminPanel.categories.nameArHint')}
              value={nameAr}
              maxLength={80}
              dir="rtl"
              lang="ar"
              onChange={(e) => setNameAr(e.target.value)}
            />
            <SelectField label={t('adminPanel.categories.parent')} value={parentId} onChange={(e) => setParentId(e.target.value)}>
              <option value="">{t('adminPanel.categories.noParent')}</option>
              {mains.map((main) => (
                <option key={main.id} value={main.id}>
                  {label(main)}
                </option>
              ))}
            </SelectField>
          </>
        }
        onClose={() => setEditing(null)}
        onSave={(values) => {
          const id = editing === 'new' ? undefined : editing?.id;
          const input = {
            name: values.name,
            name_ar: nameAr,
            description: values.description,
            is_active: values.isActive,
            parent_id: parentId || null,
          };
          saveWithIcon({ kind: 'categories', save: () => save.mutateAsync({ id, input }), icon: values.icon })
            .then(() => {
              toast.success(t(id ? 'adminPanel.categories.updated' : 'adminPanel.categories.created'));
              setEditing(null);
              void categories.refetch();
            })
            .catch((e: unknown) => setError(serverReason(t, e) ?? t('adminPanel.categories.errors.save')));
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('adminPanel.common.deleteTitle', { name: deleting ? label(deleting) : '' })}
        description={t('adminPanel.common.cannotUndo')}
        confirmLabel={t('adminPanel.common.delete')}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove
            .mutateAsync(deleting.id)
            .then(() => toast.success(t('adminPanel.categories.deleted')))
            .catch(() => toast.error(t('adminPanel.categories.errors.delete')))
            .finally(() => setDeleting(null))
        }
      />
    </section>
  );
}
