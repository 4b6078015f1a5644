import { PLATFORM_TYPES } from '@gamesouq/core';
import { MonitorSmartphone, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { ListState } from '@/ui/list/list-state';
import { PageHeader } from '@/ui/page-header';
import { SearchInput } from '@/ui/search-input';
import { SelectField } from '@/ui/select-field';
import { type AdminPlatform, useAdminPlatforms, useDeleteCatalogItem, useSavePlatform } from '../api/catalog';
import { ActiveBadge } from '../components/active-badge';
import { CatalogFormDialog } from '../components/catalog-form-dialog';
import { saveWithIcon } from '../lib/save-catalog';

type PlatformType = AdminPlatform['platform_type'];

/** Platforms (admin §2): search, grouped by type, add or edit with an icon, delete. */
export function PlatformsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.platforms.title'));
  const platforms = useAdminPlatforms();
  const save = useSavePlatform();
  const remove = useDeleteCatalogItem('platforms');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminPlatform | 'new' | null>(null);
  const [type, setType] = useState<PlatformType>('console');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminPlatform | null>(null);
  useEffect(() => {
    if (platforms.isError) toast.error(t('adminPanel.platforms.errors.load'));
  }, [platforms.isError, t]);

  const shown = (platforms.data ?? []).filter((p) => p.name.toLowerCase().includes(search.trim().toLowerCase()));
  const open = (platform: AdminPlatform | 'new') => {
    setError(null);
    setType(platform === 'new' ? 'console' : platform.platform_type);
    setEditing(platform);
  };

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.platforms.title')}
        subtitle={t('adminPanel.platforms.subtitle')}
        actions={
          <Button onClick={() => open('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('adminPanel.platforms.add')}
          </Button>
        }
      />
      <SearchInput
        className="w-full sm:w-72"
        label={t('adminPanel.platforms.search')}
        placeholder={t('adminPanel.platforms.search')}
        value={search}
        onChange={setSearch}
      />
      <ListState
        list={platforms}
        isEmpty={shown.length === 0}
        icon={MonitorSmartphone}
        loadingLabel={t('adminPanel.platforms.loading')}
        errorTitle={t('adminPanel.platforms.errors.fetch')}
        emptyTitle={t('adminPanel.platforms.empty')}
      >
        {PLATFORM_TYPES.filter((group) => shown.some((p) => p.platform_type === group)).map((group) => (
          <div key={group}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t(`adminPanel.platforms.types.${group}`)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {shown
                .filter((p) => p.platform_type === group)
                .map((platform) => (
                  <li key={platform.id} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                    <AdImage
                      src={platform.icon}
                      kind="platform"
                      alt=""
                      width={44}
                      height={44}
                      className="size-11 rounded-lg object-contain"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-slate-900">{platform.name}</p>
                      <ActiveBadge isActive={platform.is_active} />
                    </div>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('adminPanel.common.editItem', { name: platform.name })}
                      onClick={() => open(platform)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('adminPanel.common.deleteItem', { name: platform.name })}
                      onClick={() => setDeleting(platform)}
                    >
                      <Trash2 aria-hidden="true" className="size-4 text-red-600" />
                    </Button>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </ListState>
      <CatalogFormDialog
        isOpen={editing !== null}
        title={t(editing === 'new' ? 'adminPanel.platforms.add' : 'adminPanel.platforms.edit')}
        initial={
          editing && editing !== 'new' ? { name: editing.name, description: editing.description, isActive: editing.is_active } : null
        }
        nameRequiredText={t('adminPanel.platforms.nameRequired')}
        isBusy={save.isPending}
        error={error}
        extra={
          <SelectField label={t('adminPanel.platforms.type')} value={type} onChange={(e) => setType(e.target.value as PlatformType)}>
            {PLATFORM_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`adminPanel.platforms.types.${value}`)}
              </option>
            ))}
          </SelectField>
        }
        onClose={() => setEditing(null)}
        onSave={(values) => {
          const id = editing === 'new' ? undefined : editing?.id;
          const input = { name: values.name, description: values.description, platform_type: type, is_active: values.isActive };
          saveWithIcon({ kind: 'platforms', save: () => save.mutateAsync({ id, input }), icon: values.icon })
            .then(() => {
              toast.success(t(id ? 'adminPanel.platforms.updated' : 'adminPanel.platforms.created'));
              setEditing(null);
              void platforms.refetch();
            })
            .catch((e: unknown) => setError(serverReason(t, e) ?? t('adminPanel.platforms.errors.save')));
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('adminPanel.common.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('adminPanel.common.cannotUndo')}
        confirmLabel={t('adminPanel.common.delete')}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove
            .mutateAsync(deleting.id)
            .then(() => toast.success(t('adminPanel.platforms.deleted')))
            .catch(() => toast.error(t('adminPanel.platforms.errors.delete')))
            .finally(() => setDeleting(null))
        }
      />
    </section>
  );
}
