import { PLATFORM_TYPES, ZPlatformInput } from '@gamesouq/core';
import { MonitorSmartphone, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { type AdminPlatform, useAdminPlatforms, useDeleteCatalogItem, useSavePlatform } from '../api/catalog';
import { ActiveBadge } from '../components/active-badge';
import { CatalogFormDialog, ZIconField } from '../components/catalog-form-dialog';
import { CatalogItemActions } from '../components/catalog-item-actions';
import { DeleteCatalogItemDialog } from '../components/delete-catalog-item-dialog';
import { saveWithIcon } from '../lib/save-catalog';

/** Core's platform rules, with the icon the dialog picks. */
const ZPlatformForm = ZPlatformInput.extend({ name_ar: z.string().trim().max(80), ...ZIconField });

/** Platforms (admin §2): search, grouped by type, add or edit with an icon, delete. */
export function PlatformsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.platforms.title'));
  const platforms = useAdminPlatforms();
  const save = useSavePlatform();
  const remove = useDeleteCatalogItem('platforms');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminPlatform | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminPlatform | null>(null);
  useEffect(() => {
    if (platforms.isError) toast.error(t('adminPanel.platforms.errors.load'));
  }, [platforms.isError, t]);

  const shown = (platforms.data ?? []).filter((p) => p.name.toLowerCase().includes(search.trim().toLowerCase()));
  const open = (platform: AdminPlatform | 'new') => {
    setError(null);
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
      <ListToolbar search={{ label: t('adminPanel.platforms.search'), value: search, onChange: setSearch, className: 'w-full sm:w-72' }} />
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
                      {platform.nameAr ? (
                        <p className="truncate text-sm text-slate-600" lang="ar" dir="rtl">
                          {platform.nameAr}
                        </p>
                      ) : null}
                      <ActiveBadge isActive={platform.is_active} />
                    </div>
                    <CatalogItemActions name={platform.name} onEdit={() => open(platform)} onDelete={() => setDeleting(platform)} />
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </ListState>
      <CatalogFormDialog
        isOpen={editing !== null}
        title={t(editing === 'new' ? 'adminPanel.platforms.add' : 'adminPanel.platforms.edit')}
        schema={ZPlatformForm}
        defaultValues={
          editing && editing !== 'new'
            ? {
                name: editing.name,
                name_ar: editing.nameAr,
                description: editing.description,
                platform_type: editing.platform_type,
                is_active: editing.is_active,
                icon: null,
              }
            : { name: '', name_ar: '', description: '', platform_type: 'console', is_active: true, icon: null }
        }
        isBusy={save.isPending}
        error={error}
        extra={
          <>
            <FormTextField
              name="name_ar"
              label={t('adminPanel.platforms.nameAr')}
              hint={t('adminPanel.platforms.nameArHint')}
              maxLength={80}
              dir="rtl"
              lang="ar"
            />
            <FormSelectField name="platform_type" label={t('adminPanel.platforms.type')}>
              {PLATFORM_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`adminPanel.platforms.types.${value}`)}
                </option>
              ))}
            </FormSelectField>
          </>
        }
        onClose={() => setEditing(null)}
        onSave={({ icon, ...input }) => {
          const id = editing === 'new' ? undefined : editing?.id;
          saveWithIcon({ kind: 'platforms', save: () => save.mutateAsync({ id, input }), icon })
            .then(() => {
              toast.success(t(id ? 'adminPanel.platforms.updated' : 'adminPanel.platforms.created'));
              setEditing(null);
              void platforms.refetch();
            })
            .catch((e: unknown) => setError(serverReason(t, e) ?? t('adminPanel.platforms.errors.save')));
        }}
      />
      <DeleteCatalogItemDialog
        item={deleting}
        remove={remove.mutateAsync}
        isBusy={remove.isPending}
        texts={{ deleted: t('adminPanel.platforms.deleted'), failed: t('adminPanel.platforms.errors.delete') }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
