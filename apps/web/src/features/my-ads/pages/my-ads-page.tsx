import { PackageOpen, Plus, RefreshCw, Search, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import type { AdStatus, OwnAd } from '@/lib/listing-types';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { Tabs } from '@/ui/tabs';
import { useDeleteAd } from '../api/delete-ad';
import { useMyAds } from '../api/get-my-ads';
import { useSalesStats } from '../api/get-sales-stats';
import { useUpdateAdStatus } from '../api/update-ad-status';
import { MyAdCard } from '../components/my-ad-card';
import { SalesStats } from '../components/sales-stats';

type MainTab = 'active' | 'inactive';
type SubTab = 'canceled' | 'sold' | 'pending' | 'rejected' | 'draft';

/** Which statuses each tab lists (seller §2.2; review states added so a seller always finds an ad). */
const STATUSES_OF: Record<SubTab, AdStatus[]> = {
  canceled: ['inactive', 'cancelled'],
  sold: ['sold'],
  pending: ['pending_review'],
  rejected: ['rejected'],
  draft: ['draft'],
};

/** The tab an ad is listed under, to open after posting or editing it. */
type TabState = { tab?: MainTab; sub?: SubTab } | null;

function AdList({
  ads,
  busyId,
  onChangeStatus,
  onDelete,
}: {
  ads: OwnAd[];
  busyId: string | null;
  onChangeStatus: (ad: OwnAd, status: 'active' | 'inactive') => void;
  onDelete: (ad: OwnAd) => void;
}) {
  const { t } = useTranslation();
  if (ads.length === 0) return <EmptyState icon={PackageOpen} title={t('myAds.emptyTab')} />;
  return (
    <ul className="space-y-3">
      {ads.map((ad) => (
        <li key={ad.id}>
          <MyAdCard
            ad={ad}
            isBusy={busyId === ad.id}
            onChangeStatus={(status) => onChangeStatus(ad, status)}
            onDelete={() => onDelete(ad)}
          />
        </li>
      ))}
    </ul>
  );
}

/** My Products (/ads): stats, search, Active and Inactive tabs, and the actions on each ad (seller §2.2, §8). */
export function MyAdsPage() {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const location = useLocation();
  const initial = location.state as TabState;
  const [tab, setTab] = useState<MainTab>(initial?.tab ?? 'active');
  const [subTab, setSubTab] = useState<SubTab>(initial?.sub ?? 'canceled');
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<OwnAd | null>(null);
  const searchId = useId();
  const myAds = useMyAds();
  const stats = useSalesStats();
  const updateStatus = useUpdateAdStatus();
  const deleteAd = useDeleteAd();
  useDocumentTitle(t('myAds.title'));

  useEffect(() => {
    if (myAds.isError) toast.error(t('myAds.loadFailed'));
  }, [myAds.isError, t]);

  const ads = myAds.data ?? [];
  const query = search.trim().toLowerCase();
  const found = query ? ads.filter((ad) => ad.title.toLowerCase().includes(query) || ad.description.toLowerCase().includes(query)) : ads;
  const inStatuses = (statuses: AdStatus[]) => found.filter((ad) => statuses.includes(ad.status));

  const counts: Partial<Record<AdStatus, number>> = {};
  for (const ad of ads) counts[ad.status] = (counts[ad.status] ?? 0) + 1;

  async function refresh() {
    const [statsResult, adsResult] = await Promise.all([stats.refetch(), myAds.refetch()]);
    if (statsResult.isError || adsResult.isError) toast.error(t('myAds.refreshFailed'));
    else toast.success(t('myAds.refreshed'));
  }

  const changeStatus = (ad: OwnAd, status: 'active' | 'inactive') =>
    updateStatus.mutate(
      { id: ad.id, status },
      {
        onSuccess: () => toast.success(status === 'active' ? t('myAds.activated') : t('myAds.deactivated')),
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('myAds.statusFailed') })),
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAd.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t('myAds.deleted'));
        setToDelete(null);
      },
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('myAds.deleteFailed') })),
    });
  };

  const busyId = updateStatus.isPending ? (updateStatus.variables?.id ?? null) : deleteAd.isPending ? (deleteAd.variables ?? null) : null;
  const list = (statuses: AdStatus[]) => (
    <AdList ads={inStatuses(statuses)} busyId={busyId} onChangeStatus={changeStatus} onDelete={(ad) => setToDelete(ad)} />
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('myAds.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('myAds.subtitle')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void refresh()} isLoading={stats.isFetching || myAds.isFetching}>
            {stats.isFetching || myAds.isFetching ? null : <RefreshCw aria-hidden="true" className="size-4" />}
            {t('myAds.refresh')}
          </Button>
          <Link to={paths.app.newAd.getHref()} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('myAds.addProduct')}
          </Link>
        </div>
      </div>

      <SalesStats stats={stats.data} isPending={stats.isPending} isError={stats.isError} />

      {myAds.isPending ? (
        <LoadingState label={t('myAds.loading')} />
      ) : myAds.isError ? (
        <EmptyState
          icon={TriangleAlert}
          tone="error"
          title={t('myAds.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void myAds.refetch()}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      ) : (
        <section aria-label={t('myAds.listLabel')} className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <search className="relative sm:w-80">
              <label htmlFor={searchId} className="sr-only">
                {t('myAds.search')}
              </label>
              <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('myAds.searchPlaceholder')}
                className="h-10 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20"
              />
            </search>
            {ads.length > 0 ? (
              <p className="text-xs text-slate-500">
                {(Object.entries(counts) as [AdStatus, number][])
                  .map(([status, count]) => `${labels.status(status)}: ${formatNumber(count, i18n.language)}`)
                  .join(' · ')}
              </p>
            ) : null}
          </div>

          {ads.length === 0 ? (
            <EmptyState
              icon={PackageOpen}
              title={t('myAds.empty')}
              hint={t('myAds.emptyHint')}
              action={
                <Link to={paths.app.newAd.getHref()} className={buttonClasses()}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('myAds.addProduct')}
                </Link>
              }
            />
          ) : (
            <Tabs
              label={t('myAds.tabsLabel')}
              items={[
                { value: 'active', label: t('myAds.tabs.active') },
                { value: 'inactive', label: t('myAds.tabs.inactive') },
              ]}
              value={tab}
              onChange={setTab}
              className="max-w-full"
              listClassName="grid grid-flow-col sm:inline-grid"
            >
              {() =>
                tab === 'active' ? (
                  list(['active'])
                ) : (
                  <Tabs
                    label={t('myAds.subTabsLabel')}
                    items={[
                      { value: 'canceled', label: t('myAds.tabs.canceled') },
                      { value: 'sold', label: t('myAds.tabs.sold') },
                      { value: 'pending', label: t('myAds.tabs.pending') },
                      { value: 'rejected', label: t('myAds.tabs.rejected') },
                      { value: 'draft', label: t('myAds.tabs.draft') },
                    ]}
                    value={subTab}
                    onChange={setSubTab}
                    listClassName="flex overflow-x-auto"
                  >
                    {() => list(STATUSES_OF[subTab])}
                  </Tabs>
                )
              }
            </Tabs>
          )}
        </section>
      )}

      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('myAds.deleteTitle')}
        description={t('myAds.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('myAds.delete')}
        isBusy={deleteAd.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
