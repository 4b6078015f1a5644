import type { TItemWatchView } from '@gamesouq/core';
import { BellOff, PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useItemWatchCalls, useItemWatches } from '@/entities/item-watch/item-watch-calls';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';

function ItemWatchCard({ watch }: { watch: TItemWatchView }) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const { remove } = useItemWatchCalls();
  const name = (i18n.language === 'ar' && watch.nameAr) || watch.name;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
      <div className="min-w-0 space-y-1">
        <Link to={paths.app.item.getHref(watch.itemId)} className="break-words font-bold text-brand-700 underline">
          <bdi>{name}</bdi>
        </Link>
        <p className="text-sm text-slate-600">
          {t('itemPage.notify.watchFor', {
            group: watch.group ? t(`itemPage.groups.${watch.group}`) : t('itemPage.notify.allGroups'),
            city: watch.city ? labels.city(watch.city) : t('itemPage.anyCity'),
          })}
          {watch.lowestSeen !== null ? ` · ${t('itemPage.notify.lowestSeen', { price: formatSar(watch.lowestSeen, i18n.language) })}` : ''}
        </p>
      </div>
      <Button
        variant="ghost"
        aria-label={`${t('itemPage.notify.stop')}: ${name}`}
        isLoading={remove.isPending}
        onClick={() =>
          remove.mutate(watch.itemId, {
            onSuccess: () => toast.success(t('itemPage.notify.stopped')),
            onError: (error) => toast.error(errorMessage(t, error, { fallback: t('itemPage.notify.failed') })),
          })
        }
      >
        <BellOff aria-hidden="true" className="size-4" />
        {t('itemPage.notify.stop')}
      </Button>
    </li>
  );
}

/** The items the buyer asked to hear about from their pages (issue 22), each with a way to stop. */
export function ItemWatchList() {
  const { t } = useTranslation();
  const watches = useItemWatches();
  return (
    <section aria-labelledby="item-watches" className="space-y-3">
      <h2 id="item-watches" className="text-xl font-bold text-slate-900">
        {t('itemPage.notify.listTitle')}
      </h2>
      {watches.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : watches.isError ? (
        <EmptyState icon={PackageSearch} title={t('itemPage.notify.loadFailed')} tone="error" />
      ) : watches.data.itemWatches.length === 0 ? (
        <p className="text-sm text-slate-600">{t('itemPage.notify.listEmpty')}</p>
      ) : (
        <ul className="space-y-3">
          {watches.data.itemWatches.map((watch) => (
            <ItemWatchCard key={watch.itemId} watch={watch} />
          ))}
        </ul>
      )}
    </section>
  );
}
