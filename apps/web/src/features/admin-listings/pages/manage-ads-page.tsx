import { Megaphone, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { usePlatforms } from '@/lib/api/get-platforms';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { ReasonDialog } from '@/ui/reason-dialog';
import { Tabs } from '@/ui/tabs';
import {
  type AdsQuery,
  type AdsSort,
  type AdsTab,
  useAdminAds,
  useAdsCounts,
  useApproveAd,
  useDeleteAd,
  useRejectAd,
  useSetShippingCost,
} from '../api/ads';
import { AdRow } from '../components/ad-row';
import { adsLoadError } from '../lib/ads-error';

/** The usual reasons an ad is sent back, offered in the reject dialog (keys 1 to 5). */
const REJECTION_REASONS = ['photos', 'misleading', 'prohibited', 'category', 'contact'] as const;

const EMPTY: AdsQuery = { type: 'all', platform: '', sort: 'date', search: '' };

/** Manage Ads (admin §2): tabs, platform filter, sorts, search, expandable rows and the moderation actions. */
export function ManageAdsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.ads.title'));
  const [query, setQuery] = useState<AdsQuery>(EMPTY);
  const search = useDebounced(query.search);
  const ads = useAdminAds({ ...query, search });
  const counts = useAdsCounts();
  const platforms = usePlatforms();
  const approve = useApproveAd();
  const reject = useRejectAd();
  const shipping = useSetShippingCost();
  const remove = useDeleteAd();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  /** The ad the keyboard shortcuts act on (J/K move, O opens the review, A approves, R rejects), and the open reviews. */
  const [current, setCurrent] = useState(0);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const rowRefs = useRef(new Map<string, HTMLLIElement>());
  const toggleOpen = (id: string) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const list = ads.data ?? [];
  const currentAd = list[Math.min(current, list.length - 1)];

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      const isTyping = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (isTyping || event.altKey || event.ctrlKey || event.metaKey || document.querySelector('dialog[open]') || !currentAd) return;
      const move = (step: number) => {
        const next = Math.max(0, Math.min(list.length - 1, current + step));
        setCurrent(next);
        const id = list[next]?.id;
        if (id) rowRefs.current.get(id)?.scrollIntoView({ block: 'nearest' });
      };
      const key = event.key.toLowerCase();
      if (key === 'j') move(1);
      else if (key === 'k') move(-1);
      else if (key === 'o') toggleOpen(currentAd.id);
      else if (key === 'a' && ['pending_review', 'rejected', 'inactive'].includes(currentAd.status) && busyId === null)
        void run(currentAd.id, () => approve.mutateAsync(currentAd.id), t('adminPanel.ads.approved'), t('adminPanel.ads.errors.approve'));
      else if (key === 'r' && currentAd.status !== 'rejected' && currentAd.status !== 'sold') setRejecting(currentAd.id);
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  async function run(id: string, action: () => Promise<unknown>, success: string, failure: string) {
    setBusyId(id);
    try {
      await action();
      toast.success(success);
    } catch {
      toast.error(failure);
    } finally {
      setBusyId(null);
    }
  }

  const n = (value: number | undefined) => (value === undefined ? '' : ` (${formatNumber(value, i18n.language)})`);
  const tabs = (['all', 'traders', 'person'] as const).map((value) => ({
    value,
    label: `${t(`adminPanel.ads.tabs.${value}`)}${n(counts.data?.[value])}`,
  }));
  const sorts = (['date', 'price', 'rating'] as const).map((value) => ({ value, label: t(`adminPanel.ads.sort.${value}`) }));
  const error = ads.isError ? adsLoadError(t, ads.error) : null;

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.ads.title')}
        subtitle={t('adminPanel.ads.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => void Promise.all([ads.refetch(), counts.refetch()])} isLoading={ads.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('adminPanel.common.refresh')}
          </Button>
        }
      />
      <Tabs
        items={tabs}
        value={query.type}
        onChange={(type: AdsTab) => setQuery((q) => ({ ...q, type }))}
        label={t('adminPanel.ads.title')}
        listClassName="inline-flex flex-wrap"
      >
        {() => (
          <div className="space-y-4">
            <ListToolbar
              search={{
                label: t('adminPanel.ads.search'),
                value: query.search,
                onChange: (value) => setQuery((q) => ({ ...q, search: value })),
                className: 'w-full sm:w-72',
              }}
              filter={{
                label: t('adminPanel.ads.platform'),
                value: query.platform,
                onChange: (platform) => setQuery((q) => ({ ...q, platform })),
                options: [
                  { value: '', label: t('adminPanel.ads.allPlatforms') },
                  ...(platforms.data ?? []).map((p) => ({ value: p.id, label: p.name })),
                ],
              }}
              sort={{
                label: t('adminPanel.common.sortBy'),
                value: query.sort,
                options: sorts,
                onChange: (sort: AdsSort) => setQuery((q) => ({ ...q, sort })),
              }}
              end={
                <Button variant="link" onClick={() => setQuery((q) => ({ ...EMPTY, type: q.type }))}>
                  {t('adminPanel.ads.clearFilters')}
                </Button>
              }
            />
            <p className="hidden text-xs text-slate-500 md:block">{t('adminPanel.ads.review.shortcuts')}</p>
            <ListState
              list={ads}
              isEmpty={!ads.data?.length}
              icon={Megaphone}
              loadingLabel={t('adminPanel.ads.loading')}
              errorTitle={error ?? undefined}
              emptyTitle={t('adminPanel.ads.empty')}
              emptyHint={t('adminPanel.ads.emptyHint')}
            >
              <ul className="space-y-3">
                {list.map((ad) => (
                  <AdRow
                    key={ad.id}
                    ref={(node) => {
                      if (node) rowRefs.current.set(ad.id, node);
                      else rowRefs.current.delete(ad.id);
                    }}
                    ad={ad}
                    isBusy={busyId === ad.id}
                    isCurrent={ad.id === currentAd?.id}
                    isOpen={openIds.has(ad.id)}
                    onToggle={() => {
                      setCurrent(list.indexOf(ad));
                      toggleOpen(ad.id);
                    }}
                    onApprove={() =>
                      void run(ad.id, () => approve.mutateAsync(ad.id), t('adminPanel.ads.approved'), t('adminPanel.ads.errors.approve'))
                    }
                    onReject={() => setRejecting(ad.id)}
                    onDelete={() => setDeleting(ad.id)}
                    onShippingCost={(shippingCost) =>
                      void run(
                        ad.id,
                        () => shipping.mutateAsync({ id: ad.id, shippingCost }),
                        t('adminPanel.ads.shippingUpdated'),
                        t('adminPanel.ads.errors.shipping'),
                      )
                    }
                  />
                ))}
              </ul>
            </ListState>
          </div>
        )}
      </Tabs>
      <ReasonDialog
        isOpen={rejecting !== null}
        isRequired={false}
        presets={REJECTION_REASONS.map((reason) => t(`adminPanel.ads.review.reasons.${reason}`))}
        title={t('adminPanel.ads.rejectTitle')}
        label={t('adminPanel.ads.rejectReason')}
        placeholder={t('adminPanel.ads.rejectPlaceholder')}
        confirmLabel={t('adminPanel.ads.reject')}
        isBusy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          const id = rejecting;
          if (!id) return;
          void run(id, () => reject.mutateAsync({ id, reason }), t('adminPanel.ads.rejected'), t('adminPanel.ads.errors.reject')).then(() =>
            setRejecting(null),
          );
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('adminPanel.ads.deleteTitle')}
        description={t('adminPanel.common.cannotUndo')}
        confirmLabel={t('adminPanel.common.delete')}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting;
          if (!id) return;
          void run(id, () => remove.mutateAsync(id), t('adminPanel.ads.deleted'), t('adminPanel.ads.errors.delete')).then(() =>
            setDeleting(null),
          );
        }}
      />
    </section>
  );
}
