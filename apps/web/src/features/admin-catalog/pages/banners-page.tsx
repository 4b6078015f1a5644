import { BANNER_PRIORITIES } from '@gamesouq/core';
import { Image, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { CompactSelect } from '@/ui/compact-select';
import { ListState } from '@/ui/list/list-state';
import { PageHeader } from '@/ui/page-header';
import { type AdminBanner, useAdminBanners, useBannerPriority, useDeleteBanner, useSaveBanner, useToggleBanner } from '../api/banners';
import { BannerFormDialog } from '../components/banner-form-dialog';
import { CatalogItemActions } from '../components/catalog-item-actions';
import { DeleteCatalogItemDialog } from '../components/delete-catalog-item-dialog';

/** Banners (admin §2): each with an active toggle, a priority 1 to 5, edit and delete; the add or edit modal. */
export function BannersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.banners.title'));
  const banners = useAdminBanners();
  const save = useSaveBanner();
  const toggle = useToggleBanner();
  const priority = useBannerPriority();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.banners.title')}
        subtitle={t('adminPanel.banners.subtitle')}
        actions={
          <Button
            onClick={() => {
              setError(null);
              setEditing('new');
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('adminPanel.banners.add')}
          </Button>
        }
      />
      <ListState
        list={banners}
        isEmpty={!banners.data?.length}
        icon={Image}
        loadingLabel={t('adminPanel.banners.loading')}
        errorTitle={t('adminPanel.banners.errors.fetch')}
        canRetry={false}
        emptyTitle={t('adminPanel.banners.empty')}
      >
        <ul className="grid gap-4 lg:grid-cols-2">
          {banners.data?.map((banner) => (
            <li key={banner.id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <AdImage src={banner.image} kind="banner" alt={banner.title} width={640} height={200} className="h-40 w-full object-cover" />
              <div className="space-y-3 p-4">
                <div>
                  <p className="font-semibold text-slate-900">{banner.title}</p>
                  {banner.titleAr ? (
                    <p className="font-semibold text-slate-700" lang="ar" dir="rtl">
                      {banner.titleAr}
                    </p>
                  ) : null}
                  {banner.subtitle ? <p className="text-sm text-slate-500">{banner.subtitle}</p> : null}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={banner.isActive}
                      checked={banner.isActive}
                      onChange={() =>
                        toggle
                          .mutateAsync({ id: banner.id, isActive: !banner.isActive })
                          .then(() => toast.success(t(banner.isActive ? 'adminPanel.banners.deactivated' : 'adminPanel.banners.activated')))
                          .catch(() => toast.error(t('adminPanel.banners.errors.status')))
                      }
                      className="size-4 accent-brand-600"
                    />
                    {t('adminPanel.common.active')}
                  </label>
                  <CompactSelect
                    label={t('adminPanel.banners.fields.priority')}
                    value={String(banner.priority)}
                    options={BANNER_PRIORITIES.map((p) => ({ value: String(p), label: String(p) }))}
                    onChange={(value) =>
                      priority
                        .mutateAsync({ id: banner.id, priority: Number(value) })
                        .then(() => toast.success(t('adminPanel.banners.priorityUpdated')))
                        .catch(() => toast.error(t('adminPanel.banners.errors.priority')))
                    }
                  />
                  <div className="ms-auto flex">
                    <CatalogItemActions
                      name={banner.title}
                      onEdit={() => {
                        setError(null);
                        setEditing(banner);
                      }}
                      onDelete={() => setDeleting(banner)}
                    />
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <BannerFormDialog
        isOpen={editing !== null}
        banner={editing === 'new' ? null : editing}
        isBusy={save.isPending}
        error={error}
        onClose={() => setEditing(null)}
        onSave={(fields, image) => {
          const id = editing === 'new' ? undefined : editing?.id;
          save
            .mutateAsync({ id, fields, image })
            .then(() => {
              toast.success(t(id ? 'adminPanel.banners.updated' : 'adminPanel.banners.created'));
              setEditing(null);
            })
            .catch((e: unknown) => setError(serverReason(t, e) ?? t('adminPanel.banners.errors.save')));
        }}
      />
      <DeleteCatalogItemDialog
        item={deleting && { id: deleting.id, name: deleting.title }}
        remove={remove.mutateAsync}
        isBusy={remove.isPending}
        texts={{ deleted: t('adminPanel.banners.deleted'), failed: t('adminPanel.banners.errors.delete') }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
