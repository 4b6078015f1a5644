import { PLATFORM_TYPES, ZPlatformInput } from '@gamesouq/core';
import { MonitorSmartphone } from 'lucide-react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { AdImage } from '@/ui/ad-image';
import { FormSelectField } from '@/ui/form/form-fields';
import { ListState } from '@/ui/list/list-state';
import { type AdminPlatform, useAdminPlatforms, useDeleteCatalogItem, useSavePlatform } from '../api/catalog';
import { ActiveBadge } from '../components/active-badge';
import { CatalogFormDialog, ZIconField } from '../components/catalog-form-dialog';
import { CatalogItemActions } from '../components/catalog-item-actions';
import { CatalogPageTop, useCatalogPage } from '../components/catalog-page';
import { DeleteCatalogItemDialog } from '../components/delete-catalog-item-dialog';

/** Core's platform rules, with the icon the dialog picks. */
const ZPlatformForm = ZPlatformInput.extend({ name_ar: z.string().trim().max(80), ...ZIconField });

/** Platforms (admin §2): search, grouped by type, add or edit with an icon, delete. */
export function PlatformsPage() {
  const { t } = useTranslation();
  const platforms = useAdminPlatforms();
  const save = useSavePlatform();
  const remove = useDeleteCatalogItem('platforms');
  const page = useCatalogPage<AdminPlatform>('platforms', platforms);
  const shown = (platforms.data ?? []).filter((p) => page.matches(p.name));

  return (
    <section className="space-y-6">
      <CatalogPageTop area="platforms" search={page.search} onSearch={page.setSearch} onAdd={() => page.open('new')} />
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
                    <CatalogItemActions
                      name={platform.name}
                      onEdit={() => page.open(platform)}
                      onDelete={() => page.setDeleting(platform)}
                    />
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </ListState>
      <CatalogFormDialog
        {...page.dialog}
        schema={ZPlatformForm}
        defaultValues={{ ...page.defaults, platform_type: page.entry?.platform_type ?? 'console' }}
        isBusy={save.isPending}
        extra={
          <FormSelectField name="platform_type" label={t('adminPanel.platforms.type')}>
            {PLATFORM_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`adminPanel.platforms.types.${value}`)}
              </option>
            ))}
          </FormSelectField>
        }
        onSave={({ icon, ...input }) => page.submit((id) => save.mutateAsync({ id, input }), icon)}
      />
      <DeleteCatalogItemDialog
        item={page.deleting}
        remove={remove.mutateAsync}
        isBusy={remove.isPending}
        texts={{ deleted: t('adminPanel.platforms.deleted'), failed: t('adminPanel.platforms.errors.delete') }}
        onClose={() => page.setDeleting(null)}
      />
    </section>
  );
}
